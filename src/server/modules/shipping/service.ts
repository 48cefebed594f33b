import { and, arrayContains, asc, eq, or, sql } from 'drizzle-orm';
import { apiMessages } from '../../../shared/messages.js';
import { basisPointsOf } from '../../../shared/money.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { shippingOptions, taxRates } from './tables.js';

export type ShippingOptionRow = typeof shippingOptions.$inferSelect;
export type TaxRateRow = typeof taxRates.$inferSelect;
/** What an admin sets on an option (money in cents). */
export type ShippingOptionFields = Pick<ShippingOptionRow, 'name' | 'priceCents' | 'freeOverCents' | 'days' | 'countries' | 'batteries'>;

/** What shipping is priced and filtered by: the order's subtotal, and whether it holds a part of the category `batteries`. */
export type Basket = { subtotalCents: number; batteries: boolean };

/** An option as one basket pays for it: priceCents is 0 once the subtotal reaches freeOverCents. */
export type PricedOption = {
  id: string;
  name: string;
  priceCents: number;
  regularPriceCents: number;
  freeOverCents: number | null;
  days: number;
  batteries: boolean;
  countries: string[];
};

const active = eq(shippingOptions.archived, false);

/** Whether an option delivers to a country (no countries listed: every country). */
const serves = (row: ShippingOptionRow, country: string) => row.countries.length === 0 || row.countries.includes(country);

function priced(row: ShippingOptionRow, basket: Basket): PricedOption {
  const free = row.freeOverCents !== null && basket.subtotalCents >= row.freeOverCents;
  return {
    id: row.id,
    name: row.name,
    priceCents: free ? 0 : row.priceCents,
    regularPriceCents: row.priceCents,
    freeOverCents: row.freeOverCents,
    days: row.days,
    batteries: row.batteries,
    countries: row.countries,
  };
}

/** The options a basket may go by, and the names of those the battery rule left out. */
export interface ShippingOffer {
  options: PricedOption[];
  withheldForBatteries: string[];
}

/** Cheapest first, then fastest; the name keeps ties in a stable order. */
const byPriceThenDays = (a: PricedOption, b: PricedOption) =>
  a.priceCents - b.priceCents || a.days - b.days || a.name.localeCompare(b.name);

/** A rate as the wire shows it (0.19) to basis points as it is stored (1900), and back. */
export const toBasisPoints = (rate: number): number => Math.round(rate * 10_000);
export const toRate = (basisPoints: number): number => basisPoints / 10_000;

/** An order's tax and total, in cents: tax is the rate applied to subtotal + shipping, rounded half up to the cent (`basisPointsOf`). */
export function orderTotals(p: { subtotalCents: number; shippingCents: number; taxRateBasisPoints: number }): {
  taxCents: number;
  totalCents: number;
} {
  const base = p.subtotalCents + p.shippingCents;
  const taxCents = basisPointsOf(base, p.taxRateBasisPoints);
  return { taxCents, totalCents: base + taxCents };
}

/** What checkout asks: which options reach a country for a basket, at what price, and the country's tax. */
function shippingReads(db: Database) {
  /**
   * The options to `country` for the basket, and the names of those the battery rule left out: with
   * a battery in the basket, an option that may not carry batteries is not offered (none otherwise).
   */
  async function offerFor(country: string, basket: Basket): Promise<ShippingOffer> {
    const rows = await db
      .select()
      .from(shippingOptions)
      .where(and(active, or(sql`cardinality(${shippingOptions.countries}) = 0`, arrayContains(shippingOptions.countries, [country]))));
    const leftOut = (row: ShippingOptionRow) => basket.batteries && !row.batteries;
    const listed = (keep: ShippingOptionRow[]) => keep.map((row) => priced(row, basket)).sort(byPriceThenDays);
    return {
      options: listed(rows.filter((row) => !leftOut(row))),
      withheldForBatteries: listed(rows.filter(leftOut)).map((o) => o.name),
    };
  }

  return {
    offerFor,
    /** The options that deliver to `country` and may carry the basket (batteries need an option that carries them). */
    async optionsFor(country: string, basket: Basket): Promise<PricedOption[]> {
      return (await offerFor(country, basket)).options;
    },

    /** One option, priced for the basket; 404 when missing or archived, 409 when it cannot take this order there. */
    async priceOption(id: string, country: string, basket: Basket): Promise<PricedOption> {
      const [row] = await db
        .select()
        .from(shippingOptions)
        .where(and(eq(shippingOptions.id, id), active));
      return priceFor(row, country, basket);
    },

    /** The country's tax rate in basis points; 0 for a country without one. */
    async taxRateFor(country: string): Promise<number> {
      const [row] = await db.select({ bp: taxRates.rateBasisPoints }).from(taxRates).where(eq(taxRates.country, country));
      return row?.bp ?? 0;
    },

    /**
     * What a delivery to `country` by option `id` costs before the parcel is known, in one query:
     * the option (undefined when missing or archived) and the country's tax rate in basis points (0
     * without one). `priceFor` then prices it for the basket.
     */
    async deliveryTerms(id: string, country: string): Promise<DeliveryTerms> {
      const taxRate = sql<number | null>`(SELECT ${taxRates.rateBasisPoints} FROM ${taxRates} WHERE ${taxRates.country} = ${country})`;
      const [row] = await db
        .select({ option: shippingOptions, taxRateBasisPoints: taxRate.mapWith(Number) })
        .from(shippingOptions)
        .where(and(eq(shippingOptions.id, id), active));
      return { option: row?.option, taxRateBasisPoints: row?.taxRateBasisPoints ?? 0 };
    },
  };
}

