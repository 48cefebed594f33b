import { z } from 'zod';
import { checkDelivery, deliveryShape, shippingAddressSchema } from './address.js';
import { cartItemsSchema, lineFitSchema, lineLaptopSchema } from './cart.js';
import { idSchema } from './common.js';
import { discountCodeSchema, orderDiscountSchema } from './promotion.js';
import { giftCardCodesSchema, orderGiftCardSchema } from './gift-card.js';

export const orderLineSchema = z.object({
  productId: idSchema,
  name: z.string(),
  img: z.string(),
  unitCost: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  /** The laptop the part was bought for, when the shopper had one selected ("ThinkPad T480" as model). */
  laptop: lineLaptopSchema.nullable(),
  /** Whether the part fitted that laptop when the line was priced or placed (null when the line has no laptop). */
  fit: lineFitSchema.nullable(),
  /** What the order's promotions took off this line (0 for none): the line was paid lineTotal - discount. */
  discount: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An order's money, as a quote and an order show it. */
export const orderMoneyShape = {
  lines: z.array(orderLineSchema),
  subtotal: z.number(),
  /** What promotions took off the lines (the sum of the lines' `discount`; a free-shipping code shows in `shipping`). */
  discount: z.number(),
  /** The promotions applied: at most one automatic promotion, then the shopper's code. */
  discounts: z.array(orderDiscountSchema),
  shipping: z.number(),
  tax: z.number(),
  /** The tax rate applied to subtotal - discount + shipping (0 where the country has none). */
  taxRate: z.number(),
  /** The total: subtotal - discount + shipping + tax. */
  cost: z.number(),
  /** The gift cards that pay part of it (by their last four characters), in the order they were typed. */
  giftCards: z.array(orderGiftCardSchema),
  /** The store credit that pays part of it (taken first, when the customer asked for it). */
  storeCredit: z.number(),
  /** What is left to pay by card: cost - gift cards - store credit (0: nothing to pay, the order is paid when placed). */
  amountDue: z.number(),
};

/** The shipping option an order goes by (its name and days as they were when it was chosen). */
export const shippingOptionRefSchema = z.object({ _id: idSchema, name: z.string(), days: z.number().int() });

/** POST /api/checkout/quote's query: one product and its units (Order Now) instead of the caller's cart. */
export const quoteQuerySchema = z.object({
  productId: idSchema.optional(),
  quantity: z.coerce.number().int().min(1).max(1000).optional().default(1),
});

/**
 * POST /api/checkout/quote and POST /api/checkout: the delivery, a discount code (one per order),
 * gift cards to pay with, and whether the customer's store credit pays first.
 */
const guestEmailSchema = z
  .email({ message: 'E-mail must be an e-mail address, for example name@example.com' })
  .max(254, { message: 'E-mail must be at most 254 characters' })
  .toLowerCase();

export const checkoutInputSchema = z
  .object({
    ...deliveryShape,
    discountCode: discountCodeSchema.optional(),
    giftCardCodes: giftCardCodesSchema.optional().default([]),
    useStoreCredit: z.boolean({ message: 'Use store credit must be true or false' }).optional().default(false),
    /** A guest's (no session): where the order's mails and link go. Ignored for a signed-in customer. */
    email: guestEmailSchema.optional(),
    /** A guest's cart (no session: guests have no server cart). Ignored for a signed-in customer, whose cart is on the server. */
    items: cartItemsSchema.optional(),
  })
  .superRefine(checkDelivery)
  .transform((v) => ({ ...v, shippingOptionId: v.shippingOptionId! }));
export type CheckoutInput = z.input<typeof checkoutInputSchema>;
export type CheckoutBody = z.output<typeof checkoutInputSchema>;

/** What a guest's checkout must carry besides the delivery (checked on the server when there is no session). */
export const guestCheckoutSchema = z.object({
  email: guestEmailSchema,
  items: cartItemsSchema.min(1, { message: 'Your cart is empty' }),
  addressId: z.undefined({ message: 'Give the delivery address: a guest has no saved addresses' }).optional(),
  useStoreCredit: z.literal(false, { message: 'Store credit needs an account: sign in to use it' }),
});

/** POST /api/guest/orders/lookup: an order's number and the e-mail it was placed with. */
export const guestLookupSchema = z.object({
  orderNumber: z
    .string()
    .trim()
    .min(1, { message: 'Order number is required' })
    .max(40, { message: 'Order number must be at most 40 characters' }),
  email: guestEmailSchema,
});

export type GuestLookupInput = z.input<typeof guestLookupSchema>;

export const guestTokenParamsSchema = z.object({ guestToken: z.string().min(1).max(200) });

/** What an order will cost, computed by the server (the same numbers the order gets). */
export const quoteSchema = z.object({
  ...orderMoneyShape,
  currency: z.string(),
  shippingAddress: shippingAddressSchema,
  shippingOption: shippingOptionRefSchema,
});
export type Quote = z.infer<typeof quoteSchema>;
