import { Fragment } from 'react';
import { formatPrice } from '../../../../shared/money';
import type { OrderDiscount } from '../../../../shared/schemas/promotion';

/** "12.5%" from 0.125 (up to two decimals). */
export const percent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;

export interface Totals {
  subtotal: number;
  shipping: number;
  tax: number;
  taxRate: number;
  cost: number;
  /** Money given back so far (an order's refunds that succeeded). */
  refunded?: number;
  /** The promotions applied (an automatic one, then the shopper's code). */
  discounts?: OrderDiscount[];
}

/** Each discount under the subtotal: its label and code, and what it took off (a free-shipping code shows in Shipping). */
function Discounts({ discounts, price }: { discounts: OrderDiscount[]; price: (v: number) => string }) {
  return discounts.map((d) => (
    <Fragment key={d.promotionId}>
      <dt className="text-base-content/70 min-w-0 break-words" data-testid="amounts-discount">
        {d.label}
        {d.code && (
          <>
            {' '}
            <span className="badge badge-outline badge-sm font-mono">
              <span className="sr-only">code </span>
              {d.code}
            </span>
          </>
        )}
      </dt>
      <dd className="text-right">
        {d.kind === 'free_shipping' ? (
          'Free shipping'
        ) : (
          <>
            {/* A true minus sign: formatPrice's hyphen reads as a dash. */}
            {'\u2212'}
            {price(d.amount)}
          </>
        )}
      </dd>
    </Fragment>
  ));
}

/** Subtotal, the discounts, shipping, tax with its rate, and the total, as the server worked them out; what was refunded under it. */
export function OrderAmounts({ totals, currency, delivered = true }: { totals: Totals; currency?: string; delivered?: boolean }) {
  const price = (v: number) => formatPrice(v, currency);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm [&>dd]:pl-4" data-testid="order-amounts">
      <dt className="text-base-content/70">Subtotal</dt>
      <dd className="text-right">{price(totals.subtotal)}</dd>
      {totals.discounts && <Discounts discounts={totals.discounts} price={price} />}
      {delivered ? (
        <>
          <dt className="text-base-content/70">Shipping</dt>
          <dd className="text-right">{totals.shipping === 0 ? 'Free' : price(totals.shipping)}</dd>
          <dt className="text-base-content/70">Tax{totals.taxRate > 0 && ` (${percent(totals.taxRate)})`}</dt>
          <dd className="text-right">{price(totals.tax)}</dd>
        </>
      ) : (
        <>
          <dt className="text-base-content/70">Shipping and tax</dt>
          <dd className="text-right">with the delivery</dd>
        </>
      )}
      <dt className="border-base-300 mt-1 border-t pt-1 font-semibold">Total</dt>
      <dd className="border-base-300 mt-1 border-t pt-1 text-right font-bold" data-testid="amounts-total">
        {price(totals.cost)}
      </dd>
      {totals.refunded !== undefined && totals.refunded > 0 && (
        <>
          <dt className="text-base-content/70">Refunded</dt>
          <dd className="text-right" data-testid="amounts-refunded">
            {/* A true minus sign: formatPrice's hyphen reads as a dash. */}
            {'\u2212'}
            {price(totals.refunded)}
          </dd>
        </>
      )}
    </dl>
  );
}
