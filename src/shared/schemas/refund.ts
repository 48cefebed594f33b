import { z } from 'zod';
import { idSchema, isoDate, numberInput, requiredText } from './common.js';
import { orderGiftCardSchema, REFUND_DESTINATIONS } from './gift-card.js';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Money given back on a paid order, through the payment provider. */
export const refundSchema = z.object({
  _id: idSchema,
  amount: z.number(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  providerRefundId: z.string().nullable(),
  /** The credit note's number once the refund succeeded (its HTML: GET /api/refunds/{id}/credit-note). */
  creditNoteNumber: z.string().nullable(),
  /** Where the money went: to the card, back onto gift cards, as store credit (they add up to `amount`). */
  toCard: z.number(),
  toGiftCards: z.array(orderGiftCardSchema),
  toStoreCredit: z.number(),
  createdAt: isoDate,
});
export type Refund = z.infer<typeof refundSchema>;

/** POST /api/order/{id}/refunds (admin): how much, and why (the customer sees the reason). */
export const refundCreateSchema = z.object({
  amount: numberInput('Refund amount', '24.99').pipe(
    z
      .number()
      .positive({ message: 'Refund amount must be above 0' })
      .max(1_000_000, { message: 'Refund amount must be at most 1000000' })
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
        message: 'Refund amount can have at most 2 decimals, for example 24.99',
      }),
  ),
  reason: requiredText('Reason', 500, 'Write the reason for the refund (the customer sees it)'),
  /** Back the way it was paid (the card first, then gift cards, then store credit), or all of it as store credit. */
  to: z.enum(REFUND_DESTINATIONS, { message: 'Refund to must be original or store_credit' }).optional().default('original'),
});
export type RefundCreateInput = z.input<typeof refundCreateSchema>;
