import { and, desc, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/constants.js';
import { apiMessages } from '../../../shared/messages.js';
import { ORDER_TRANSITIONS } from '../../../shared/schemas/order.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Actor, Viewer } from '../../lib/viewer.js';
import { listManaged } from './manage.js';
import { createSalesQueries } from './sales.js';
import { orders } from './tables.js';
import { recordEvent, withTimelines, type OrderDetail, type OrderRow } from './timeline.js';

export type { OrderDetail, OrderRow };

/** Who may move an order from its status to `to`: customers only cancel their unpaid orders. */
export function assertCanMove(viewer: Viewer, from: OrderStatus, to: OrderStatus) {
  if (viewer.role !== 'admin') {
    if (to !== 'cancelled') throw forbidden(apiMessages.adminOnly);
    if (from !== 'pending_payment') throw conflict(from === 'cancelled' ? 'This order is already cancelled.' : apiMessages.paidOrderDelete);
    return;
  }
  if (!ORDER_TRANSITIONS[from].includes(to)) {
    throw conflict(`An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`);
  }
}

export function createOrderService(db: Database) {
  /** The order, if the viewer may see it (its owner, or an admin); 404 / 403 otherwise. */
  async function findVisible(tx: DbOrTx, id: string, viewer: Viewer, lock = false): Promise<OrderRow> {
    const query = tx.select().from(orders).where(eq(orders.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(apiMessages.orderNotFound);
    if (viewer.role !== 'admin' && row.userId !== viewer.id) throw forbidden(apiMessages.forbidden);
    return row;
  }

  return {
    async listForUser(userId: string): Promise<OrderDetail[]> {
      return withTimelines(db, await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)));
    },

    async listAll(): Promise<OrderDetail[]> {
      return withTimelines(db, await db.select().from(orders).orderBy(desc(orders.createdAt)));
    },

    manage: (query: Parameters<typeof listManaged>[1]) => listManaged(db, query),

    async get(id: string, viewer: Viewer): Promise<OrderDetail> {
      return (await withTimelines(db, [await findVisible(db, id, viewer)]))[0]!;
    },

    /** The order with its timeline (no access check: for flows that checked already). */
    async load(tx: DbOrTx, id: string): Promise<OrderDetail> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      if (!row) throw notFound(apiMessages.orderNotFound);
      return (await withTimelines(tx, [row]))[0]!;
    },

    /** Locks a visible order for a change in the caller's transaction. */
    lockVisible: (tx: DbOrTx, id: string, viewer: Viewer) => findVisible(tx, id, viewer, true),

    /** Moves a locked order to `to` and records who did it (inside the caller's transaction). */
    async setStatus(tx: DbOrTx, id: string, to: OrderStatus, actor: Actor, trackingNumber?: string): Promise<void> {
      await tx.update(orders).set({ status: to, ...(trackingNumber ? { trackingNumber } : {}) }).where(eq(orders.id, id));
      await recordEvent(tx, id, to, actor, trackingNumber ? `Tracking number ${trackingNumber}` : '');
    },

    /** Marks an order paid once (inside the payment's transaction); a second call changes nothing. */
    async markPaid(tx: DbOrTx, orderId: string, transactionId: string, actor: Actor = 'system'): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: new Date(), transactionId })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
        .returning({ id: orders.id });
      if (updated.length === 0) return false;
      await recordEvent(tx, orderId, 'paid', actor, `Transaction ${transactionId}`);
      return true;
    },

    async hasOrdersFor(tx: DbOrTx, productId: string): Promise<boolean> {
      const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.productId, productId)).limit(1);
      return Boolean(row);
    },
    ...createSalesQueries(db),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