/** An option as `deliveryTerms` read it, and the destination's tax rate. */
export interface DeliveryTerms {
  option: ShippingOptionRow | undefined;
  taxRateBasisPoints: number;
}

/** The option priced for the basket; 404 when missing or archived, 409 when it cannot take this order there. */
export function priceFor(option: ShippingOptionRow | undefined, country: string, basket: Basket): PricedOption {
  if (!option) throw notFound(apiMessages.shippingOptionNotFound);
  if (!serves(option, country)) throw conflict(apiMessages.shippingNotToCountry);
  if (basket.batteries && !option.batteries) throw conflict(apiMessages.shippingNoBatteries);
  return priced(option, basket);
}

/** Admins' shipping options and tax rates (the writes in the caller's transaction: its flow writes the audit row with them). */
function shippingAdmin(db: Database) {
  return {
    /** Every option in use (archived ones are gone for admins too), by name. */
    async listAll(): Promise<ShippingOptionRow[]> {
      return db.select().from(shippingOptions).where(active).orderBy(asc(shippingOptions.name), asc(shippingOptions.id));
    },

    /** An option in use, locked for a change in the caller's transaction; 404 when missing or archived. */
    async lockOption(tx: DbOrTx, id: string): Promise<ShippingOptionRow> {
      const [row] = await tx
        .select()
        .from(shippingOptions)
        .where(and(eq(shippingOptions.id, id), active))
        .for('update');
      if (!row) throw notFound(apiMessages.shippingOptionNotFound);
      return row;
    },

    async create(tx: DbOrTx, fields: ShippingOptionFields): Promise<ShippingOptionRow> {
      const [row] = await tx.insert(shippingOptions).values(fields).returning();
      return row!;
    },

    async update(tx: DbOrTx, id: string, fields: ShippingOptionFields): Promise<ShippingOptionRow> {
      const [row] = await tx
        .update(shippingOptions)
        .set(fields)
        .where(and(eq(shippingOptions.id, id), active))
        .returning();
      if (!row) throw notFound(apiMessages.shippingOptionNotFound);
      return row;
    },

    /** Soft delete: orders that used the option keep pointing at it (and its name is copied on them anyway). */
    async archive(tx: DbOrTx, id: string): Promise<void> {
      const [row] = await tx
        .update(shippingOptions)
        .set({ archived: true })
        .where(and(eq(shippingOptions.id, id), active))
        .returning({ id: shippingOptions.id });
      if (!row) throw notFound(apiMessages.shippingOptionNotFound);
    },

    async listTaxRates(): Promise<TaxRateRow[]> {
      return db.select().from(taxRates).orderBy(asc(taxRates.country));
    },

    /** A country's rate, locked for a change in the caller's transaction (undefined: it has none). */
    async lockTaxRate(tx: DbOrTx, country: string): Promise<TaxRateRow | undefined> {
      const [row] = await tx.select().from(taxRates).where(eq(taxRates.country, country)).for('update');
      return row;
    },

    /** Sets a country's rate, whether or not it had one. Orders already placed keep the rate they were taxed at. */
    async setTaxRate(tx: DbOrTx, country: string, basisPoints: number): Promise<TaxRateRow> {
      const [row] = await tx
        .insert(taxRates)
        .values({ country, rateBasisPoints: basisPoints })
        .onConflictDoUpdate({ target: taxRates.country, set: { rateBasisPoints: basisPoints, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    /** The country pays no tax from now on. */
    async deleteTaxRate(tx: DbOrTx, country: string): Promise<void> {
      const [row] = await tx.delete(taxRates).where(eq(taxRates.country, country)).returning({ country: taxRates.country });
      if (!row) throw notFound('No tax rate for that country.');
    },
  };
}

/** Shipping options and tax rates: what checkout prices delivery with, and what admins set. */
export function createShippingService(db: Database) {
  return {
    ...shippingReads(db),
    ...shippingAdmin(db),
    /** Pure pricing the checkout flows build on: an option for a basket, and an order's tax and total. */
    priceFor,
    /** Basis points as the wire's fraction (2000 → 0.2). */
    toRate,
    orderTotals,
  };
}
export type ShippingService = ReturnType<typeof createShippingService>;
