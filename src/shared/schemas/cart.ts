import { z } from 'zod';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../constants.js';
import { idSchema, numberInput } from './common.js';

// Plain values live in a zod-free module (public pages use them without loading the schemas).
export { CART_MAX_LINES, CART_MAX_QUANTITY };

/** Whether a part fits the laptop it is for: its fitment lists the laptop, lists others only, or lists none. */
export const FIT_VERDICTS = ['fits', 'does_not_fit', 'unknown'] as const;
export type FitVerdict = (typeof FIT_VERDICTS)[number];

/** A cart or order line's fit for its laptop (the fit-by-specification issue adds `source` and `reasons`). */
export const lineFitSchema = z.object({ verdict: z.enum(FIT_VERDICTS) });
export type LineFit = z.infer<typeof lineFitSchema>;

/** The laptop a line is for, as named when shown ("ThinkPad T480" as model). */
export const lineLaptopSchema = z.object({ _id: idSchema, brand: z.string(), model: z.string() });

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
  /** That laptop, named (null: none). */
  laptop: lineLaptopSchema.nullable(),
  /** Whether the part fits that laptop now (null when the line has no laptop). */
  fit: lineFitSchema.nullable(),
  /** The unit's sale price while an automatic promotion takes a share off it (absent otherwise; `unitCost` is the regular price). */
  salePrice: z.number().optional(),
  /** That promotion: its label and when it ends (null: until the shop ends it). */
  promotion: z.object({ label: z.string(), endsAt: z.string().nullable() }).optional(),
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
  numberInput('Quantity').pipe(
    z
      .number()
      .int({ message: 'Quantity must be a whole number, for example 1' })
      .min(min, { message: `Quantity must be at least ${min}` })
      .max(CART_MAX_QUANTITY, { message: `Quantity must be at most ${CART_MAX_QUANTITY}` }),
  );

export const cartItemUpdateSchema = z.object({ quantity: quantity(0), laptopId: idSchema.optional() });
export const productIdParamsSchema = z.object({ productId: idSchema });

/** A browser-kept cart's lines (a guest's): parts, their units and the laptop each is for. */
export const cartItemsSchema = z
  .array(z.object({ productId: idSchema, quantity: quantity(1), laptopId: idSchema.optional() }), {
    message: 'Parts must be a list of parts with their quantities',
  })
  .max(CART_MAX_LINES, { message: `A cart holds at most ${CART_MAX_LINES} parts` });

export const cartMergeSchema = z.object({ items: cartItemsSchema });
export type CartMergeInput = z.input<typeof cartMergeSchema>;
