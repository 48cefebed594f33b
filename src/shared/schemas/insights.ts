import { z } from 'zod';
import { productSchema } from './product.js';
import { RETURN_STATUSES } from './return.js';

export const adminOverviewSchema = z.object({
  /**
   * The last 30 days, oldest first: revenue from the orders paid that day, net of what was refunded
   * on them (`refunded`, already taken off), and the orders placed.
   */
  days: z.array(z.object({ date: z.string(), revenue: z.number(), refunded: z.number(), orders: z.number().int() })),
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), units: z.number().int() })),
  /** Parts at or below their low-stock threshold, the emptiest first (at most 10), and how many there are in all. */
  lowStock: z.array(productSchema),
  lowStockTotal: z.number().int(),
  unreadMessages: z.number().int(),
  /** Returns waiting for the shop (requested, approved or received), oldest first, and how many there are. */
  openReturns: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        _id: z.string(),
        /** The return's place among its order's returns, and the order's number: "Return 2 of PH-2026-000123". */
        number: z.number().int(),
        orderId: z.string(),
        orderNumber: z.string(),
        orderName: z.string(),
        userEmail: z.string(),
        status: z.enum(RETURN_STATUSES),
        createdAt: z.string(),
      }),
    ),
  }),
  /** Sold-out products that shoppers asked to be told about, most people waiting first (which restock matters most). */
  restockWaiting: z.array(z.object({ productId: z.string(), name: z.string(), waiting: z.number().int() })),
  /** Product reviews written in the last 7 days (hidden ones included), for moderation. */
  newReviews: z.number().int(),
  /**
   * What promotions did in the last 30 days (orders that still count): how many run now, the orders
   * that used one and what they took off, and the most used (with the revenue of their orders).
   */
  promotions: z.object({
    running: z.number().int(),
    orders: z.number().int(),
    discount: z.number(),
    top: z.array(
      z.object({
        _id: z.string(),
        label: z.string(),
        code: z.string().nullable(),
        uses: z.number().int(),
        discount: z.number(),
        revenue: z.number(),
      }),
    ),
  }),
  /**
   * Units returned with the reason "does not fit" (wrong_fit) in the last 90 days, returns not rejected: the
   * five products and the five laptop models (the order line's laptop) with the most, so bad fitment data is found.
   */
  wrongFit: z.object({
    products: z.array(z.object({ productId: z.string(), name: z.string(), units: z.number().int() })),
    laptops: z.array(z.object({ laptopId: z.string(), name: z.string(), units: z.number().int() })),
  }),
  /** Customer e-mails the mail server refused: still being retried, and given up on. */
  mail: z.object({ retrying: z.number().int(), failed: z.number().int(), lastError: z.string().nullable() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
