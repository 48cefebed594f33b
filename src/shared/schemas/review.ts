import { z } from 'zod';
import { idSchema, imageRefSchema, isoDate, requiredText } from './common.js';

export const reviewSchema = z.object({
  _id: idSchema,
  Name: z.string(),
  Email: z.string(),
  dec: z.string(),
  img: z.string(),
  createdAt: isoDate,
});
export type Review = z.infer<typeof reviewSchema>;

/** Email is taken from the signed-in account; a sent one is ignored. */
export const reviewCreateSchema = z.object({
  Name: requiredText('Name', 100),
  dec: requiredText('Review', 2000),
  img: imageRefSchema.optional().default(''),
  Email: z.unknown().optional(),
});
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;
