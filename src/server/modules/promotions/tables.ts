import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PromotionKind } from '../../../shared/schemas/promotion.js';
import { users } from '../accounts/tables.js';
import { orders } from '../orders/tables.js';
import { id, timestamps } from '../../db/columns.js';

/**
 * A promotion (issue 30): a discount code, or with no code an automatic promotion that applies
 * whenever its conditions hold. An empty list or a null means "no such condition". `uses` counts
 * the orders placed with it and not cancelled or expired; it moves with `promotion_use` in the
 * same transaction, and the check keeps it within `usage_limit` however many checkouts race.
 */
export const promotions = pgTable(
  'promotion',
  {
    id: id(),
    label: text('label').notNull(),
    /** As the staff member wrote it; matched without case (the unique index is on lower(code)). */
    code: text('code'),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** `percentage`: the share off in basis points (1000 = 10 %). */
    percentBasisPoints: integer('percent_basis_points'),
    /** `fixed`: the amount off the lines it covers, in cents. */
    amountCents: integer('amount_cents'),
    minSubtotalCents: integer('min_subtotal_cents'),
    /** Units of the lines it covers the order must hold ("two or more memory modules"). */
    minQuantity: integer('min_quantity'),
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lower-cased (a product's brand is compared without case). */
    brands: text('brands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Lower-cased. */
    customerEmails: text('customer_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    uses: integer('uses').notNull().default(0),
    paused: boolean('paused').notNull().default(false),
    /** Ended by staff (DELETE): kept for the orders and figures that name it. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('promotion_code_unique').on(sql`lower(${t.code})`),
    check('promotion_uses_within_limit', sql`${t.uses} >= 0 AND (${t.usageLimit} IS NULL OR ${t.uses} <= ${t.usageLimit})`),
    check(
      'promotion_value_fits_kind',
      sql`(${t.kind} = 'percentage' AND ${t.percentBasisPoints} BETWEEN 1 AND 10000 AND ${t.amountCents} IS NULL)
       OR (${t.kind} = 'fixed' AND ${t.amountCents} > 0 AND ${t.percentBasisPoints} IS NULL)
       OR (${t.kind} = 'free_shipping' AND ${t.amountCents} IS NULL AND ${t.percentBasisPoints} IS NULL)`,
    ),
  ],
);

/**
 * One order's use of a promotion: what it took off and what the order came to. Released (not
 * deleted) when the order is cancelled or expires, so the use counts again and the history stays.
 */
export const promotionUses = pgTable(
  'promotion_use',
  {
    id: id(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's number, for the usage list. */
    orderNumber: text('order_number').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased: uses per customer are counted by address (guests have no account). */
    customerEmail: text('customer_email').notNull(),
    /** What it took off the order (lines and shipping). */
    discountCents: integer('discount_cents').notNull(),
    orderTotalCents: integer('order_total_cents').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_use_order_unique').on(t.promotionId, t.orderId),
    index('promotion_use_order_idx').on(t.orderId),
    index('promotion_use_customer_idx')
      .on(t.promotionId, t.customerEmail)
      .where(sql`${t.releasedAt} IS NULL`),
  ],
);

/**
 * One row: how far the shop has looked for promotions that started or ended. An instance moves it
 * on under a row lock (SKIP LOCKED) and drops the cached product answers when a start or an end
 * fell in the window it took, so sale prices appear and go on time on every instance.
 */
export const promotionClock = pgTable('promotion_clock', {
  id: integer('id').primaryKey(),
  checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull().defaultNow(),
});
