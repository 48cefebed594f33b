import { z } from 'zod';
import { idSchema, isoDate, pageOf, pageQueryShape, requiredText } from './common.js';

/**
 * Reviews of a product by people who bought it (the spec's /api/review testimonials about the
 * shop are a different thing and stay as they are).
 */

export const REVIEW_SORTS = ['newest', 'helpful', 'rating'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2000;

/** A product's rating on the wire: average to one decimal, null while nobody has rated it. */
export const ratingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type Rating = z.infer<typeof ratingSchema>;

export const productReviewSchema = z.object({
  _id: idSchema,
  productId: idSchema,
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  /** The reviewer's first name and last initial ("Jane D."). */
  author: z.string(),
  /** The laptop the part was bought for, from the order line, when the shopper had one selected. */
  laptop: z.object({ _id: idSchema.nullable(), brand: z.string(), model: z.string() }).nullable(),
  verifiedPurchase: z.boolean(),
  helpful: z.number().int(),
  /** Whether the signed-in caller marked it helpful (false for guests). */
  helpfulByMe: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ProductReview = z.infer<typeof productReviewSchema>;

/** How many visible reviews gave each number of stars. */
export const histogramSchema = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
});
export type Histogram = z.infer<typeof histogramSchema>;

/** GET /api/service/{id}/reviews: one page of visible reviews, and the product's figures. */
export const productReviewPageSchema = z.object({
  items: z.array(productReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  average: z.number().nullable(),
  count: z.number().int(),
  histogram: histogramSchema,
  /** The signed-in caller's own review of this product (hidden or not), so the form can edit it. */
  mine: productReviewSchema.extend({ hidden: z.boolean() }).nullable(),
  /** Whether the signed-in caller may review it (bought it); false for guests. */
  canReview: z.boolean(),
});
export type ProductReviewPage = z.infer<typeof productReviewPageSchema>;

export const productReviewQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { message: `Sort order must be one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
  ...pageQueryShape,
  limit: pageQueryShape.limit.default(10),
});
export type ProductReviewQuery = z.input<typeof productReviewQuerySchema>;

export const productReviewCreateSchema = z.object({
  rating: z.coerce
    .number({ message: 'Choose a rating from 1 to 5 stars' })
    .int({ message: 'Choose a rating from 1 to 5 stars' })
    .min(1, { message: 'Choose a rating from 1 to 5 stars' })
    .max(5, { message: 'Choose a rating from 1 to 5 stars' }),
  title: requiredText('Title', REVIEW_TITLE_MAX),
  body: z
    .string()
    .trim()
    .max(REVIEW_BODY_MAX, { message: `Review text must be at most ${REVIEW_BODY_MAX} characters` })
    .default(''),
});
export type ProductReviewCreateInput = z.input<typeof productReviewCreateSchema>;

export const helpfulResultSchema = z.object({ helpful: z.number().int() });
export type HelpfulResult = z.infer<typeof helpfulResultSchema>;

/** The admin's list: every review with its product, newest first; `hidden` filters. */
export const adminReviewSchema = productReviewSchema.extend({
  hidden: z.boolean(),
  productName: z.string(),
  userEmail: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewPageSchema = pageOf(adminReviewSchema);
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

export const adminReviewQuerySchema = z.object({
  hidden: z
    .enum(['true', 'false'], { message: 'Hidden must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  ...pageQueryShape,
});
export type AdminReviewQuery = z.input<typeof adminReviewQuerySchema>;

export const adminReviewUpdateSchema = z.object({
  hidden: z.boolean({ message: 'Hidden must be true or false' }),
  /** Why it was hidden: goes into the reviewer's e-mail. */
  note: z.string().trim().max(500, { message: 'Note must be at most 500 characters' }).optional(),
});

/** POST/DELETE /api/service/{id}/restock-alert. */
export const restockAlertResultSchema = z.object({ restockAlert: z.boolean() });
export type RestockAlertResult = z.infer<typeof restockAlertResultSchema>;
