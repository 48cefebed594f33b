import { z } from 'zod';
import { productSchema } from './product.js';

export const adminOverviewSchema = z.object({
  /** The last 30 days, oldest first: revenue from paid orders and orders placed. */
  days: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() })),
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), units: z.number().int() })),
  lowStock: z.array(productSchema),
  unreadMessages: z.number().int(),
  /** Customer e-mails the mail server refused: still being retried, and given up on. */
  mail: z.object({ retrying: z.number().int(), failed: z.number().int(), lastError: z.string().nullable() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
