import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/constants.js';
import { check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ShippingAddress } from '../../../shared/schemas/address.js';
import type { FitVerdict } from '../../../shared/schemas/cart.js';
import type { PromotionKind } from '../../../shared/schemas/promotion.js';
import { users } from '../accounts/tables.js';
import { products } from '../catalog/tables.js';
import { shippingOptions } from '../shipping/tables.js';
import { laptopModels } from '../laptops/tables.js';
import { id, timestamps } from '../../db/columns.js';

/** A promotion applied to an order, as it was named when the order was placed. */
export interface OrderDiscountRow {
  promotionId: string;
  code: string | null;
  label: string;
  /** `exchange`: a return's exchange credit (issue 31; `promotionId` is then the return's id), not a promotion. */
  kind: PromotionKind | 'exchange';
  amountCents: number;
}

/** A gift card that pays part of an order: its id, its last four characters, and what it paid (cents). */
export interface OrderGiftCardRow {
  giftCardId: string;
  last4: string;
  amountCents: number;
}

/** Where order numbers come from: one sequence for the shop, so a number is never given twice. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/**
 * The next order number, `PH-2026-000123`: the UTC year of placing and the sequence's next value,
 * at least 6 digits (the 12-digit form loses up to 6 leading zeros, so a millionth order is not cut).
 * The column's default: every insert of an order, the placing statement's included, takes one.
 */
const nextOrderNumberSql = sql`('PH-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' || regexp_replace(to_char(nextval('order_number_seq'), 'FM000000000000'), '^0{0,6}', ''))`;

export const orders = pgTable(
  'order',
  {
    id: id(),
    /** The number people quote ("PH-2026-000123"): given when the order is placed, sequential, never reused. */
    orderNumber: text('order_number').notNull().unique('order_number_unique').default(nextOrderNumberSql),
    /** The customer's account; null for a guest's order (issue 30) until a verified sign-up with its e-mail joins it. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The customer's e-mail at the time of ordering (where the order's mails go; a guest's, in lower case). */
    customerEmail: text('customer_email').notNull(),
    /** A guest order's link carries this; raising it revokes every link given so far (issue 30). */
    guestLinkVersion: integer('guest_link_version').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    phone: text('phone').notNull(),
    /** Money, all in cents: totalCents = subtotalCents - discountCents + shippingCents + taxCents. */
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    /** What promotions took off the lines (the sum of the lines' discount_cents; issue 30). */
    discountCents: integer('discount_cents').notNull().default(0),
    /** The promotions applied, as they were named then (a free-shipping code's amount is the shipping it saved). */
    discounts: jsonb('discounts')
      .$type<OrderDiscountRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What gift cards and store credit paid when the order was placed; the card pays the rest (issue 30). */
    giftCards: jsonb('gift_cards')
      .$type<OrderGiftCardRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    storeCreditCents: integer('store_credit_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** The destination's tax rate when the order was priced (1900 = 19%). */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    /** Money given back so far (refunds that succeeded); never above totalCents. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Where it goes (a copy of the address; null until the customer gives one) and how. */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    shippingOptionId: uuid('shipping_option_id').references(() => shippingOptions.id),
    shippingOptionName: text('shipping_option_name'),
    shippingDays: integer('shipping_days'),
    status: text('status').$type<OrderStatus>().notNull().default('pending_payment'),
    transactionId: text('transaction_id'),
    trackingNumber: text('tracking_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * A replacement order (issue 31): the return it exchanges a part for, its number on its order
     * and that order's number ("Return 1 of PH-2026-000123"). Such an order waits for its payment
     * without expiring and is not counted against the holder's limits on unpaid orders.
     */
    exchangeForReturnId: uuid('exchange_for_return_id'),
    exchangeForReturnNumber: integer('exchange_for_return_number'),
    exchangeForOrderNumber: text('exchange_for_order_number'),
    ...timestamps(),
  },
  (t) => [
    check('order_refunded_within_total', sql`${t.refundedCents} BETWEEN 0 AND ${t.totalCents}`),
    check(
      'order_tenders_within_total',
      sql`${t.giftCardCents} >= 0 AND ${t.storeCreditCents} >= 0 AND ${t.giftCardCents} + ${t.storeCreditCents} <= ${t.totalCents}`,
    ),
    index('order_user_id_idx').on(t.userId),
    /** An account's unpaid orders (MAX_OPEN_ORDERS is checked before every order). */
    index('order_unpaid_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending_payment'`),
    /** Guests' orders by e-mail: their holds and open orders, "Find my order", and joining them to an account. */
    index('order_guest_email_idx')
      .on(sql`lower(${t.customerEmail})`)
      .where(sql`${t.userId} IS NULL`),
    index('order_created_at_idx').on(t.createdAt),
    index('order_status_created_at_idx').on(t.status, t.createdAt),
  ],
);

/** What an order holds: a copy of each product's name, image and price when it was placed. */
export const orderLines = pgTable(
  'order_line',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's place in the order (0 first). */
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    productImg: text('product_img').notNull().default(''),
    /** The product's category when ordered (the battery shipping rule). */
    category: text('category').notNull().default('other'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** What the order's promotions took off this line: it was paid unit_price_cents * quantity - discount_cents. */
    discountCents: integer('discount_cents').notNull().default(0),
    /** The laptop the part was bought for (when the shopper had one selected), and its label then. */
    laptopId: uuid('laptop_id').references(() => laptopModels.id, { onDelete: 'set null' }),
    laptopBrand: text('laptop_brand'),
    /** The laptop's family and model ("ThinkPad T480"). */
    laptopModel: text('laptop_model'),
    /** Whether the part fitted that laptop when the order was placed (null: no laptop). */
    fitVerdict: text('fit_verdict').$type<FitVerdict>(),
    lineTotalCents: integer('line_total_cents').generatedAlwaysAs(sql`unit_price_cents * quantity`),
  },
  (t) => [
    check('order_line_quantity_positive', sql`${t.quantity} > 0`),
    check('order_line_discount_within_total', sql`${t.discountCents} BETWEEN 0 AND ${t.unitPriceCents} * ${t.quantity}`),
    unique('order_line_position_unique').on(t.orderId, t.position),
    index('order_line_product_id_idx').on(t.productId),
  ],
);

/** The order's timeline: every status change, who made it and when. */
export const orderEvents = pgTable(
  'order_event',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Null when the system made the change (e.g. a payment provider's webhook). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_event_order_id_idx').on(t.orderId, t.createdAt)],
);
