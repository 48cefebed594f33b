import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { apiMessages } from '../../shared/messages.js';
import { toDollars } from '../../shared/money.js';
import type { OrderStatus } from '../../shared/constants.js';
import type { Order, OrderCreateInput } from '../../shared/schemas/order.js';
import { orderCreateSchema } from '../../shared/schemas/order.js';
import type { Database, DbOrTx } from '../db/client.js';
import { users } from '../db/schema/auth.js';
import { products } from '../db/schema/catalog.js';
import { orders } from '../db/schema/orders.js';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import type { Viewer } from './viewer.js';

type OrderRow = typeof orders.$inferSelect;
type OrderWithEmail = { order: OrderRow; email: string; img: string };

/** The one mapping between an order row and the spec's wire shape. */
export function orderToWire({ order, email, img }: OrderWithEmail): Order {
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
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    createdAt: order.createdAt.toISOString(),
  };
}

const selection = { order: orders, email: users.email, img: products.img };

function selectOrders(db: DbOrTx) {
  return db
    .select(selection)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(products, eq(products.id, orders.productId));
}

export function canSee(viewer: Viewer, order: OrderRow): boolean {
  return viewer.role === 'admin' || order.userId === viewer.id;
}

export function createOrderService(db: Database) {
  async function findVisible(tx: DbOrTx, id: string, viewer: Viewer, lock = false): Promise<OrderWithEmail> {
    const query = selectOrders(tx).where(eq(orders.id, id));
    const [row] = lock ? await query.for('update', { of: orders }) : await query;
    if (!row) throw notFound(apiMessages.orderNotFound);
    if (!canSee(viewer, row.order)) throw forbidden(apiMessages.forbidden);
    return row;
  }

  return {
    /**
     * Places an order: the price comes from the product, the e-mail from the session,
     * and the units are taken from stock in the same transaction (never below zero).
     */
    async place(viewer: Viewer, input: OrderCreateInput): Promise<Order> {
      const data = orderCreateSchema.parse(input);
      return db.transaction(async (tx) => {
        const [product] = await tx
          .update(products)
          .set({ stockAvailable: sql`${products.stockAvailable} - ${data.quantity}` })
          .where(
            and(
              eq(products.id, data.userId),
              eq(products.archived, false),
              gte(products.stockAvailable, data.quantity),
            ),
          )
          .returning();
        if (!product) {
          const [exists] = await tx
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.id, data.userId), eq(products.archived, false)));
          throw exists ? conflict(apiMessages.outOfStock) : notFound(apiMessages.productNotFound);
        }
        const [order] = await tx
          .insert(orders)
          .values({
            userId: viewer.id,
            productId: product.id,
            productName: product.name,
            unitPriceCents: product.priceCents,
            quantity: data.quantity,
            totalCents: product.priceCents * data.quantity,
            phone: data.number,
          })
          .returning();
        return orderToWire({ order: order!, email: viewer.email, img: product.img });
      });
    },

    async listForUser(userId: string): Promise<Order[]> {
      const rows = await selectOrders(db).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
      return rows.map(orderToWire);
    },

    async listByEmail(email: string): Promise<Order[]> {
      const rows = await selectOrders(db).where(eq(users.email, email)).orderBy(desc(orders.createdAt));
      return rows.map(orderToWire);
    },

    async listAll(): Promise<Order[]> {
      const rows = await selectOrders(db).orderBy(desc(orders.createdAt));
      return rows.map(orderToWire);
    },

    async get(id: string, viewer: Viewer): Promise<Order> {
      return orderToWire(await findVisible(db, id, viewer));
    },

    /** Internal: the raw row, for other flows (payments) that checked access already. */
    async findRow(tx: DbOrTx, id: string, viewer: Viewer, lock = false): Promise<OrderRow> {
      return (await findVisible(tx, id, viewer, lock)).order;
    },

    /**
     * Cancels an order (the spec's delete) and returns its units to stock. A customer
     * may cancel an unpaid order; an admin any order that has not shipped.
     */
    async cancel(id: string, viewer: Viewer): Promise<{ deletedCount: number }> {
      return db.transaction(async (tx) => {
        const { order } = await findVisible(tx, id, viewer, true);
        if (order.status === 'cancelled') return { deletedCount: 0 };
        if (viewer.role !== 'admin' && order.paidAt !== null) throw conflict(apiMessages.paidOrderDelete);
        if (order.status === 'shipped' || order.status === 'delivered') {
          throw conflict('A shipped order cannot be cancelled.');
        }
        await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
        await tx
          .update(products)
          .set({ stockAvailable: sql`${products.stockAvailable} + ${order.quantity}` })
          .where(eq(products.id, order.productId));
        return { deletedCount: 1 };
      });
    },

    /** Marks an order paid once; a second call changes nothing and says so. */
    async markPaid(tx: DbOrTx, orderId: string, transactionId: string): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: new Date(), transactionId })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
        .returning({ id: orders.id });
      return updated.length > 0;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
