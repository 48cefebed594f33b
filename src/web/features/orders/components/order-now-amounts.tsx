import { formatPrice } from '../../../../shared/money';
import { OrderAmounts } from '../../../entities/order/components/order-amounts';
import { useCheckoutQuote } from '../api/get-checkout-quote';
import type { OrderDelivery } from './order-now';

interface Props {
  productId: string;
  unitCost: number;
  /** The units asked for; 0 while the quantity field holds no valid number. */
  quantity: number;
  /** The delivery chosen in the dialog (null: none yet, or the dialog has no delivery picker). */
  delivery: OrderDelivery | null;
}

/** "Parts subtotal": what the dialog shows until the server has priced a delivery. */
function PartsSubtotal({ subtotal, note }: { subtotal: number; note: string }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="flex items-baseline justify-between text-lg">
        <span>Parts subtotal</span>
        <strong data-testid="order-subtotal">{formatPrice(subtotal)}</strong>
      </p>
      <p className="text-base-content/70 text-sm" data-testid="order-amounts-note">
        {note}
      </p>
    </div>
  );
}

/**
 * Order Now's money: with a shipping option chosen, the server's quote for this one line (subtotal,
 * shipping, tax, total); before that the parts' subtotal, labelled so, and where shipping and tax come in.
 * Never a total without shipping.
 */
export function OrderNowAmounts({ productId, unitCost, quantity, delivery }: Props) {
  const product = quantity > 0 ? { productId, quantity } : undefined;
  const quote = useCheckoutQuote(product ? delivery : null, product ? `${productId}×${quantity}` : '', product);
  const subtotal = unitCost * quantity;
  let shown;
  if (!delivery) {
    shown = (
      <PartsSubtotal subtotal={subtotal} note="Shipping and tax are added on the payment page, where you give the delivery address." />
    );
  } else if (!delivery.shippingOptionId) {
    shown = <PartsSubtotal subtotal={subtotal} note="Choose a shipping option to see shipping, tax and the total." />;
  } else if (quote.isError) {
    shown = <PartsSubtotal subtotal={subtotal} note={`Shipping and tax could not be worked out: ${quote.error.message}`} />;
  } else if (quote.data && product) {
    shown = <OrderAmounts totals={quote.data} currency={quote.data.currency} />;
  } else {
    shown = <PartsSubtotal subtotal={subtotal} note="Working out shipping and tax…" />;
  }
  return (
    <div className="mt-3 sm:col-span-2" aria-live="polite" aria-busy={quote.isFetching || undefined} data-testid="order-now-amounts">
      {shown}
    </div>
  );
}
