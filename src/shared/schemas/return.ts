import { z } from 'zod';
import { REFUND_DESTINATIONS } from './gift-card.js';
import { idSchema, isoDate, numberInput, optionalText, pageOf, pageQueryShape } from './common.js';
import { refundSchema } from './refund.js';

/** Why a part goes back; the customer picks one (labels are what the form shows). */
export const RETURN_REASONS = ['wrong_fit', 'defective', 'not_needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  wrong_fit: 'It does not fit my laptop',
  defective: 'It arrived broken or stopped working',
  not_needed: 'I no longer need it',
  other: 'Other',
};

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded', 'exchanged'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved: send it back',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
};

/** The steps an admin may take from each status. */
export const RETURN_TRANSITIONS: Record<ReturnStatus, ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  /** An exchange's return ends `exchanged`: when received (nothing to refund), or with the refund of a negative difference. */
  received: ['refunded', 'exchanged'],
  rejected: [],
  refunded: [],
  exchanged: [],
};

/**
 * An exchange's part (issue 31): requested with the return; `reserved` when the return is approved
 * (the replacement order placed, its units taken from stock); `shipped` when the replacement left;
 * `completed` when it shipped and the return is in; `cancelled` when the return was rejected or the
 * shop cancelled the replacement order.
 */
export const EXCHANGE_STATUSES = ['requested', 'reserved', 'shipped', 'completed', 'cancelled'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
export const EXCHANGE_STATUS_LABELS: Record<ExchangeStatus, string> = {
  requested: 'Requested',
  reserved: 'Replacement reserved',
  shipped: 'Replacement shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A return that still needs the shop to act (the overview lists these). */
export const OPEN_RETURN_STATUSES = ['requested', 'approved', 'received'] as const satisfies readonly ReturnStatus[];

/** Days after delivery within which a return may be asked for, unless RETURN_WINDOW_DAYS says otherwise. */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;

const quantity = numberInput('Quantity').pipe(
  z
    .number()
    .int({ message: 'Quantity must be a whole number, for example 1' })
    .min(1, { message: 'Quantity must be at least 1' })
    .max(1000, { message: 'Quantity must be at most 1000' }),
);

/** POST /api/order/{id}/returns: which lines, how many of each, and why. */
export const returnCreateSchema = z
  .object({
    lines: z
      .array(z.object({ productId: idSchema, quantity }), { message: 'Choose the parts to return' })
      .min(1, { message: 'Choose at least one part to return' })
      .max(100, { message: 'A return can hold at most 100 parts' })
      .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, { message: 'Each part may be listed once' }),
    reason: z.enum(RETURN_REASONS, { message: 'Choose a reason' }),
    note: optionalText('Note', 1000),
    /** Where the customer wants the refund: back the way they paid, or as store credit (where the shop allows it). */
    refundTo: z.enum(REFUND_DESTINATIONS, { message: 'Refund to must be original or store_credit' }).optional().default('original'),
    /** A part that fits instead of the money back (issue 31): only for one line returned because it does not fit. */
    exchange: z.object({ productId: idSchema }, { message: 'Exchange must name the part: { productId }' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.exchange) return;
    if (body.reason !== 'wrong_fit') {
      ctx.addIssue({
        code: 'custom',
        path: ['exchange'],
        message: 'An exchange is only for a part that does not fit your laptop (reason wrong_fit)',
      });
    } else if (body.lines.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['exchange'], message: 'An exchange replaces one part: return exactly one line' });
    }
  });
export type ReturnCreateInput = z.input<typeof returnCreateSchema>;

