import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { orders } from '../orders/tables.js';

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
