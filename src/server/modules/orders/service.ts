import { and, desc, eq, inArray, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ShippingAddress } from '../../../shared/schemas/address.js';
import type { FitVerdict } from '../../../shared/schemas/cart.js';
import type { OrderStatus } from '../../../shared/constants.js';
import { apiMessages } from '../../../shared/messages.js';
import { ORDER_TRANSITIONS } from '../../../shared/schemas/order.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { conflict, forbidden, notFound, permissionRequired } from '../../lib/errors.js';
import { can, ownsOrder, seesAnyOrder, type Actor, type Viewer } from '../../lib/viewer.js';
import type { Holder } from '../../lib/viewer.js';
import { createGuestLinks, heldBy, holderKey } from './guests.js';
import { createOrderErasure } from './erasure.js';
import { listManaged } from './manage.js';
import { createSalesQueries } from './sales.js';
import { orderEvents, orderLines, orders, type OrderDiscountRow, type OrderGiftCardRow } from './tables.js';
import { withDetails, type OrderDetail, type OrderLineRow, type OrderRow } from './detail.js';
import { recordEvent, type ActorRole } from './timeline.js';

import { orderHeading, orderSummary, orderTitle, returnableUntil } from './detail.js';

export { addressLines, orderHeading, orderSummary, orderTitle, returnableUntil } from './detail.js';
import { orderView } from './mail-view.js';
export type { OrderDetail, OrderDiscountRow, OrderGiftCardRow, OrderLineRow, OrderRow };

/**
 * Who may move an order from its status to `to`: staff with orders:fulfil ship and deliver, with
 * orders:cancel cancel any order; a customer only cancels their own unpaid orders.
 */
export function assertCanMove(
  viewer: Viewer,
  order: { id: string; status: OrderStatus; userId: string | null; exchangeForReturnId?: string | null },
  to: OrderStatus,
) {
  const from = order.status;
  const permission = to === 'cancelled' ? 'orders:cancel' : 'orders:fulfil';
  if (!can(viewer, permission)) {
    if (to !== 'cancelled' || !ownsOrder(viewer, order)) throw permissionRequired(permission, viewer);
    // A return's replacement is the shop's to undo (the return's refund follows it): issue 31.
    if (order.exchangeForReturnId) throw conflict(apiMessages.exchangeOrderCancel);
    if (from !== 'pending_payment') throw conflict(from === 'cancelled' ? 'This order is already cancelled.' : apiMessages.paidOrderDelete);
    return;
  }
  if (!ORDER_TRANSITIONS[from].includes(to)) {
    throw conflict(`An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`);
  }
}

/** A line of an order about to be placed, priced from the catalog. */
export interface NewOrderLine {
  id: string;
  productId: string;
  productName: string;
  productImg: string;
  category: string;
  unitPriceCents: number;
  quantity: number;
  /** What the order's promotions took off this line. */
  discountCents: number;
  /** The laptop the part was bought for, as it was named then (null: none selected). */
  laptopId: string | null;
  laptopBrand: string | null;
  laptopModel: string | null;
  /** Whether the part fits that laptop, as the order was placed (null: no laptop). */
  fitVerdict: FitVerdict | null;
}

/** Where an order goes and what that costs, worked out by the checkout (all cents). */
export interface OrderDelivery {
  address: ShippingAddress;
  shippingOptionId: string;
  shippingOptionName: string;
  shippingDays: number;
  shippingCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
}

/** An order about to be placed: every value is known before the statement runs. */
export interface NewOrder {
  id: string;
  /** Null for a guest's order. */
  userId: string | null;
  customerEmail: string;
  phone: string;
  lines: NewOrderLine[];
  subtotalCents: number;
  /** What promotions took off the lines (the sum of their discountCents). */
  discountCents: number;
  /** The promotions applied (automatic first, then the code). */
  discounts: OrderDiscountRow[];
  /** subtotal - discount + shipping + tax. */
  totalCents: number;
  /** What gift cards and store credit pay of the total (the card pays the rest: dueCents). */
  giftCards: OrderGiftCardRow[];
  giftCardCents: number;
  storeCreditCents: number;
  delivery: OrderDelivery | null;
  placedBy: ActorRole;
  /** A return's replacement order (issue 31): the return, its number on its order and that order's number. */
  exchangeFor?: ExchangeFor | null;
}

