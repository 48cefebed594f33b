import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/constants.js';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { products } from '../catalog/tables.js';
import { id, timestamps } from '../../db/columns.js';

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
    /** The customer's e-mail at the time of ordering (where the order's mails go). */
    customerEmail: text('customer_email').notNull(),
    /** Product name and image at the time of ordering. */
    productName: text('product_name').notNull(),
    productImg: text('product_img').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
    phone: text('phone').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending_payment'),
    transactionId: text('transaction_id'),
    trackingNumber: text('tracking_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('order_quantity_positive', sql`${t.quantity} > 0`),
    index('order_user_id_idx').on(t.userId),
    /** An account's unpaid orders (MAX_OPEN_ORDERS is checked before every order). */
    index('order_unpaid_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending_payment'`),
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
    status: text('status').$type<OrderStatus>().notNull(),
    /** Null when the system made the change (e.g. a payment provider's webhook). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_event_order_id_idx').on(t.orderId, t.createdAt)],
);
