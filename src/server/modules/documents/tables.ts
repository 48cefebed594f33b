import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.js';
import { orders } from '../orders/tables.js';
import { refunds } from '../payments/tables.js';

/**
 * The last number given to each kind of document in each year. A number is taken by an
 * upsert that increments `last` inside the transaction that issues the document: the row stays
 * locked until that transaction ends, and a rolled-back transaction gives its number back, so
 * numbers have no gaps.
 */
export const documentCounters = pgTable(
  'document_counter',
  {
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** One invoice per paid order, numbered INV-<year>-<6 digits>. */
export const invoices = pgTable('invoice', {
  id: id(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  number: text('number').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One credit note per refund that succeeded, numbered CN-<year>-<6 digits>. */
export const creditNotes = pgTable(
  'credit_note',
  {
    id: id(),
    refundId: uuid('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_note_order_id_idx').on(t.orderId)],
);
