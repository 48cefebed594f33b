import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { products } from './catalog.js';
import { id, timestamps } from './columns.js';

export const orders = pgTable(
  'order',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** Product name at the time of ordering. */
    productName: text('product_name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
    phone: text('phone').notNull(),
    status: text('status').notNull().default('pending_payment'),
    transactionId: text('transaction_id'),
    trackingNumber: text('tracking_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('order_quantity_positive', sql`${t.quantity} > 0`),
    index('order_user_id_idx').on(t.userId),
    index('order_created_at_idx').on(t.createdAt),
    index('order_status_created_at_idx').on(t.status, t.createdAt),
    index('order_product_id_idx').on(t.productId),
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
    status: text('status').notNull(),
    /** Null when the system made the change (e.g. a payment provider's webhook). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_event_order_id_idx').on(t.orderId, t.createdAt)],
);

/** One payment attempt per intent; the client secret is what the browser holds. */
export const payments = pgTable(
  'payment',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerIntentId: text('provider_intent_id').notNull().unique(),
    clientSecret: text('client_secret').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    ...timestamps(),
  },
  (t) => [index('payment_order_id_idx').on(t.orderId)],
);
