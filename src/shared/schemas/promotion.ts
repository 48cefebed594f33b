import { z } from 'zod';
import { CATEGORY_SLUGS } from '../constants.js';
import { idSchema, isoDate, numberInput, requiredText } from './common.js';

/** What a promotion takes off: a share of the lines it covers, an amount off them, or the shipping. */
export const PROMOTION_KINDS = ['percentage', 'fixed', 'free_shipping'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Where a promotion stands now (worked out from its dates, its pause and its uses). */
export const PROMOTION_STATUSES = ['scheduled', 'running', 'paused', 'used_up', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
  scheduled: 'Scheduled',
  running: 'Running',
  paused: 'Paused',
  used_up: 'Used up',
  ended: 'Ended',
};

/** A discount code as shoppers type it: letters, digits, dashes and underscores; compared without case. */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

/** A discount on an order or a quote: which promotion, its code (none for an automatic one), and what it took off. */
/** What took money off an order: a promotion's kind, or `exchange` (a return's exchange credit, issue 31; `promotionId` is the return's id). */
export const ORDER_DISCOUNT_KINDS = [...PROMOTION_KINDS, 'exchange'] as const;

export const orderDiscountSchema = z.object({
  code: z.string().optional(),
  promotionId: idSchema,
  label: z.string(),
  kind: z.enum(ORDER_DISCOUNT_KINDS),
  /** What it took off, in the shop's currency (a free-shipping code: the shipping it saved; `shipping` is then 0). */
  amount: z.number(),
});
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

/** An automatic promotion running now, as shoppers see it (GET /api/promotions/active): never a code. */
export const activePromotionSchema = z.object({
  _id: idSchema,
  label: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  value: z.number().nullable(),
  minSubtotal: z.number().nullable(),
  minQuantity: z.number().int().nullable(),
  productIds: z.array(idSchema),
  categories: z.array(z.string()),
  brands: z.array(z.string()),
  endsAt: isoDate.nullable(),
});
export type ActivePromotion = z.infer<typeof activePromotionSchema>;

/** A promotion as staff manage it. */
export const promotionSchema = activePromotionSchema.extend({
  code: z.string().nullable(),
  firstOrderOnly: z.boolean(),
  customerEmails: z.array(z.string()),
  startsAt: isoDate.nullable(),
  usageLimit: z.number().int().nullable(),
  usageLimitPerCustomer: z.number().int().nullable(),
  paused: z.boolean(),
  endedAt: isoDate.nullable(),
  status: z.enum(PROMOTION_STATUSES),
  /** Orders placed with it and not cancelled or expired. */
  uses: z.number().int(),
  /** What it took off those orders, and what they came to (in the shop's currency). */
  discountTotal: z.number(),
  revenue: z.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionUsageSchema = z.object({
  uses: z.number().int(),
  orders: z.array(
    z.object({ orderId: idSchema, orderNumber: z.string(), email: z.string(), discount: z.number(), total: z.number(), placedAt: isoDate }),
  ),
});
export type PromotionUsage = z.infer<typeof promotionUsageSchema>;

const amount = (label: string) =>
  numberInput(label, '10').pipe(
    z
      .number()
      .positive({ message: `${label} must be above 0` })
      .max(100_000, { message: `${label} must be at most 100000` })
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: `${label} can have at most 2 decimals, for example 9.99` }),
  );

const whole = (label: string, max: number) =>
  numberInput(label).pipe(
    z
      .number()
      .int({ message: `${label} must be a whole number, for example 10` })
      .min(1, { message: `${label} must be at least 1` })
      .max(max, { message: `${label} must be at most ${max}` }),
  );

const when = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label} must be a date and time, for example 2026-12-24T18:00:00Z` })
    .transform((v) => new Date(v));

const emailList = z
  .array(z.email({ message: 'Customer e-mails must be e-mail addresses' }), {
    message: 'Customer e-mails must be a list of e-mail addresses',
  })
  .max(1000, { message: 'Customer e-mails can hold at most 1000 addresses' })
  .transform((list) => [...new Set(list.map((e) => e.trim().toLowerCase()))]);

/** Every field of a promotion a staff member sets; a missing or null field means "no such condition". */
const promotionFields = {
  label: requiredText('Label', 120),
  code: z
    .string({ message: 'Code must be text' })
    .trim()
    .regex(PROMOTION_CODE_PATTERN, { message: 'Code must be 3 to 40 letters, digits, dashes or underscores' })
    .nullish(),
  kind: z.enum(PROMOTION_KINDS, { message: 'Kind must be percentage, fixed or free_shipping' }),
  value: numberInput('Value', '10').nullish(),
  minSubtotal: amount('Minimum subtotal').nullish(),
  minQuantity: whole('Minimum quantity', 1000).nullish(),
  productIds: z.array(idSchema, { message: 'Products must be a list of product ids' }).max(500).optional(),
  categories: z
    .array(z.enum(CATEGORY_SLUGS, { message: `Categories must be among ${CATEGORY_SLUGS.join(', ')}` }), {
      message: 'Categories must be a list of category names',
    })
    .optional(),
  brands: z.array(z.string().trim().min(1).max(100), { message: 'Brands must be a list of brand names' }).max(100).optional(),
  firstOrderOnly: z.boolean({ message: 'First order only must be true or false' }).optional(),
  customerEmails: emailList.optional(),
  startsAt: when('Starts at').nullish(),
  endsAt: when('Ends at').nullish(),
  usageLimit: whole('Usage limit', 10_000_000).nullish(),
  usageLimitPerCustomer: whole('Uses per customer', 1000).nullish(),
  paused: z.boolean({ message: 'Paused must be true or false' }).optional(),
};

/** The fields a promotion's rules read together (values as the wire has them: a percentage, dollars). */
export interface PromotionRuleFields {
  kind?: PromotionKind | undefined;
  value?: number | null | undefined;
  startsAt?: Date | null | undefined;
  endsAt?: Date | null | undefined;
  usageLimit?: number | null | undefined;
  usageLimitPerCustomer?: number | null | undefined;
}

const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/**
 * What is wrong with the fields together, by field (none: empty): a value that suits the kind, an
 * end after the start, a limit per customer within the total one. The input schema's check, and the
 * server's once an update is laid over what is stored.
 */
export function promotionProblems(v: PromotionRuleFields): Record<string, string> {
  const problems: Record<string, string> = {};
  const { kind, value } = v;
  if (kind === 'free_shipping' && value != null) problems.value = 'Free shipping takes no value';
  if (kind === 'percentage' && (value == null || !(value > 0 && value <= 100) || !twoDecimals(value)))
    problems.value = 'Value must be a percentage above 0 and at most 100, for example 10';
  if (kind === 'fixed' && (value == null || !(value > 0 && value <= 100_000) || !twoDecimals(value)))
    problems.value = 'Value must be an amount above 0 and at most 100000 with at most 2 decimals, for example 5';
  if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt) problems.endsAt = 'Ends at must be after Starts at';
  if (v.usageLimit != null && v.usageLimitPerCustomer != null && v.usageLimitPerCustomer > v.usageLimit)
    problems.usageLimitPerCustomer = 'Uses per customer cannot be more than the usage limit';
  return problems;
}

function checkValue(v: PromotionRuleFields, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(promotionProblems(v))) ctx.addIssue({ code: 'custom', path: [field], message });
}

/** POST /api/admin/promotions: no `code` makes an automatic promotion. */
export const promotionInputSchema = z.object(promotionFields).superRefine(checkValue);
export type PromotionInput = z.input<typeof promotionInputSchema>;
export type PromotionFields = z.output<typeof promotionInputSchema>;

/** PUT /api/admin/promotions/{id}: the same fields, each optional (the kind and value are checked together with the stored ones). */
export const promotionUpdateSchema = z.object(promotionFields).partial();
export type PromotionUpdate = z.output<typeof promotionUpdateSchema>;

/** A discount code typed at checkout (compared without case). */
export const discountCodeSchema = z
  .string({ message: 'Discount code must be text' })
  .trim()
  .max(40, { message: 'That discount code does not exist.' })
  .transform((v) => v || undefined);
