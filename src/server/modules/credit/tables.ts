import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GiftCardEntryKind, StoreCreditEntryKind } from '../../../shared/schemas/gift-card.js';
import { users } from '../accounts/tables.js';
import { orders } from '../orders/tables.js';
import { id } from '../../db/columns.js';

/**
 * A gift card (issue 30): issued by staff or sold by a product of the "gift cards" category. The
 * code is kept only as its SHA-256 (it is a bearer secret, like a password; 80 random bits, so a
 * plain hash is enough) and its last four characters, which receipts and staff see. What is left on
 * it is never a column: it is the sum of its ledger (`gift_card_entry`).
 */
export const giftCards = pgTable(
  'gift_card',
  {
    id: id(),
    codeHash: text('code_hash').notNull().unique('gift_card_code_hash_unique'),
    last4: text('last4').notNull(),
    initialCents: integer('initial_cents').notNull(),
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    source: text('source').$type<'admin' | 'order'>().notNull(),
    /** The order that bought it (source `order`), and which of the line's units it is. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: uuid('order_line_id'),
    unitIndex: integer('unit_index'),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    /** Taken out of use (the order that bought it was cancelled and refunded): what was left went off its ledger. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_card_initial_positive', sql`${t.initialCents} > 0`),
    /** A sold card is issued once per unit, however often the payment is reported. */
    uniqueIndex('gift_card_sold_unit_unique').on(t.orderLineId, t.unitIndex),
    index('gift_card_order_id_idx').on(t.orderId),
    index('gift_card_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A gift card's ledger: + issued, − redeemed by an order, + released (the order lapsed unpaid),
 * + refunded (a refund gave it back), − disabled. The balance is the sum; an order redeems a card
 * once, lapses once, and a refund credits it once.
 */
export const giftCardEntries = pgTable(
  'gift_card_entry',
  {
    id: id(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<GiftCardEntryKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_card_entry_amount_nonzero', sql`${t.amountCents} <> 0`),
    index('gift_card_entry_card_idx').on(t.giftCardId),
    index('gift_card_entry_order_idx').on(t.orderId),
    uniqueIndex('gift_card_entry_once_per_order')
      .on(t.giftCardId, t.orderId, t.kind)
      .where(sql`${t.kind} IN ('redeemed', 'released')`),
    uniqueIndex('gift_card_entry_once_per_refund')
      .on(t.giftCardId, t.refundId)
      .where(sql`${t.refundId} IS NOT NULL`),
  ],
);

/**
 * A customer's store credit, as a ledger: + a refund taken as credit, − used by an order,
 * + released (that order lapsed unpaid), + returned (that order was refunded), ± an adjustment.
 * The balance is the sum of the account's rows.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entry',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StoreCreditEntryKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id'),
    note: text('note').notNull().default(''),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_credit_entry_amount_nonzero', sql`${t.amountCents} <> 0`),
    index('store_credit_entry_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('store_credit_entry_once_per_order')
      .on(t.orderId, t.kind)
      .where(sql`${t.kind} IN ('used', 'released')`),
    uniqueIndex('store_credit_entry_once_per_refund')
      .on(t.refundId)
      .where(sql`${t.refundId} IS NOT NULL`),
  ],
);
