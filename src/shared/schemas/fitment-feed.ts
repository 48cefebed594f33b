import { z } from 'zod';

/** Where a pair of the fitment feed comes from: the shop's list, or the fit rules by specification. */
export const FEED_SOURCES = ['listed', 'spec'] as const;

/** One row of the open fitment feed (issue 31): a product ↔ laptop model pair that fits. */
export const fitmentFeedRowSchema = z.object({
  productId: z.string(),
  product: z.string(),
  sku: z.string(),
  /** The product's part numbers, as printed (the CSV joins them with ";"). */
  partNumbers: z.array(z.string()),
  laptopId: z.string(),
  /** The model's full name: brand, family and model ("Lenovo ThinkPad T480"). */
  laptop: z.string(),
  source: z.enum(FEED_SOURCES),
});
export type FitmentFeedRow = z.infer<typeof fitmentFeedRowSchema>;

/** The CSV feed's columns, in order. */
export const FITMENT_FEED_COLUMNS = ['productId', 'product', 'sku', 'partNumbers', 'laptopId', 'laptop', 'source'] as const;
