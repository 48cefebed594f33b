import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';

/** How parcels travel: set by admins. An option orders used is archived rather than deleted. */
export const shippingOptions = pgTable(
  'shipping_option',
  {
    id: id(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Free when the order's subtotal is at least this (null: never free). */
    freeOverCents: integer('free_over_cents'),
    /** Working days to deliver. */
    days: integer('days').notNull(),
    /** ISO 3166-1 alpha-2 codes it serves; empty: every country. */
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whether it may carry lithium batteries (the `batteries` category). */
    batteries: boolean('batteries').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('shipping_option_price_non_negative', sql`${t.priceCents} >= 0`),
    check('shipping_option_free_over_non_negative', sql`${t.freeOverCents} IS NULL OR ${t.freeOverCents} >= 0`),
    check('shipping_option_days_non_negative', sql`${t.days} >= 0`),
  ],
);

/** Tax per destination country, in basis points (1900 = 19%); a country without a row pays none. */
export const taxRates = pgTable(
  'tax_rate',
  {
    country: text('country').primaryKey(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('tax_rate_range', sql`${t.rateBasisPoints} BETWEEN 0 AND 5000`)],
);
