import { formatPrice } from '../../../../shared/money';
import type { Refund } from '../../../../shared/schemas/refund';

/**
 * Where a refund's money went, in words for the customer: "$20.00 to your card, $10.00 back on gift
 * card ending ABCD and $5.00 as store credit". Empty when there is nothing to say (no part).
 */
export function refundDestinations(refund: Pick<Refund, 'toCard' | 'toGiftCards' | 'toStoreCredit'>, currency?: string): string {
  const price = (v: number) => formatPrice(v, currency);
  const parts = [
    ...(refund.toCard > 0 ? [`${price(refund.toCard)} to your card`] : []),
    ...refund.toGiftCards.filter((g) => g.amount > 0).map((g) => `${price(g.amount)} back on gift card ending ${g.last4}`),
    ...(refund.toStoreCredit > 0 ? [`${price(refund.toStoreCredit)} as store credit`] : []),
  ];
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
