import { z } from 'zod';
import { idSchema, isoDate, numberInput, pageOf, pageQueryShape } from './common.js';

/**
 * A gift card's code as people see it: 16 letters and digits in groups of four
 * ("KQ7M-4TZP-X9HB-2WNC"), from an alphabet without look-alikes (no 0, O, 1, I, L, U).
 */
export const GIFT_CARD_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;

/** A code as typed, without spaces or dashes and in capitals (how it is compared). */
export const normaliseGiftCardCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();

/** The code in groups of four. */
export const formatGiftCardCode = (code: string) => normaliseGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-');

const CODE_MESSAGE = 'A gift card code has 16 letters and digits, for example KQ7M-4TZP-X9HB-2WNC';

/** A gift card code typed by someone: compared without spaces, dashes or case. */
export const giftCardCodeSchema = z
  .string({ message: CODE_MESSAGE })
  .trim()
  .max(40, { message: CODE_MESSAGE })
  .transform(normaliseGiftCardCode)
  .pipe(z.string().regex(new RegExp(`^[${GIFT_CARD_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`), { message: CODE_MESSAGE }));

/** POST /api/gift-cards/balance. */
export const giftCardBalanceInputSchema = z.object({ code: giftCardCodeSchema });
export type GiftCardBalanceInput = z.input<typeof giftCardBalanceInputSchema>;

export const giftCardBalanceSchema = z.object({
  /** What is left on it, in the shop's currency. */
  balance: z.number(),
  currency: z.string(),
  expiresAt: isoDate.nullable(),
  /** The code's last four characters (how receipts name it). */
  last4: z.string(),
  /** Whether it can pay now (not expired, not disabled, something left). */
  usable: z.boolean(),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

const MAX_GIFT_CARD = 10_000;

/** POST /api/admin/gift-cards: the amount, and optionally when it expires and who gets it by e-mail. */
export const giftCardIssueSchema = z.object({
  amount: numberInput('Amount', '50').pipe(
    z
      .number()
      .positive({ message: 'Amount must be above 0' })
      .max(MAX_GIFT_CARD, { message: `Amount must be at most ${MAX_GIFT_CARD}` })
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'Amount can have at most 2 decimals, for example 50' }),
  ),
  expiresAt: z.iso
    .datetime({ offset: true, message: 'Expires at must be a date and time, for example 2027-12-31T23:59:59Z' })
    .transform((v) => new Date(v))
    .refine((d) => d.getTime() > Date.now(), { message: 'Expires at must be in the future' })
    .nullish(),
  recipientEmail: z
    .email({ message: 'Recipient e-mail must be an e-mail address, for example name@example.com' })
    .transform((v) => v.trim().toLowerCase())
    .nullish(),
  /** A line for the recipient's e-mail ("Happy birthday!"). */
  message: z.string().trim().max(500, { message: 'Message must be at most 500 characters' }).nullish(),
});
export type GiftCardIssueInput = z.input<typeof giftCardIssueSchema>;

export const GIFT_CARD_ENTRY_KINDS = ['issued', 'redeemed', 'released', 'refunded', 'disabled'] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];

/** One row of a gift card's ledger: what was put on it (+) or taken off (−). */
export const giftCardEntrySchema = z.object({
  _id: idSchema,
  kind: z.enum(GIFT_CARD_ENTRY_KINDS),
  amount: z.number(),
  orderId: idSchema.nullable(),
  orderNumber: z.string().nullable(),
  createdAt: isoDate,
});
export type GiftCardEntry = z.infer<typeof giftCardEntrySchema>;

/** A gift card as staff see it: never its code (only its last four), except once when issued. */
export const adminGiftCardSchema = z.object({
  _id: idSchema,
  last4: z.string(),
  /** What it was issued for, and what is left (the sum of its ledger). */
  initialAmount: z.number(),
  balance: z.number(),
  currency: z.string(),
  expiresAt: isoDate.nullable(),
  recipientEmail: z.string().nullable(),
  /** Issued by staff, or sold (the order that bought it). */
  source: z.enum(['admin', 'order']),
  orderId: idSchema.nullable(),
  orderNumber: z.string().nullable(),
  disabledAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

/** POST /api/admin/gift-cards answers the code once (it is kept only as a hash). */
export const issuedGiftCardSchema = adminGiftCardSchema.extend({ code: z.string(), expiresAt: isoDate.nullable() });
export type IssuedGiftCard = z.infer<typeof issuedGiftCardSchema>;

export const giftCardDetailSchema = adminGiftCardSchema.extend({ entries: z.array(giftCardEntrySchema) });
export type GiftCardDetail = z.infer<typeof giftCardDetailSchema>;

export const giftCardListQuerySchema = z.object({
  /** The last characters of a code, or a recipient's e-mail. */
  q: z.string().trim().max(200).optional(),
  ...pageQueryShape,
});
export type GiftCardListQuery = z.input<typeof giftCardListQuerySchema>;
export const giftCardPageSchema = pageOf(adminGiftCardSchema);
export type GiftCardPage = z.infer<typeof giftCardPageSchema>;

export const STORE_CREDIT_ENTRY_KINDS = ['refund', 'used', 'released', 'returned', 'adjustment'] as const;
export type StoreCreditEntryKind = (typeof STORE_CREDIT_ENTRY_KINDS)[number];

export const STORE_CREDIT_ENTRY_LABELS: Record<StoreCreditEntryKind, string> = {
  refund: 'Refund as store credit',
  used: 'Paid an order',
  released: 'Back from an order that was not paid',
  returned: 'Back from a refunded order',
  adjustment: 'Adjusted by the shop',
};

export const storeCreditEntrySchema = z.object({
  _id: idSchema,
  kind: z.enum(STORE_CREDIT_ENTRY_KINDS),
  /** + credit given, − credit spent. */
  amount: z.number(),
  orderId: idSchema.nullable(),
  orderNumber: z.string().nullable(),
  note: z.string(),
  createdAt: isoDate,
});
export type StoreCreditEntry = z.infer<typeof storeCreditEntrySchema>;

/** GET /api/me/store-credit: the balance is the sum of the entries (newest first). */
export const storeCreditSchema = z.object({ balance: z.number(), currency: z.string(), entries: z.array(storeCreditEntrySchema) });
export type StoreCredit = z.infer<typeof storeCreditSchema>;

/** A gift card that paid part of an order, as the order names it. */
export const orderGiftCardSchema = z.object({ last4: z.string(), amount: z.number() });
export type OrderGiftCard = z.infer<typeof orderGiftCardSchema>;

/** Where a refund's money goes: back the way it was paid (card, gift cards, credit), or all to store credit. */
export const REFUND_DESTINATIONS = ['original', 'store_credit'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** The gift card codes typed at checkout (at most 5, each once). */
export const giftCardCodesSchema = z
  .array(giftCardCodeSchema, { message: 'Gift card codes must be a list' })
  .max(5, { message: 'At most 5 gift cards pay one order' })
  .transform((codes) => [...new Set(codes)]);
