import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/constants.js';
import { apiMessages } from '../../shared/messages.js';
import { toDollars } from '../../shared/money.js';
import type { Order, OrderCreateInput, OrderEvent } from '../../shared/schemas/order.js';
import { ORDER_TRANSITIONS, orderCreateSchema } from '../../shared/schemas/order.js';
import type { Database, DbOrTx } from '../db/client.js';
import { users } from '../db/schema/auth.js';
import { products } from '../db/schema/catalog.js';
import { orders } from '../db/schema/orders.js';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { orderMails, sendSafely } from './order-mail.js';
import { takeStockAndPlace } from './order-placement.js';
import { loadTimelines, recordEvent, type Actor } from './order-timeline.js';
import type { Viewer } from './viewer.js';

export type OrderRow = typeof orders.$inferSelect;

export type OrderJoined = { order: OrderRow; email: string; img: string };

/** The one mapping between an order row and the spec's wire shape. */
export function orderToWire({ order, email, img }: OrderJoined, timeline: OrderEvent[] = []): Order {
  return {
    _id: order.id,
    productId: order.productId,
    orderName: order.productName,
    img,
    cost: toDollars(order.totalCents),
    unitCost: toDollars(order.unitPriceCents),
    quantity: order.quantity,
    number: order.phone,
    userEmail: email,
    paid: order.paidAt !== null,
    status: order.status as OrderStatus,
    transactionId: order.transactionId,
    trackingNumber: order.trackingNumber,
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    createdAt: order.createdAt.toISOString(),
    timeline,
  };
}

export function selectOrders(db: DbOrTx) {
  return db
    .select({ order: orders, email: users.email, img: products.img })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(products, eq(products.id, orders.productId))
    .$dynamic();
}

/** Maps rows to the wire with their timelines (one extra query for all of them). */
export async function withTimelines(db: DbOrTx, rows: OrderJoined[]): Promise<Order[]> {
  const timelines = await loadTimelines(db, rows.map((r) => r.order.id));
  return rows.map((r) => orderToWire(r, timelines.get(r.order.id)));
}

const canSee = (viewer: Viewer, order: OrderRow) => viewer.role === 'admin' || order.userId === viewer.id;

/** Who may move an order from its status to `to`: customers only cancel their unpaid orders. */
function checkTransition(viewer: Viewer, from: OrderStatus, to: OrderStatus) {
  if (viewer.role !== 'admin') {
    if (to !== 'cancelled') throw forbidden(apiMessages.adminOnly);
    if (from !== 'pending_payment') throw conflict(from === 'cancelled' ? 'This order is already cancelled.' : apiMessages.paidOrderDelete);
    return;
  }
  if (!ORDER_TRANSITIONS[from].includes(to)) {
    throw conflict(`An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`);
  }
}

export interface OrderServiceDeps {
  mailer: Mailer;
  shopUrl: string;
  log: (err: unknown) => void;
}

export function createOrderService(db: Database, deps: OrderServiceDeps) {
  async function findVisible(tx: DbOrTx, id: string, viewer: Viewer, lock = false): Promise<OrderJoined> {
    const query = selectOrders(tx).where(eq(orders.id, id));
    const [row] = lock ? await query.for('update', { of: orders }) : await query;
    if (!row) throw notFound(apiMessages.orderNotFound);
    if (!canSee(viewer, row.order)) throw forbidden(apiMessages.forbidden);
    return row;
  }

  async function load(tx: DbOrTx, id: string): Promise<Order> {
    const [row] = await selectOrders(tx).where(eq(orders.id, id));
    return (await withTimelines(tx, [row!]))[0]!;
  }

  /**
   * Moves an order along its workflow under a row lock, records who did it, returns the
   * units of a cancelled order to stock, and mails the customer when it ships. With
   * `unchangedOk`, an order already in `to` answers null instead of a conflict.
   */
  async function move(id: string, viewer: Viewer, to: OrderStatus, trackingNumber?: string, unchangedOk = false) {
    const order = await db.transaction(async (tx) => {
      const { order: row } = await findVisible(tx, id, viewer, true);
      const from = row.status as OrderStatus;
      if (unchangedOk && from === to) return null;
      checkTransition(viewer, from, to);
      await tx
        .update(orders)
        .set({ status: to, ...(to === 'shipped' && trackingNumber ? { trackingNumber } : {}) })
        .where(eq(orders.id, id));
      if (to === 'cancelled') {
        await tx
          .update(products)
          .set({ stockAvailable: sql`${products.stockAvailable} + ${row.quantity}` })
          .where(eq(products.id, row.productId));
      }
      await recordEvent(tx, id, to, viewer, to === 'shipped' && trackingNumber ? `Tracking number ${trackingNumber}` : '');
      return load(tx, id);
    });
    if (order && to === 'shipped') await sendSafely(deps.mailer, orderMails.shipped(order, deps.shopUrl), deps.log);
    return order;
  }

  async function transition(id: string, viewer: Viewer, to: OrderStatus, trackingNumber?: string): Promise<Order> {
    return (await move(id, viewer, to, trackingNumber))!;
  }

  return {
    /**
     * Places an order: the price comes from the product, the e-mail from the session,
     * and the units are taken from stock in the same transaction (never below zero).
     */
    async place(viewer: Viewer, input: OrderCreateInput): Promise<Order> {
      const data = orderCreateSchema.parse(input);
      const actorRole = viewer.role === 'admin' ? 'admin' : 'customer';
      const placed = await takeStockAndPlace(db, { userId: viewer.id, actorRole, productId: data.userId, quantity: data.quantity, phone: data.number });
      if (!placed) {
        const [exists] = await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, data.userId), eq(products.archived, false)));
        throw exists ? conflict(apiMessages.outOfStock) : notFound(apiMessages.productNotFound);
      }
      const order = orderToWire({ order: placed.order, email: viewer.email, img: placed.img }, [
        { status: 'pending_payment', at: placed.order.createdAt.toISOString(), by: actorRole, note: '' },
      ]);
      await sendSafely(deps.mailer, orderMails.placed(order, deps.shopUrl), deps.log);
      return order;
    },

    async listForUser(userId: string): Promise<Order[]> {
      return withTimelines(db, await selectOrders(db).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)));
    },

    async listByEmail(email: string): Promise<Order[]> {
      return withTimelines(db, await selectOrders(db).where(eq(users.email, email)).orderBy(desc(orders.createdAt)));
    },

    async listAll(): Promise<Order[]> {
      return withTimelines(db, await selectOrders(db).orderBy(desc(orders.createdAt)));
    },

    async get(id: string, viewer: Viewer): Promise<Order> {
      return (await withTimelines(db, [await findVisible(db, id, viewer)]))[0]!;
    },

    /** Internal: the raw row, for other flows (payments) that checked access already. */
    async findRow(tx: DbOrTx, id: string, viewer: Viewer, lock = false): Promise<OrderRow> {
      return (await findVisible(tx, id, viewer, lock)).order;
    },

    transition,

    /** The spec's delete: cancels the order (kept for the records). An already cancelled one counts 0. */
    async cancel(id: string, viewer: Viewer): Promise<{ deletedCount: number }> {
      return { deletedCount: (await move(id, viewer, 'cancelled', undefined, true)) ? 1 : 0 };
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

    /** After a payment: the receipt e-mail. */
    async notifyPaid(orderId: string): Promise<void> {
      await sendSafely(deps.mailer, orderMails.paid(await load(db, orderId), deps.shopUrl), deps.log);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
