import { z } from 'zod';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../constants.js';
import { idSchema, numberInput } from './common.js';

// Plain values live in a zod-free module (public pages use them without loading the schemas).
export { CART_MAX_LINES, CART_MAX_QUANTITY };

export const cartItemSchema = z.object({
  productId: idSchema,
  name: z.string(),
  img: z.string(),
  category: z.string(),
  unitCost: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  /** Units in stock now; a line asking for more blocks checkout. */
  available: z.number().int(),
  /** The laptop the part was added for (it goes on the order line), or null. */
  laptopId: idSchema.nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** Units in the cart (the navbar badge). */
  count: z.number().int(),
  subtotal: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

const quantity = (min: number) =>
  numberInput('quantity').pipe(
    z
      .number()
      .int({ message: 'quantity must be a whole number' })
      .min(min, { message: `quantity must be at least ${min}` })
      .max(CART_MAX_QUANTITY, { message: `quantity must be at most ${CART_MAX_QUANTITY}` }),
  );

export const cartItemUpdateSchema = z.object({ quantity: quantity(0), laptopId: idSchema.optional() });
export const productIdParamsSchema = z.object({ productId: idSchema });

export const cartMergeSchema = z.object({
  items: z
    .array(z.object({ productId: idSchema, quantity: quantity(1), laptopId: idSchema.optional() }), {
      message: 'items must be a list of { productId, quantity }',
    })
    .max(CART_MAX_LINES, { message: `a cart holds at most ${CART_MAX_LINES} parts` }),
});
export type CartMergeInput = z.input<typeof cartMergeSchema>;
