import { z } from 'zod';
import { CATEGORY_SLUGS } from '../constants.js';
import { idSchema, imageRefSchema, isoDate, optionalText, requiredText } from './common.js';

/** A product ("service" in the spec) as it travels on the wire. */
export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  sublierName: z.string(),
  description: z.string(),
  img: z.string(),
  cost: z.number(),
  TotalQuentity: z.number().int(),
  Quantity: z.number().int(),
  category: z.string(),
  brand: z.string(),
  partNumber: z.string(),
  compatibleModels: z.array(z.string()),
  createdAt: isoDate,
});
export type Product = z.infer<typeof productSchema>;

const price = z.coerce
  .number({ message: 'cost must be a number' })
  .positive({ message: 'cost must be above 0' })
  .max(100_000, { message: 'cost must be at most 100000' })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'cost can have at most 2 decimals' });

const units = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .min(0, { message: `${label} cannot be negative` })
    .max(1_000_000, { message: `${label} must be at most 1000000` });

export const productCreateSchema = z.object({
  name: requiredText('name', 200),
  sublierName: requiredText('sublierName', 200),
  cost: price,
  Quantity: units('Quantity'),
  description: optionalText('description', 5000),
  img: imageRefSchema.optional().default(''),
  category: z.enum(CATEGORY_SLUGS, { message: `category must be one of ${CATEGORY_SLUGS.join(', ')}` }),
  brand: optionalText('brand', 100),
  partNumber: optionalText('partNumber', 100),
  compatibleModels: z
    .union([z.array(z.string().trim().min(1).max(100)), z.string()])
    .optional()
    .transform((v) =>
      (typeof v === 'string' ? v.split(',') : (v ?? [])).map((m) => m.trim()).filter(Boolean).slice(0, 100),
    ),
});
export type ProductCreateInput = z.input<typeof productCreateSchema>;

/** Add Quantity: a positive whole number of units received. */
export const addQuantitySchema = z.object({
  Quantity: z.coerce
    .number({ message: 'Quantity must be a number' })
    .int({ message: 'Quantity must be a whole number' })
    .positive({ message: 'Quantity must be at least 1' })
    .max(1_000_000, { message: 'Quantity must be at most 1000000' }),
});
export type AddQuantityInput = z.input<typeof addQuantitySchema>;