export interface ExchangeFor {
  returnId: string;
  returnNumber: number;
  orderNumber: string;
}

const deliveryColumns = (d: OrderDelivery | null) => ({
  shippingAddress: d?.address ?? null,
  shippingOptionId: d?.shippingOptionId ?? null,
  shippingOptionName: d?.shippingOptionName ?? null,
  shippingDays: d?.shippingDays ?? null,
  shippingCents: d?.shippingCents ?? 0,
  taxRateBasisPoints: d?.taxRateBasisPoints ?? 0,
  taxCents: d?.taxCents ?? 0,
});

/**
 * The orders part of the placing statement (see flows/place-order.ts): inserts the order, its
 * lines and its first timeline event when, and only when, `guard` yields a row (the stock was
 * taken). The CTE `placed` answers the order's id, created_at and order_number (the column's
 * default takes the next number, so only an order that is placed takes one).
 */
export function placeOrderSql(o: NewOrder, guard: SQL): SQL {
  const d = deliveryColumns(o.delivery);
  const lines = sql.join(
    o.lines.map(
      (l, i) =>
        sql`(${l.id}::uuid, ${i}::int, ${l.productId}::uuid, ${l.productName}::text, ${l.productImg}::text, ${l.category}::text, ${l.unitPriceCents}::int, ${l.quantity}::int, ${l.discountCents}::int, ${l.laptopId}::uuid, ${l.laptopBrand}::text, ${l.laptopModel}::text, ${l.fitVerdict}::text)`,
    ),
    sql`, `,
  );
  return sql`placed AS (
      INSERT INTO ${orders} (id, user_id, customer_email, phone, subtotal_cents, discount_cents, discounts, shipping_cents, tax_cents,
                             tax_rate_basis_points, total_cents, gift_cards, gift_card_cents, store_credit_cents,
                             shipping_address, shipping_option_id, shipping_option_name, shipping_days,
                             exchange_for_return_id, exchange_for_return_number, exchange_for_order_number)
      SELECT ${o.id}, ${o.userId}, ${o.customerEmail}, ${o.phone}, ${o.subtotalCents}, ${o.discountCents}, ${JSON.stringify(o.discounts)}::jsonb,
             ${d.shippingCents}, ${d.taxCents}, ${d.taxRateBasisPoints}, ${o.totalCents},
             ${JSON.stringify(o.giftCards)}::jsonb, ${o.giftCardCents}, ${o.storeCreditCents},
             ${d.shippingAddress ? JSON.stringify(d.shippingAddress) : null}::jsonb, ${d.shippingOptionId}::uuid, ${d.shippingOptionName},
             ${d.shippingDays}::int,
             ${o.exchangeFor?.returnId ?? null}::uuid, ${o.exchangeFor?.returnNumber ?? null}::int, ${o.exchangeFor?.orderNumber ?? null}::text
      FROM ${guard}
      RETURNING id, created_at, order_number
    ), placed_lines AS (
      INSERT INTO ${orderLines} (id, order_id, position, product_id, product_name, product_img, category, unit_price_cents, quantity,
                                 discount_cents, laptop_id, laptop_brand, laptop_model, fit_verdict)
      SELECT l.id, placed.id, l.position, l.product_id, l.product_name, l.product_img, l.category, l.unit_price_cents, l.quantity,
             l.discount_cents, l.laptop_id, l.laptop_brand, l.laptop_model, l.fit_verdict
      FROM placed, (VALUES ${lines}) AS l(id, position, product_id, product_name, product_img, category, unit_price_cents, quantity,
                                          discount_cents, laptop_id, laptop_brand, laptop_model, fit_verdict)
    ), placed_event AS (
      INSERT INTO ${orderEvents} (order_id, status, actor_id, actor_role)
      SELECT id, 'pending_payment', ${o.userId}, ${o.placedBy} FROM placed
    )`;
}

/**
 * The placing statement's check of MAX_OPEN_ORDERS: the CTE `unpaid_ok` counts the account's
 * orders waiting for payment (at most `max` index entries, evaluated once) and `ok` holds while
 * they are fewer than `max`. Orders placed at the very same moment may pass it together; the
 * hold's expiry frees their stock anyway.
 */
