import { z } from 'zod';
import { idSchema, isoDate, requiredText } from './common.js';

export const counterSchema = z.object({ _id: idSchema, img: z.string(), count: z.number().int(), name: z.string() });
export type Counter = z.infer<typeof counterSchema>;

export const bestSellerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  img: z.string(),
  cost: z.number(),
  description: z.string(),
  /** The product to open, when the item is a real best seller (null for the spec's samples). */
  productId: z.string().nullable(),
});
export type BestSeller = z.infer<typeof bestSellerSchema>;

export const contactCreateSchema = z.object({
  email: z.email({ message: 'E-mail must be an e-mail address, for example name@example.com' }).max(200),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type ContactCreateInput = z.input<typeof contactCreateSchema>;

export const contactMessageSchema = z.object({
  _id: idSchema,
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: isoDate,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
  /** STAFF_2FA: whether a staff role waits for two-factor sign-in ('required') or leaves it to each account. */
  staffTwoFactor: z.enum(['required', 'optional']),
  /** Whether customers may take a return's refund as store credit (the owner's setting). */
  storeCreditRefunds: z.boolean(),
  /** Whether shoppers may check out without an account (the owner's setting). */
  guestCheckout: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
