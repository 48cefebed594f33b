import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '../constants.js';
import { addressFieldsSchema, shippingAddressSchema } from './address.js';
import { orderMoneyShape, shippingOptionRefSchema } from './checkout.js';
import { refundSchema } from './refund.js';
import { partNumberSchema } from './laptop.js';
import { idSchema, isoDate, numberInput, pageOf, pageQueryShape, phoneSchema } from './common.js';

export const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: isoDate,
  by: z.enum(['customer', 'admin', 'system']),
  note: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderSchema = z.object({
  _id: idSchema,
  /** The number people quote ("PH-2026-000123"): sequential per shop, given when the order is placed, never reused. */
  orderNumber: z.string(),
  /** One-line orders: the product ordered (the spec calls it userId in the create payload), its unit price and units. Null on longer orders. */
  productId: idSchema.nullable(),
  unitCost: z.number().nullable(),
  quantity: z.number().int().nullable(),
  /** The first line's name, with "and N more" when there are more. */
  orderName: z.string(),
  /** The first line's image. */
  img: z.string(),
  ...orderMoneyShape,
  shippingAddress: shippingAddressSchema.nullable(),
  shippingOption: shippingOptionRefSchema.nullable(),
  /** Money given back so far (the refunds that succeeded). */
  refunded: z.number(),
  refunds: z.array(refundSchema),
  number: z.string(),
  userEmail: z.string(),
  /** Placed without an account (a guest's order, not yet joined to one): followed through its link. */
  guest: z.boolean(),
  paid: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  transactionId: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  paidAt: isoDate.nullable(),
  /** The invoice's number once the order is paid (its HTML: GET /api/order/{id}/invoice). */
  invoiceNumber: z.string().nullable(),
  /** Until when parts of this delivered order may be returned (null when not delivered). */
  returnableUntil: isoDate.nullable(),
  /** A return's replacement order (issue 31): the return it exchanges a part for ("Return 1 of PH-2026-000123"); null otherwise. */
  exchangeFor: z.object({ returnId: idSchema, returnNumber: z.number().int(), orderNumber: z.string(), label: z.string() }).nullable(),
  createdAt: isoDate,
  timeline: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /api/checkout's answer: the order, and for a guest the token of its link (GET /api/guest/orders/{guestToken}). */
export const placedOrderSchema = orderSchema.extend({ guestToken: z.string().optional() });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/**
 * The spec's payload: userId (the product _id), orderName, cost, userEmail, number.
 * Only userId, number and quantity are used: the server prices the order from the
 * product and takes the e-mail from the session.
 */
export const orderCreateSchema = z
  .object({
    userId: idSchema,
    number: phoneSchema,
    quantity: numberInput('Quantity')
      .pipe(
        z
          .number()
          .int({ message: 'Quantity must be a whole number, for example 1' })
          .min(1, { message: 'Quantity must be at least 1' })
          .max(1000, { message: 'Quantity must be at most 1000' }),
      )
      .optional()
      .default(1),
    orderName: z.string().optional(),
    cost: z.unknown().optional(),
    userEmail: z.unknown().optional(),
    /** Optional delivery (not in the spec): a saved address or a new one, and a shipping option; without them the payment page asks. */
    addressId: idSchema.optional(),
    address: addressFieldsSchema.optional(),
    shippingOptionId: idSchema.optional(),
    /** The laptop the part is for (the shopper's selected laptop); the order line remembers it. */
    laptopId: idSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const withAddress = Boolean(v.addressId || v.address);
    if (v.addressId && v.address)
      ctx.addIssue({ code: 'custom', path: ['addressId'], message: 'Give either a saved address or a new one, not both' });
    if (withAddress && !v.shippingOptionId)
      ctx.addIssue({ code: 'custom', path: ['shippingOptionId'], message: 'Choose a shipping option for the address' });
    if (!withAddress && v.shippingOptionId)
      ctx.addIssue({ code: 'custom', path: ['addressId'], message: 'Give a delivery address with the shipping option' });
  });
export type OrderCreateInput = z.input<typeof orderCreateSchema>;

export const orderListQuerySchema = z.object({
  userEmail: z.email({ message: 'E-mail must be an e-mail address, for example name@example.com' }).optional(),
});

export const deleteResultSchema = z.object({ deletedCount: z.number().int() });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

/** The next states an admin may choose; 'paid' is only ever set by a payment. */
export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  pending_payment: ['cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  /** Set only by the shop when an unpaid order's hold ran out (its units went back to stock). */
  expired: [],
  /** Set only by a refund that returns everything paid. */
  refunded: [],
};

/** An order that no longer goes anywhere without having been sold: cancelled, or expired unpaid. */
export const isLapsed = (status: OrderStatus) => status === 'cancelled' || status === 'expired';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
};

export const orderStatusUpdateSchema = z.object({
  status: z.enum(['shipped', 'delivered', 'cancelled'], { message: 'Status must be shipped, delivered or cancelled' }),
  trackingNumber: z
    .string()
    .trim()
    .max(100, { message: 'Tracking number must be at most 100 characters' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type OrderStatusUpdateInput = z.input<typeof orderStatusUpdateSchema>;

export const orderManageQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { message: `Status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  q: z.string().trim().max(200).optional(),
  ...pageQueryShape,
});
export type OrderManageQuery = z.input<typeof orderManageQuerySchema>;

/** GET /api/order/{id}/packing-slip (admin): the order, and what a picker finds each line's part by. */
export const packingSlipSchema = z.object({
  order: orderSchema,
  lines: z.array(z.object({ productId: idSchema, sku: z.string(), partNumbers: z.array(partNumberSchema) })),
});
export type PackingSlip = z.infer<typeof packingSlipSchema>;

export const orderPageSchema = pageOf(orderSchema);
export type OrderPage = z.infer<typeof orderPageSchema>;
