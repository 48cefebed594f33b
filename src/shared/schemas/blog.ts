import { z } from 'zod';
import { BLOG_REVIEW_MAX } from '../constants.js';
import { idSchema, isoDate, optionalText, requiredText } from './common.js';

export const blogSchema = z.object({
  _id: idSchema,
  img: z.string(),
  title: z.string(),
  description: z.string(),
  dec: z.string(),
  dec1: z.string(),
  createdAt: isoDate,
});
export type Blog = z.infer<typeof blogSchema>;

export const blogReviewSchema = z.object({
  _id: idSchema,
  blogId: idSchema,
  name: z.string(),
  description: z.string(),
  dec: z.string(),
  createdAt: isoDate,
});
export type BlogReview = z.infer<typeof blogReviewSchema>;

export const blogReviewCreateSchema = z.object({
  blogId: idSchema,
  name: requiredText('Name', 100),
  description: requiredText('Comment', BLOG_REVIEW_MAX),
  dec: optionalText('Text', 350),
});
export type BlogReviewCreateInput = z.input<typeof blogReviewCreateSchema>;

export const blogReviewQuerySchema = z.object({ blogId: idSchema.optional() });