export function unpaidBelowSql(holder: Holder, max: number): { cte: SQL; ok: SQL } {
  return {
    cte: sql`unpaid_ok AS MATERIALIZED (
      SELECT count(*) < ${max} AS ok FROM (
        SELECT 1 FROM ${orders} WHERE ${heldBy(holder)} AND status = 'pending_payment' AND exchange_for_return_id IS NULL LIMIT ${max}
      ) AS unpaid
    )`,
    ok: sql`(SELECT ok FROM unpaid_ok)`,
  };
}

/** Unpaid orders: what they hold, and those whose hold ran out. */
function createUnpaidQueries() {
  return {
    /**
     * Serialises one holder's placing of orders (an account's, a guest e-mail's) until the caller's
     * transaction ends (an advisory lock): what it holds, read after this, stays true until its next order is in.
     */
    async lockHolder(tx: DbOrTx, holder: Holder): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${holderKey(holder)}, 0))`);
    },

    /** Whether the holder has an order that counts (one not cancelled or expired): a "first order only" promotion's condition. */
    async hasOrdersThatCount(tx: DbOrTx, holder: Holder): Promise<boolean> {
      const [row] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(heldBy(holder), notInArray(orders.status, ['cancelled', 'expired'])))
        .limit(1);
      return row !== undefined;
    },

    /** The units of these products the holder holds in its unpaid orders, by product (absent: none). */
    async heldUnits(tx: DbOrTx, holder: Holder, productIds: string[]): Promise<Map<string, number>> {
      if (productIds.length === 0) return new Map();
      const rows = await tx
        .select({ productId: orderLines.productId, units: sql<number>`sum(${orderLines.quantity})`.mapWith(Number) })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            heldBy(holder),
            eq(orders.status, 'pending_payment'),
            isNull(orders.exchangeForReturnId),
            inArray(orderLines.productId, productIds),
          ),
        )
        .groupBy(orderLines.productId);
      return new Map(rows.map((r) => [r.productId, r.units]));
    },

    /**
     * Unpaid orders placed more than `holdSeconds` ago, oldest first, locked for the caller's
     * transaction; orders another transaction holds (a payment being confirmed) are skipped.
     */
    async lockUnpaidOlderThan(tx: DbOrTx, holdSeconds: number, limit: number): Promise<OrderRow[]> {
      return (
        tx
          .select()
          .from(orders)
          // A return's replacement waits for its difference without a deadline (issue 31).
          .where(
            and(
              eq(orders.status, 'pending_payment'),
              isNull(orders.exchangeForReturnId),
              lt(orders.createdAt, sql`now() - ${holdSeconds} * interval '1 second'`),
            ),
          )
          .orderBy(orders.createdAt)
          .limit(limit)
          .for('update', { skipLocked: true })
      );
    },
  };
}

/** What the card pays of an order: its total less what gift cards and store credit paid. */
const dueCentsSql = sql<number>`(${orders.totalCents} - ${orders.giftCardCents} - ${orders.storeCreditCents})`;
export const dueCents = (o: Pick<OrderRow, 'totalCents' | 'giftCardCents' | 'storeCreditCents'>) =>
  o.totalCents - o.giftCardCents - o.storeCreditCents;

/** Status, payment and delivery changes to a locked order, inside the caller's transaction. */
function orderWrites() {
  return {
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

    /**
     * Marks an order paid once (inside the payment's transaction), and only for what the card was
     * to pay (the total less gift cards and store credit): a payment started before the delivery
     * changed the total pays nothing. An order gift cards and credit paid in full is paid with no
     * transaction (`transactionId` null, `amountCents` 0). A second call changes nothing.
     */
    async markPaid(
      tx: DbOrTx,
      orderId: string,
      payment: { transactionId: string | null; amountCents: number; note?: string },
      actor: Actor = 'system',
    ) {
      const updated = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: new Date(), transactionId: payment.transactionId })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment'), eq(dueCentsSql, payment.amountCents)))
        .returning({ id: orders.id });
      if (updated.length === 0) return false;
      const note =
        payment.note ?? (payment.transactionId ? `Transaction ${payment.transactionId}` : 'Paid in full with gift cards and store credit');
      await recordEvent(tx, orderId, 'paid', actor, note);
      return true;
    },

    /** Adds a succeeded refund to a locked order's refunded amount; answers the order's refunded and total cents. */
    async addRefunded(tx: DbOrTx, id: string, cents: number): Promise<{ refundedCents: number; totalCents: number }> {
      const [row] = await tx
        .update(orders)
        .set({ refundedCents: sql`${orders.refundedCents} + ${cents}` })
        .where(eq(orders.id, id))
        .returning({ refundedCents: orders.refundedCents, totalCents: orders.totalCents });
      return row!;
    },

    /** A line on a locked order's timeline without a change of status (a partial refund). */
    note: (tx: DbOrTx, id: string, status: OrderStatus, actor: Actor, note: string) => recordEvent(tx, id, status, actor, note),

    /** Gives a locked unpaid order its delivery and the total that comes with it. */
    async setDelivery(tx: DbOrTx, order: Pick<OrderRow, 'id' | 'subtotalCents' | 'discountCents'>, delivery: OrderDelivery): Promise<void> {
      const columns = deliveryColumns(delivery);
      await tx
        .update(orders)
        .set({ ...columns, totalCents: order.subtotalCents - order.discountCents + columns.shippingCents + columns.taxCents })
        .where(eq(orders.id, order.id));
    },
  };
}

/** Orders; `guestLinkSecret` signs guest orders' links (./guests.ts). */
export function createOrderService(db: Database, guestLinkSecret: string) {
  /**
   * The order, if the viewer may see it (its owner, or an admin); 404 otherwise, or 403 for another
   * customer's order (the spec's /order paths) unless `hideOthers` answers that with 404 too.
   */
  async function findVisible(tx: DbOrTx, id: string, viewer: Viewer, lock = false, hideOthers = false): Promise<OrderRow> {
    const query = tx.select().from(orders).where(eq(orders.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(apiMessages.orderNotFound);
    if (!seesAnyOrder(viewer) && !ownsOrder(viewer, row))
      throw hideOthers ? notFound(apiMessages.orderNotFound) : forbidden(apiMessages.forbidden);
    return row;
  }

  return {
    async listForUser(userId: string): Promise<OrderDetail[]> {
      return withDetails(db, await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)));
    },

    async listAll(): Promise<OrderDetail[]> {
      return withDetails(db, await db.select().from(orders).orderBy(desc(orders.createdAt)));
    },

    manage: (query: Parameters<typeof listManaged>[1]) => listManaged(db, query),

    async get(id: string, viewer: Viewer): Promise<OrderDetail> {
      return (await withDetails(db, [await findVisible(db, id, viewer)]))[0]!;
    },

    /** The order with its timeline (no access check: for flows that checked already). */
    async load(tx: DbOrTx, id: string): Promise<OrderDetail> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      if (!row) throw notFound(apiMessages.orderNotFound);
      return (await withDetails(tx, [row]))[0]!;
    },

    /**
     * Locks a visible order for a change in the caller's transaction (`hideOthers`: another
     * customer's order is a 404; `ownOnly`: only the owner's, whatever the viewer's permissions).
     */
    lockVisible: (tx: DbOrTx, id: string, viewer: Viewer, options: { hideOthers?: boolean; ownOnly?: boolean } = {}) =>
      findVisible(tx, id, options.ownOnly ? { ...viewer, permissions: [] } : viewer, true, options.hideOthers),

    /** Locks an order for a change the shop itself makes (a payment provider's webhook): no viewer, so no access check. */
    async lock(tx: DbOrTx, id: string): Promise<OrderRow> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!row) throw notFound(apiMessages.orderNotFound);
      return row;
    },

    ...orderWrites(),
    ...createUnpaidQueries(),
    ...createOrderErasure(),
    ...createGuestLinks(db, guestLinkSecret),

    /** The rules and texts flows build on: who may move an order, the placing statement's parts, an order in words. */
    assertCanMove,
    placeOrderSql,
    unpaidBelowSql,
    orderTitle,
    orderHeading,
    orderSummary,
    orderView,
    returnableUntil,
    dueCents,

    /** The numbers of these orders, by id (one query). */
    async numbersOf(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: orders.id, number: orders.orderNumber }).from(orders).where(inArray(orders.id, ids));
      return new Map(rows.map((r) => [r.id, r.number]));
    },

    async hasOrdersFor(tx: DbOrTx, productId: string): Promise<boolean> {
      const [row] = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, productId)).limit(1);
      return Boolean(row);
    },
    ...createSalesQueries(db),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
