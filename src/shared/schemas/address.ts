import { z } from 'zod';
import { isCountryCode } from '../countries.js';
import { idSchema, phoneField, requiredText } from './common.js';

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((v) => v ?? '');

export const countrySchema = z
  .string({ message: 'Country is required' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { message: 'Country must be a two-letter country code, for example DE or US' });

/** A delivery address as the customer enters it. */
export const addressFieldsSchema = z.object({
  name: requiredText('Full name', 100),
  line1: requiredText('Address line 1', 200),
  line2: optional('Address line 2', 200),
  city: requiredText('City', 100),
  region: optional('Region', 100),
  postalCode: requiredText('Postal code', 20),
  country: countrySchema,
  phone: phoneField('Phone number'),
});
export type AddressFields = z.output<typeof addressFieldsSchema>;
export type AddressFieldsInput = z.input<typeof addressFieldsSchema>;

/** POST/PUT /api/addresses: the fields, and whether it becomes the default. */
export const addressInputSchema = addressFieldsSchema.extend({ isDefault: z.boolean().optional() });
export type AddressInput = z.input<typeof addressInputSchema>;

/** A delivery address as it is printed on an order (a copy: editing the address book later does not change it). */
export const shippingAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** An address in the customer's address book. */
export const addressSchema = shippingAddressSchema.extend({ _id: idSchema, isDefault: z.boolean() });
export type Address = z.infer<typeof addressSchema>;

/** The fields of a delivery: a saved address (`addressId`) or one given here (`address`), and how (`shippingOptionId`). */
export const deliveryShape = {
  addressId: idSchema.optional(),
  address: addressFieldsSchema.optional(),
  shippingOptionId: idSchema.optional(),
};

/** One address, saved or given, and a shipping option (checks a delivery's fields wherever they are sent). */
export function checkDelivery(
  v: { addressId?: string | undefined; address?: unknown; shippingOptionId?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!v.addressId === !v.address) {
    ctx.addIssue({ code: 'custom', path: ['addressId'], message: 'Give either a saved address or a new one' });
  }
  if (!v.shippingOptionId) ctx.addIssue({ code: 'custom', path: ['shippingOptionId'], message: 'Choose a shipping option' });
}

/** Where an order goes: a saved address (`addressId`) or one given here (`address`), and how (`shippingOptionId`). */
export const deliveryInputSchema = z
  .object(deliveryShape)
  .superRefine(checkDelivery)
  .transform((v) => ({ ...v, shippingOptionId: v.shippingOptionId! }));
export type DeliveryInput = z.input<typeof deliveryInputSchema>;
export type Delivery = z.output<typeof deliveryInputSchema>;
