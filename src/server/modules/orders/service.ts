import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { formatPrice, toDollars } from '../../../shared/money.js';
import type { OrderStatus } from '../../../shared/constants.js';
import { apiMessages } from '../../../shared/messages.js';
import { ORDER_TRANSITIONS } from '../../../shared/schemas/order.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Actor, Viewer } from '../../lib/viewer.js';
import { listManaged } from './manage.js';
import { createSalesQueries } from './sales.js';
import { orderEvents, orders } from './tables.js';
import { recordEvent, withTimelines, type ActorRole, type OrderDetail, type OrderRow } from './timeline.js';

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

/** An order about to be placed: every value is known before the statement runs. */
export interface NewOrder {
  id: string;
  userId: string;
  customerEmail: string;
  productId: string;
  productName: string;
  productImg: string;
  unitPriceCents: number;
  quantity: number;
  phone: string;
  placedBy: ActorRole;
}

/**
 * The orders part of the placing statement (see flows/place-order.ts): inserts the order and
 * its first timeline event when, and only when, the CTE named `guard` yielded a row (the stock
 * was taken). The CTE `placed` answers the order's id and created_at.
 */
export function placeOrderSql(o: NewOrder, guard: SQL): SQL {
  return sql`placed AS (
      INSERT INTO ${orders} (id, user_id, customer_email, product_id, product_name, product_img, unit_price_cents, quantity, total_cents, phone)
      SELECT ${o.id}, ${o.userId}, ${o.customerEmail}, ${o.productId}, ${o.productName}, ${o.productImg},
             ${o.unitPriceCents}, ${o.quantity}, ${o.unitPriceCents * o.quantity}, ${o.phone}
      FROM ${guard}
      RETURNING id, created_at
    ), placed_event AS (
      INSERT INTO ${orderEvents} (order_id, status, actor_id, actor_role)
      SELECT id, 'pending_payment', ${o.userId}, ${o.placedBy} FROM placed
    )`;
}

/** The lines every e-mail about an order starts with. */
export const orderSummary = (o: Pick<OrderRow, 'id' | 'productName' | 'quantity' | 'totalCents' | 'phone'>) =>
  `${o.quantity} × ${o.productName} — ${formatPrice(toDollars(o.totalCents))}\nOrder number: ${o.id}\nPhone on the order: ${o.phone}`;

/** Unpaid orders: how many an account has, and those whose hold ran out. */
function createUnpaidQueries(db: Database) {
  return {
    /** Whether the account has `max` orders waiting for payment (reads at most `max` index entries). */
    async hasUnpaid(userId: string, max: number): Promise<boolean> {
      const unpaid = db
        .select({ one: sql`1` })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')))
        .limit(max)
        .as('unpaid');
      const [row] = await db.select({ n: count() }).from(unpaid);
      return row!.n >= max;
    },

    /**
     * Unpaid orders placed more than `holdSeconds` ago, oldest first, locked for the caller's
     * transaction; orders another transaction holds (a payment being confirmed) are skipped.
     */
    async lockUnpaidOlderThan(tx: DbOrTx, holdSeconds: number, limit: number): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'pending_payment'), lt(orders.createdAt, sql`now() - ${holdSeconds} * interval '1 second'`)))
        .orderBy(orders.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
    },
  };
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
    async setStatus(
      tx: DbOrTx,
      id: string,
      to: OrderStatus,
      actor: Actor,
      change: { trackingNumber?: string; note?: string } = {},
    ): Promise<void> {
      const { trackingNumber } = change;
      await tx
        .update(orders)
        .set({ status: to, ...(trackingNumber ? { trackingNumber } : {}) })
        .where(eq(orders.id, id));
      await recordEvent(tx, id, to, actor, change.note ?? (trackingNumber ? `Tracking number ${trackingNumber}` : ''));
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

    ...createUnpaidQueries(db),

    async hasOrdersFor(tx: DbOrTx, productId: string): Promise<boolean> {
      const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.productId, productId)).limit(1);
      return Boolean(row);
    },
    ...createSalesQueries(db),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
