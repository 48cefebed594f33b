import { z } from 'zod';
import { idSchema, numberInput } from './common.js';
import { fitAnswerSchema } from './laptop-spec.js';
import { productSchema } from './product.js';

/** GET /api/order/{id}/exchange-options: the order line to replace (by its product), and how many units go back (default: the line's). */
export const exchangeOptionsQuerySchema = z.object({
  productId: idSchema,
  quantity: numberInput('Quantity')
    .pipe(z.number().int({ message: 'Quantity must be a whole number, for example 1' }).min(1, { message: 'Quantity must be at least 1' }))
    .optional(),
});
export type ExchangeOptionsQuery = z.input<typeof exchangeOptionsQuerySchema>;

/**
 * A part that could replace an order line (issue 31): its fit for the line's laptop (null when the
 * line has none: same category), and the difference in dollars (positive: the customer pays it;
 * negative: the shop refunds it).
 */
export const exchangeOptionSchema = z.object({
  product: productSchema,
  fit: fitAnswerSchema.nullable(),
  difference: z.number(),
});
export type ExchangeOption = z.infer<typeof exchangeOptionSchema>;
export const exchangeOptionListSchema = z.array(exchangeOptionSchema);

/** Exchange options answered at most. */
export const EXCHANGE_OPTIONS_MAX = 12;
