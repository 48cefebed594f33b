import { z } from 'zod';
import { countrySchema } from './address.js';
import { idSchema, numberInput, requiredText } from './common.js';

/** A shipping option as shoppers see it: `price` is what this cart pays (0 once it is above `freeOver`). */
export const shippingOptionSchema = z.object({
  _id: idSchema,
  name: z.string(),
  price: z.number(),
  /** The option's price before "free above" (what it costs a small order). */
  regularPrice: z.number(),
  freeOver: z.number().nullable(),
  days: z.number().int(),
  batteries: z.boolean(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/**
 * GET /api/shipping/options: the options a parcel may go by, and the names of the options to that
 * country left out because the parcel holds a battery and they may not carry one (empty otherwise).
 */
export const shippingOfferSchema = z.object({
  options: z.array(shippingOptionSchema),
  withheldForBatteries: z.array(z.string()),
});
export type ShippingOffer = z.infer<typeof shippingOfferSchema>;

/** A shipping option as admins manage it: every country it serves (empty: all). */
export const adminShippingOptionSchema = shippingOptionSchema.omit({ regularPrice: true }).extend({ countries: z.array(z.string()) });
export type AdminShippingOption = z.infer<typeof adminShippingOptionSchema>;

const money = (label: string) =>
  numberInput(label, '4.99').pipe(
    z
      .number()
      .min(0, { message: `${label} cannot be negative` })
      .max(100_000, { message: `${label} must be at most 100000` })
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: `${label} can have at most 2 decimals, for example 4.99` }),
  );

export const shippingOptionInputSchema = z.object({
  name: requiredText('Name', 100),
  price: money('Price'),
  freeOver: money('Free over')
    .nullish()
    .transform((v) => v ?? null),
  days: numberInput('Delivery days').pipe(
    z
      .number()
      .int({ message: 'Delivery days must be a whole number, for example 3' })
      .min(0, { message: 'Delivery days cannot be negative' })
      .max(365, { message: 'Delivery days must be at most 365' }),
  ),
  countries: z
    .array(countrySchema, { message: 'Countries must be a list of two-letter country codes, for example DE, FR' })
    .max(250)
    .optional()
    .default([])
    .transform((list) => [...new Set(list)].sort()),
  batteries: z.boolean({ message: 'Carries batteries must be true or false' }).optional().default(false),
});
export type ShippingOptionInput = z.input<typeof shippingOptionInputSchema>;

const ITEM = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([1-9][0-9]{0,3})$/i;

/** A guest's cart in a query: `productId:quantity` pairs, comma-separated (at most CART_MAX_LINES). */
const queryItemsSchema = z
  .string()
  .max(50 * 42, { message: 'Items must be at most 50 parts' })
  .transform((text, ctx) => {
    const items = text.split(',').map((pair) => ITEM.exec(pair.trim()));
    if (items.length > 50 || items.some((m) => !m)) {
      ctx.addIssue({ code: 'custom', message: 'Items must be productId:quantity pairs separated by commas' });
      return z.NEVER;
    }
    return items.map((m) => ({ productId: m![1]!.toLowerCase(), quantity: Number(m![2]) }));
  });

export const shippingOptionsQuerySchema = z.object({
  country: countrySchema,
  /** Options for one product instead of the caller's cart (Order Now). */
  productId: idSchema.optional(),
  quantity: z.coerce.number().int().min(1).max(1000).optional().default(1),
  /** A guest's cart (kept in the browser): `productId:quantity,productId:quantity`. */
  items: queryItemsSchema.optional(),
});

export const taxRateSchema = z.object({ country: z.string(), rate: z.number() });
export type TaxRate = z.infer<typeof taxRateSchema>;

export const taxRateInputSchema = z.object({
  rate: numberInput('Tax rate', '0.19').pipe(
    z
      .number()
      .min(0, { message: 'Tax rate cannot be negative' })
      .max(0.5, { message: 'Tax rate must be at most 0.5 (50%)' })
      .refine((v) => Math.abs(Math.round(v * 10_000) - v * 10_000) < 1e-6, {
        message: 'Tax rate can have at most 4 decimals, for example 0.0725',
      }),
  ),
});
export const countryParamsSchema = z.object({ country: countrySchema });
