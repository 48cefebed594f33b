import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { ShippingOptionFields } from './service.js';
import { shippingOptions, taxRates } from './tables.js';

/**
 * Enough to check out anywhere on a fresh shop: every option serves every country, so each
 * country has three, and "Standard ground" carries lithium batteries (by road, as dangerous goods
 * allow), so an order holding a battery can always be sent.
 */
const seedOptions: ShippingOptionFields[] = [
  { name: 'Standard ground', priceCents: 695, freeOverCents: 10_000, days: 5, countries: [], batteries: true },
  { name: 'Express air', priceCents: 1995, freeOverCents: null, days: 2, countries: [], batteries: false },
  { name: 'Economy post', priceCents: 395, freeOverCents: 6000, days: 10, countries: [], batteries: false },
];

/**
 * Standard VAT/GST rates of a few countries, in basis points. The US has none: its sales tax
 * depends on the state and the city, which this shop does not model, so US orders pay no tax here.
 */
const seedTaxRates: { country: string; rateBasisPoints: number }[] = [
  { country: 'DE', rateBasisPoints: 1900 },
  { country: 'FR', rateBasisPoints: 2000 },
  { country: 'GB', rateBasisPoints: 2000 },
  { country: 'NL', rateBasisPoints: 2100 },
  { country: 'IE', rateBasisPoints: 2300 },
  { country: 'CA', rateBasisPoints: 500 },
  { country: 'AU', rateBasisPoints: 1000 },
];

async function isEmpty(tx: DbOrTx, table: typeof shippingOptions | typeof taxRates) {
  const [row] = await tx.select({ n: count() }).from(table);
  return row!.n === 0;
}

/** Fills the empty shipping tables (options, tax rates) inside the caller's seeding transaction. */
export async function seedShipping(tx: DbOrTx): Promise<void> {
  if (await isEmpty(tx, shippingOptions)) await tx.insert(shippingOptions).values(seedOptions);
  if (await isEmpty(tx, taxRates)) await tx.insert(taxRates).values(seedTaxRates);
}
