import { z } from 'zod';
import { CATEGORY_SLUGS } from '../constants.js';
import { idSchema } from './common.js';
import { laptopDetailSchema } from './laptop.js';
import { fitAnswerSchema, laptopSpecSchema } from './laptop-spec.js';
import { productSchema } from './product.js';

/** A part with its fit for one laptop (issue 31). */
export const fittedProductSchema = productSchema.extend({ fit: fitAnswerSchema });

/** One slot of a laptop's upgrade planner: the category, what the model takes there in words, and parts in stock that fit. */
export const plannerSlotSchema = z.object({
  slot: z.enum(CATEGORY_SLUGS),
  summary: z.string(),
  /** Up to 6 parts in stock that fit (listed or by specification), each with its fit. */
  fits: z.array(fittedProductSchema),
});
export type PlannerSlot = z.infer<typeof plannerSlotSchema>;

/** GET /api/laptops/{id}: the model, its parts per category, its specification and its upgrade planner. */
export const laptopFitDetailSchema = laptopDetailSchema.extend({
  spec: laptopSpecSchema.nullable(),
  planner: z.array(plannerSlotSchema),
});
export type LaptopFitDetail = z.infer<typeof laptopFitDetailSchema>;

/** GET /api/laptops/{id}/compatible: optionally one category. */
export const compatibleQuerySchema = z.object({
  category: z.enum(CATEGORY_SLUGS, { message: `Category must be one of ${CATEGORY_SLUGS.join(', ')}` }).optional(),
});

/** GET /api/laptops/{id}/compatible: each part that fits, with its fit (fits first, then with an adapter). */
export const compatibleItemSchema = z.object({ product: productSchema, fit: fitAnswerSchema });
export const compatibleListSchema = z.array(compatibleItemSchema);

/** GET /api/service/{id}?laptop=: the product's fit for that laptop model. */
export const productDetailQuerySchema = z.object({ laptop: idSchema.optional() });
