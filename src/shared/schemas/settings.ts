import { z } from 'zod';
import { numberInput } from './common.js';

/** GET/PUT /api/admin/settings: the shop's settings an owner changes (money in the shop's currency). */
export const shopSettingsSchema = z.object({
  /** The most one refund by staff other than owners and admins may give back. */
  refundLimit: z.number(),
  /** Whether customers may take a return's refund as store credit instead of back to their card. */
  storeCreditRefunds: z.boolean(),
  /** Whether shoppers may check out without an account (guest checkout). */
  guestCheckout: z.boolean(),
  /** Whether an exchange's replacement may ship before the returned part is in (issue 31; default: no). */
  exchangeShipsAtOnce: z.boolean(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const shopSettingsUpdateSchema = z.object({
  refundLimit: numberInput('Refund limit', '100').pipe(
    z
      .number()
      .min(0, { message: 'Refund limit must be 0 or more' })
      .max(1_000_000, { message: 'Refund limit must be at most 1000000' })
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
        message: 'Refund limit can have at most 2 decimals, for example 100',
      }),
  ),
  storeCreditRefunds: z.boolean({ message: 'Store credit refunds must be true or false' }).optional(),
  guestCheckout: z.boolean({ message: 'Guest checkout must be true or false' }).optional(),
  exchangeShipsAtOnce: z.boolean({ message: 'Ship exchanges before the return arrives must be true or false' }).optional(),
});
export type ShopSettingsUpdateInput = z.input<typeof shopSettingsUpdateSchema>;
