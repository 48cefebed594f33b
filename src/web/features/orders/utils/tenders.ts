import type { Order } from '../../../../shared/schemas/order';

/** Words joined as a sentence does: "a", "a and b", "a, b and c". */
const joined = (parts: string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/** What paid an order besides the card: "store credit and gift card ending ABCD" (empty: the card alone). */
export function tendersText(order: Pick<Order, 'giftCards' | 'storeCredit'>): string {
  const cards = order.giftCards.map((g) => g.last4);
  return joined([
    ...(order.storeCredit > 0 ? ['store credit'] : []),
    ...(cards.length > 0 ? [`${cards.length === 1 ? 'gift card' : 'gift cards'} ending ${joined(cards)}`] : []),
  ]);
}

/** A paid order that gift cards and store credit paid in full: nothing went through a card. */
export const paidWithoutCard = (order: Pick<Order, 'paid' | 'amountDue'>) => order.paid && order.amountDue === 0;
