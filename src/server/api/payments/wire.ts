import { toDollars } from '../../../shared/money.js';
import type { Refund } from '../../../shared/schemas/refund.js';
import type { RefundRow } from '../../modules/payments/service.js';
import type { OrderGiftCardRow } from '../../modules/orders/service.js';
import type { OrderGiftCard } from '../../../shared/schemas/gift-card.js';

/** Gift cards that paid (or got back) part of an order: by their last four characters only. */
export const giftCardsToWire = (cards: OrderGiftCardRow[]): OrderGiftCard[] =>
  cards.map((g) => ({ last4: g.last4, amount: toDollars(g.amountCents) }));

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** A refund on the wire (money in dollars), with its credit note's number once it has one. */
export const refundToWire = (r: RefundRow, creditNoteNumber: string | null = null): Refund => ({
  _id: r.id,
  amount: toDollars(r.amountCents),
  reason: r.reason,
  status: r.status,
  providerRefundId: r.providerRefundId,
  creditNoteNumber,
  toCard: toDollars(r.cardCents),
  toGiftCards: giftCardsToWire(r.giftCards),
  toStoreCredit: toDollars(r.storeCreditCents),
  createdAt: r.createdAt.toISOString(),
});
