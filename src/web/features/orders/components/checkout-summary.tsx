import { deliveryDays } from '../../../entities/order/model/delivery-days';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../../shared/money';
import type { OrderLine, Quote } from '../../../../shared/schemas/checkout';
import { Skeleton } from '../../../components/ui/skeleton';
import { OrderAmounts } from '../../../entities/order/components/order-amounts';
import { OrderLines } from './order-breakdown';

interface Props {
  /** The cart's lines, shown until the server's quote is there. */
  lines: (Omit<OrderLine, 'laptop' | 'discount'> & { discount?: number })[];
  subtotal: number;
  quote: Quote | undefined;
  /** A quote for a newer choice is on its way (the last one stays on screen, dimmed). */
  updating: boolean;
  /** Whether an address and a shipping option are chosen. */
  chosen: boolean;
  /** Shown instead of the note asking for a delivery when there is no quote for another reason. */
  note?: string;
  /** The discount code, the "Place order" button and their messages. */
  children: ReactNode;
}

/** The checkout's summary: the parts, and subtotal, discounts, shipping, tax (with its rate) and total from the server's quote. */
export function CheckoutSummary({ lines, subtotal, quote, updating, chosen, note, children }: Props) {
  let amounts: ReactNode;
  if (quote) amounts = <OrderAmounts totals={quote} currency={quote.currency} />;
  else if (chosen) amounts = <Skeleton className="h-24 w-full" />;
  else
    amounts = (
      <>
        <dl className="flex justify-between gap-4 text-sm">
          <dt className="text-base-content/70">Subtotal</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </dl>
        <p className="text-base-content/70 text-sm">
          {note ?? 'Choose a delivery address and a shipping option to see shipping, tax and the total.'}
        </p>
      </>
    );
  return (
    <section aria-labelledby="checkout-summary-title" className="card card-border bg-base-100 h-fit lg:sticky lg:top-20">
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id="checkout-summary-title" className="card-title text-lg">
          Summary
        </h2>
        <OrderLines lines={quote?.lines ?? lines} label="Parts in your order" currency={quote?.currency} />
        <div
          className={`border-base-300 flex flex-col gap-2 border-t pt-3 transition-opacity ${updating ? 'opacity-60' : ''}`}
          aria-busy={updating || undefined}
          aria-live="polite"
          data-testid="checkout-amounts"
        >
          {amounts}
        </div>
        {quote && (
          <p className="text-base-content/70 text-xs">
            Delivery: {deliveryDays(quote.shippingOption.days).toLowerCase()} by {quote.shippingOption.name}.
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
