import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { products } from '../catalog/tables.js';

/**
 * "Tell me when it's back": a signed-in shopper waits for a sold-out product. The row is deleted
 * in the transaction that puts units back and queues the one e-mail, so each subscriber is told once.
 */
export const restockAlerts = pgTable(
  'restock_alert',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] }), index('restock_alert_user_idx').on(t.userId)],
);

/**
 * Units came back from an unpaid order (cancelled or expired): the waiting shoppers are told when
 * `due_at` comes and the part is still in stock, so an order placed and cancelled again and again
 * never mails them "back in stock" for units that are gone a moment later. One row per product.
 */
export const restockChecks = pgTable(
  'restock_check',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('restock_check_due_idx').on(t.dueAt)],
);