/** PATCH /api/returns/{id} (admin): the next step, with what it needs. */
export const returnUpdateSchema = z.object({
  status: z.enum(['approved', 'rejected', 'received', 'refunded'], {
    message: 'Status must be approved, rejected, received or refunded',
  }),
  /** With `received`: whether the units go back on the shelf. Default: true, but false when the reason is `defective`. */
  restock: z.boolean({ message: 'Put back in stock must be true or false' }).optional(),
  /** With `refunded`: where the money goes; the customer's choice when left out. */
  refundTo: z.enum(REFUND_DESTINATIONS, { message: 'Refund to must be original or store_credit' }).optional(),
  /** With `refunded`: how much to give back (dollars); the suggestion when left out. */
  amount: numberInput('Refund amount', '24.99')
    .pipe(
      z
        .number()
        .positive({ message: 'Refund amount must be above 0' })
        .max(1_000_000, { message: 'Refund amount must be at most 1000000' })
        .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
          message: 'Refund amount can have at most 2 decimals, for example 24.99',
        }),
    )
    .optional(),
  /** A note the customer sees (why it was rejected, what to put in the parcel…). */
  note: optionalText('Note', 1000),
});
export type ReturnUpdateInput = z.input<typeof returnUpdateSchema>;

export const returnLineSchema = z.object({
  productId: idSchema,
  name: z.string(),
  img: z.string(),
  unitCost: z.number(),
  quantity: z.number().int(),
  /** The order's discounts that fell on these units (0 for none): they were paid unitCost × quantity - discount. */
  discount: z.number(),
  /** The laptop the part was bought for, when the shopper had one selected ("ThinkPad T480"). */
  laptop: z.string().nullable(),
  /** Whether the shop listed the part as fitting that laptop when the return was asked for (null: no laptop known). */
  saidFits: z.boolean().nullable(),
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

/** A return's exchange on the wire: the replacement, what it costs or gives back, and where it is. */
export const returnExchangeSchema = z.object({
  productId: idSchema,
  /** The replacement order's id: null until the return is approved. */
  orderId: idSchema.nullable(),
  /** The replacement order's number ("PH-2026-000124"), once placed. */
  orderNumber: z.string().nullable(),
  status: z.enum(EXCHANGE_STATUSES),
  /** Dollars: positive, the customer pays it (the replacement order's total); negative, the shop refunds it. */
  difference: z.number(),
  productName: z.string(),
  img: z.string(),
  /** The replacement's price as agreed when asked for (dollars). */
  unitCost: z.number(),
  quantity: z.number().int(),
});
export type ReturnExchange = z.infer<typeof returnExchangeSchema>;

export const returnEventSchema = z.object({
  status: z.enum(RETURN_STATUSES),
  at: isoDate,
  by: z.enum(['customer', 'admin', 'system']),
  note: z.string(),
});
export type ReturnEvent = z.infer<typeof returnEventSchema>;

export const returnSchema = z.object({
  _id: idSchema,
  /** The return's place among its order's returns (1, 2, …): "Return 2 of PH-2026-000123". */
  number: z.number().int(),
  orderId: idSchema,
  /** The order's number ("PH-2026-000123"). */
  orderNumber: z.string(),
  /** The order's title ("SSD and 1 more") and the customer's e-mail, for lists. */
  orderName: z.string(),
  userEmail: z.string(),
  status: z.enum(RETURN_STATUSES),
  lines: z.array(returnLineSchema),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  /** The shop's last note to the customer (a rejection's reason, instructions). */
  adminNote: z.string(),
  /** Whether the units went back to stock when received (null until then). */
  restock: z.boolean().nullable(),
  /** Where the customer asked the refund to go. */
  refundTo: z.enum(REFUND_DESTINATIONS),
  /** The refund suggested: the returned lines' value with their share of the order's tax, within what is still refundable. */
  suggestedRefund: z.number(),
  /** Where to send the parcel (the shop's return address), once approved; null before. */
  returnAddress: z.string().nullable(),
  refund: refundSchema.nullable(),
  /** A part that fits instead of (some of) the money (issue 31); null for a plain return. */
  exchange: returnExchangeSchema.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  timeline: z.array(returnEventSchema),
});
export type Return = z.infer<typeof returnSchema>;

export const returnListQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES, { message: `Status must be one of ${RETURN_STATUSES.join(', ')}` }).optional(),
  orderId: idSchema.optional(),
  ...pageQueryShape,
});
export type ReturnListQuery = z.input<typeof returnListQuerySchema>;

export const returnPageSchema = pageOf(returnSchema);
export type ReturnPage = z.infer<typeof returnPageSchema>;
