import { formatPrice } from '../../../../shared/money';
import type { RefundDestination } from '../../../../shared/schemas/gift-card';
import type { Refund } from '../../../../shared/schemas/refund';

/** Where staff may send a refund, as the refund dialog and a return's refund step offer it. */
export const REFUND_TO_LABELS: Record<RefundDestination, string> = {
  original: 'The way it was paid',
  store_credit: 'Store credit',
};

/** What each choice does, under its label. */
export const REFUND_TO_HINTS: Record<RefundDestination, string> = {
  original: 'To the card through the payment provider first, then back onto any gift cards and store credit that paid.',
  store_credit: "All of it as store credit on the customer's account, to spend at checkout at once.",
};

/** Where a refund's money went, in parts: "$3.00 to the card", "$2.00 back on gift card ending ABCD", "$1.00 as store credit". */
export function refundDestinationParts(r: Pick<Refund, 'toCard' | 'toGiftCards' | 'toStoreCredit'>): string[] {
  return [
    ...(r.toCard > 0 ? [`${formatPrice(r.toCard)} to the card`] : []),
    ...r.toGiftCards.map((g) => `${formatPrice(g.amount)} back on gift card ending ${g.last4}`),
    ...(r.toStoreCredit > 0 ? [`${formatPrice(r.toStoreCredit)} as store credit`] : []),
  ];
}

/**
 * Where a refund's money went, as the customer reads it: "$20.00 to your card, $10.00 back on gift
 * card ending ABCD and $5.00 as store credit". Empty when there is nothing to say.
 */
export function refundDestinations(r: Pick<Refund, 'toCard' | 'toGiftCards' | 'toStoreCredit'>): string {
  const parts = [
    ...(r.toCard > 0 ? [`${formatPrice(r.toCard)} to your card`] : []),
    ...r.toGiftCards.map((g) => `${formatPrice(g.amount)} back on gift card ending ${g.last4}`),
    ...(r.toStoreCredit > 0 ? [`${formatPrice(r.toStoreCredit)} as store credit`] : []),
  ];
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
