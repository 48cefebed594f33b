import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import type { Holder } from '../../lib/viewer.js';
import type { OrderRow } from './detail.js';
import { orders } from './tables.js';

/** The holder's orders, as a condition on the order table. */
export const heldBy = (h: Holder): SQL =>
  h.userId ? eq(orders.userId, h.userId) : and(isNull(orders.userId), sql`lower(${orders.customerEmail}) = ${h.email.toLowerCase()}`)!;

/** The advisory lock's key: one holder's orders are placed one at a time. */
export const holderKey = (h: Holder) => (h.userId ? `order-holds:${h.userId}` : `order-holds:guest:${h.email.toLowerCase()}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A guest order's link (issue 30): `<order id>.<version>.<HMAC-SHA256 of both>`, signed with the
 * shop's own secret (kept in the database, the same on every instance). It does not expire; raising
 * the order's guest_link_version revokes every link given before. Anyone holding it may pay, see,
 * cancel an unpaid order, fetch the invoice and ask for a return — nothing of any account.
 */
export function createGuestLinks(db: Database, secret: string) {
  const mac = (orderId: string, version: number) =>
    createHmac('sha256', secret).update(`guest-order:${orderId}:${version}`).digest('base64url');

  /** The order and version a well-formed, correctly signed token names (null: not one of ours). */
  function verify(token: string): { orderId: string; version: number } | null {
    const [orderId, versionText, signature, extra] = token.split('.');
    if (extra !== undefined || !orderId || !UUID.test(orderId) || !versionText || !/^\d{1,9}$/.test(versionText) || !signature) return null;
    const version = Number(versionText);
    const expected = Buffer.from(mac(orderId, version));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? { orderId, version } : null;
  }

  return {
    /** The link's token for the order as it stands (its current version). */
    guestToken: (order: Pick<OrderRow, 'id' | 'guestLinkVersion'>) =>
      `${order.id}.${order.guestLinkVersion}.${mac(order.id, order.guestLinkVersion)}`,

    /** The order a token opens (locked FOR UPDATE with `lock`); null for a forged, malformed or revoked one. */
    async openGuestLink(tx: DbOrTx, token: string, lock = false): Promise<OrderRow | null> {
      const named = verify(token);
      if (!named) return null;
      const query = tx.select().from(orders).where(eq(orders.id, named.orderId));
      const [row] = lock ? await query.for('update') : await query;
      return row && row.guestLinkVersion === named.version ? row : null;
    },

    /** Revokes the order's links: the next one given carries the new version. Answers the order, or null when there is none. */
    async revokeGuestLinks(tx: DbOrTx, orderId: string): Promise<Pick<OrderRow, 'id' | 'guestLinkVersion'> | null> {
      const [row] = await tx
        .update(orders)
        .set({ guestLinkVersion: sql`${orders.guestLinkVersion} + 1` })
        .where(eq(orders.id, orderId))
        .returning({ id: orders.id, guestLinkVersion: orders.guestLinkVersion });
      return row ?? null;
    },

    /** "Find my order": the order with this number placed with this e-mail (any case), or null. */
    async findByNumberAndEmail(orderNumber: string, email: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber.trim().toUpperCase()), sql`lower(${orders.customerEmail}) = ${email.toLowerCase()}`));
      return row ?? null;
    },

    /** Gives the account every guest order placed with its address (once verified); answers their ids. */
    async joinGuestOrders(tx: DbOrTx, userId: string, email: string): Promise<string[]> {
      const rows = await tx
        .update(orders)
        .set({ userId, updatedAt: new Date() })
        .where(heldBy({ userId: null, email }))
        .returning({ id: orders.id });
      return rows.map((r) => r.id);
    },
  };
}
