import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import type { RefundStatus } from '../../../shared/schemas/refund.js';
import type { RefundDestination } from '../../../shared/schemas/gift-card.js';
import { orders, type OrderGiftCardRow } from '../orders/tables.js';

/**
 * One payment attempt per intent; the client secret is what the browser holds. An attempt is
 * written ('creating', with its idempotency key) before the provider is called, outside any
 * transaction, and gets its intent when the provider answers ('requires_payment_method'), or is
 * closed ('failed') when the call fails. Later: 'processing', 'succeeded', 'canceled'.
 */
export const payments = pgTable(
  'payment',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Null until the provider answered. */
    providerIntentId: text('provider_intent_id').unique(),
    clientSecret: text('client_secret').unique(),
    /** The same key for a retried call of the same attempt, so the provider makes one intent. */
    idempotencyKey: text('idempotency_key'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    ...timestamps(),
  },
  (t) => [index('payment_order_id_idx').on(t.orderId)],
);

/**
 * Money given back on a paid order. A refund is written ('pending', with its idempotency key)
 * before the provider is called, then marked 'succeeded' (with the provider's refund id) or
 * 'failed' (with the provider's message). Pending and succeeded refunds count against what is
 * still refundable; only succeeded ones count as refunded.
 */
export const refunds = pgTable(
  'refund',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * Where it goes (issue 30), adding up to amount_cents: the part through the provider to the card,
     * the parts back onto gift cards, and the part as store credit. Only the card's part calls the provider.
     */
    cardCents: integer('card_cents').notNull(),
    giftCards: jsonb('gift_cards')
      .$type<OrderGiftCardRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    storeCreditCents: integer('store_credit_cents').notNull().default(0),
    /** Back the way it was paid, or all as store credit. */
    refundTo: text('refund_to').$type<RefundDestination>().notNull().default('original'),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    failureMessage: text('failure_message'),
    /** The admin who made it; null for a refund made in the provider's dashboard. */
    actorId: text('actor_id'),
    ...timestamps(),
  },
  (t) => [
    index('refund_order_id_idx').on(t.orderId),
    check('refund_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'refund_parts_within_amount',
      sql`${t.cardCents} >= 0 AND ${t.storeCreditCents} >= 0 AND ${t.cardCents} + ${t.storeCreditCents} <= ${t.amountCents}`,
    ),
  ],
);
