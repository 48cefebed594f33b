import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.js';
import { idSchema, isoDate } from './common.js';

export const orderSchema = z.object({
  _id: idSchema,
  /** The product ordered (the spec calls it userId in the create payload). */
  productId: idSchema,
  orderName: z.string(),
  img: z.string(),
  cost: z.number(),
  unitCost: z.number(),
  quantity: z.number().int(),
  number: z.string(),
  userEmail: z.string(),
  paid: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  transactionId: z.string().nullable(),
  paidAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type Order = z.infer<typeof orderSchema>;

export const phoneSchema = z
  .union([z.string(), z.number()], { message: 'number (phone) is required' })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, { message: 'number (phone) is required' })
      .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, { message: 'number must be a phone number (digits, spaces, +, -)' }),
  );

/**
 * The spec's payload: userId (the product _id), orderName, cost, userEmail, number.
 * Only userId, number and quantity are used: the server prices the order from the
 * product and takes the e-mail from the session.
 */
export const orderCreateSchema = z.object({
  userId: idSchema,
  number: phoneSchema,
  quantity: z.coerce
    .number({ message: 'quantity must be a number' })
    .int({ message: 'quantity must be a whole number' })
    .min(1, { message: 'quantity must be at least 1' })
    .max(1000, { message: 'quantity must be at most 1000' })
    .optional()
    .default(1),
  orderName: z.string().optional(),
  cost: z.unknown().optional(),
  userEmail: z.unknown().optional(),
});
export type OrderCreateInput = z.input<typeof orderCreateSchema>;

export const orderListQuerySchema = z.object({
  userEmail: z.email({ message: 'userEmail must be a valid e-mail address' }).optional(),
});

export const deleteResultSchema = z.object({ deletedCount: z.number().int() });
