import { formatPrice } from '../../../../shared/money';
import type { Order } from '../../../../shared/schemas/order';

/**
 * What paid the order besides the card (Manage Order): each gift card by its last four, the store
 * credit, and what was left for the card (`amountDue`). Nothing when the card paid it all.
 */
export function OrderTenders({ order }: { order: Pick<Order, 'giftCards' | 'storeCredit' | 'amountDue' | 'orderNumber'> }) {
  if (order.giftCards.length === 0 && order.storeCredit === 0) return null;
  return (
    <section aria-label={`How order ${order.orderNumber} was paid`} data-testid="order-tenders">
      <p className="text-base-content/70 mb-1 text-xs font-semibold tracking-wide uppercase">Paid with</p>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm [&>dd]:pl-4">
        {order.giftCards.map((g, i) => (
          <div key={`${g.last4}-${i}`} className="contents" data-testid="order-tender-gift-card">
            <dt className="text-base-content/70">Gift card ending {g.last4}</dt>
            <dd className="text-right">{formatPrice(g.amount)}</dd>
          </div>
        ))}
        {order.storeCredit > 0 && (
          <>
            <dt className="text-base-content/70">Store credit</dt>
            <dd className="text-right" data-testid="order-tender-store-credit">
              {formatPrice(order.storeCredit)}
            </dd>
          </>
        )}
        <dt className="text-base-content/70">Card</dt>
        <dd className="text-right" data-testid="order-amount-due">
          {order.amountDue === 0 ? 'Nothing' : formatPrice(order.amountDue)}
        </dd>
      </dl>
    </section>
  );
}
