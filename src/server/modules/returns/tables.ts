import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid, boolean } from 'drizzle-orm/pg-core';
import type { ExchangeStatus, ReturnReason, ReturnStatus } from '../../../shared/schemas/return.js';
import type { RefundDestination } from '../../../shared/schemas/gift-card.js';
import { id, timestamps } from '../../db/columns.js';
import { users } from '../accounts/tables.js';
import { orders } from '../orders/tables.js';
import { refunds } from '../payments/tables.js';

/**
 * A return (RMA): a customer asks to send some of a delivered order's units back; the shop
 * approves or rejects it, marks it received (restocking the units or not) and refunds it.
 */
export const returnRequests = pgTable(
  'return_request',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The customer's account; null for a guest's order's return (issue 30). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The return's place among its order's returns (1, 2, …): "Return 2 of PH-2026-000123". */
    number: integer('number').notNull(),
    /** The order's number, copied (what screens and mails quote). */
    orderNumber: text('order_number').notNull(),
    /** The order's customer e-mail and title, copied (where the return's mails go, what lists show). */
    customerEmail: text('customer_email').notNull(),
    orderTitle: text('order_title').notNull(),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    note: text('note').notNull().default(''),
    adminNote: text('admin_note').notNull().default(''),
    /** Whether the units went back to stock when received (null until received). */
    restock: boolean('restock'),
    /** Where the customer asked the refund to go: back the way they paid, or as store credit (issue 30). */
    refundTo: text('refund_to').$type<RefundDestination>().notNull().default('original'),
    /** The order's tax rate (basis points), for the refund's share of tax. */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    refundId: uuid('refund_id').references(() => refunds.id),
    /**
     * An exchange (issue 31): the part that replaces the returned one, as agreed when asked for (its
     * name, image and unit price then), how many, the replacement order once approved, the
     * exchange's status, and the difference (cents: positive the customer pays, negative the shop refunds).
     */
    exchangeProductId: uuid('exchange_product_id'),
    exchangeProductName: text('exchange_product_name'),
    exchangeProductImg: text('exchange_product_img'),
    exchangeCategory: text('exchange_category'),
    exchangeUnitPriceCents: integer('exchange_unit_price_cents'),
    exchangeQuantity: integer('exchange_quantity'),
    exchangeOrderId: uuid('exchange_order_id').references(() => orders.id, { onDelete: 'set null' }),
    exchangeStatus: text('exchange_status').$type<ExchangeStatus>(),
    exchangeDifferenceCents: integer('exchange_difference_cents'),
    ...timestamps(),
  },
  (t) => [
    unique('return_request_order_number_unique').on(t.orderId, t.number),
    index('return_request_user_id_idx').on(t.userId, t.createdAt),
    index('return_request_status_created_at_idx').on(t.status, t.createdAt),
    check('return_request_status_known', sql`${t.status} IN ('requested', 'approved', 'rejected', 'received', 'refunded', 'exchanged')`),
    check(
      'return_request_exchange_whole',
      sql`(${t.exchangeProductId} IS NULL) = (${t.exchangeStatus} IS NULL) AND (${t.exchangeProductId} IS NULL) = (${t.exchangeUnitPriceCents} IS NULL)`,
    ),
  ],
);

/** The units a return sends back: a copy of the order line's product, name, image and price. */
export const returnLines = pgTable(
  'return_line',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    productName: text('product_name').notNull(),
    productImg: text('product_img').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** The order line's discount that falls on these units (issue 30): they were paid unit_price_cents * quantity - discount_cents. */
    discountCents: integer('discount_cents').notNull().default(0),
    /** The laptop the part was bought for ("ThinkPad T480"), and whether the shop listed the part as fitting it then. */
    laptopModel: text('laptop_model'),
    saidFits: boolean('said_fits'),
  },
  (t) => [check('return_line_quantity_positive', sql`${t.quantity} > 0`), unique('return_line_product_unique').on(t.returnId, t.productId)],
);

/** A return's timeline: every step, who took it and when, with the note shown to the customer. */
export const returnEvents = pgTable(
  'return_event',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_event_return_id_idx').on(t.returnId, t.createdAt)],
);
