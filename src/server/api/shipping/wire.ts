import type { z } from 'zod';
import { toCents, toDollars } from '../../../shared/money.js';
import type { AdminShippingOption, ShippingOption, TaxRate, shippingOptionInputSchema } from '../../../shared/schemas/shipping.js';
import {
  toRate,
  type PricedOption,
  type ShippingOptionFields,
  type ShippingOptionRow,
  type TaxRateRow,
} from '../../modules/shipping/service.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** An option as a shopper sees it for their basket: price after "free above", and the regular price. */
export const shippingOptionToWire = (o: PricedOption): ShippingOption => ({
  _id: o.id,
  name: o.name,
  price: toDollars(o.priceCents),
  regularPrice: toDollars(o.regularPriceCents),
  freeOver: o.freeOverCents === null ? null : toDollars(o.freeOverCents),
  days: o.days,
  batteries: o.batteries,
});

/** An option as the admins edit it. */
export const adminShippingOptionToWire = (row: ShippingOptionRow): AdminShippingOption => ({
  _id: row.id,
  name: row.name,
  price: toDollars(row.priceCents),
  freeOver: row.freeOverCents === null ? null : toDollars(row.freeOverCents),
  days: row.days,
  batteries: row.batteries,
  countries: row.countries,
});

/** An option's fields, wire names to the shipping module's. */
export const shippingOptionFromWire = (b: z.output<typeof shippingOptionInputSchema>): ShippingOptionFields => ({
  name: b.name,
  priceCents: toCents(b.price),
  freeOverCents: b.freeOver === null ? null : toCents(b.freeOver),
  days: b.days,
  countries: b.countries,
  batteries: b.batteries,
});

/** A country's tax rate on the wire (a fraction, not basis points). */
export const taxRateToWire = (row: Pick<TaxRateRow, 'country' | 'rateBasisPoints'>): TaxRate => ({
  country: row.country,
  rate: toRate(row.rateBasisPoints),
});
