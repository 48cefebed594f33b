import { Fragment } from 'react';
import { formatPrice } from '../../../../shared/money';
import type { OrderGiftCard } from '../../../../shared/schemas/gift-card';
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
  /** What the customer's store credit pays (first), the gift cards that pay (in order), and what is left for the card. */
  storeCredit?: number;
  giftCards?: OrderGiftCard[];
  amountDue?: number;
}

/** A true minus sign before an amount taken off: formatPrice's hyphen reads as a dash. */
const minus = (text: string) => `\u2212${text}`;

/** Under the total, when anything but the card pays: the store credit, each gift card, and what the card pays. */
function Tenders({ totals, price, paid }: { totals: Totals; price: (v: number) => string; paid: boolean }) {
  const cards = totals.giftCards ?? [];
  const credit = totals.storeCredit ?? 0;
  if (credit <= 0 && cards.length === 0) return null;
  const due = totals.amountDue ?? 0;
  return (
    <>
      {credit > 0 && (
        <>
          <dt className="text-base-content/70">Store credit</dt>
          <dd className="text-right" data-testid="amounts-store-credit">
            {minus(price(credit))}
          </dd>
        </>
      )}
      {cards.map((card, i) => (
        <Fragment key={`${card.last4}-${i}`}>
          <dt className="text-base-content/70">
            Gift card ending <span className="font-mono">{card.last4}</span>
          </dt>
          <dd className="text-right" data-testid="amounts-gift-card">
            {minus(price(card.amount))}
          </dd>
        </Fragment>
      ))}
      {!(paid && due === 0) && (
        <>
          <dt className="border-base-300 mt-1 border-t pt-1 font-semibold">{paid ? 'Paid by card' : 'To pay by card'}</dt>
          <dd className="border-base-300 mt-1 border-t pt-1 text-right font-bold" data-testid="amounts-due">
            {price(due)}
          </dd>
        </>
      )}
    </>
  );
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

interface Props {
  totals: Totals;
  currency?: string;
  /** Whether shipping and tax are known (an order without its delivery yet: no). */
  delivered?: boolean;
  /** A paid order: what the card paid, rather than what is left to pay by card. */
  paid?: boolean;
  /** Whether to list what store credit and gift cards pay (false: the screen shows them apart, as Manage Order does). */
  tenders?: boolean;
}

/**
 * Subtotal, the discounts, shipping, tax with its rate, and the total, as the server worked them
 * out; then what store credit and gift cards pay and what the card pays, and what was refunded.
 */
export function OrderAmounts({ totals, currency, delivered = true, paid = false, tenders = true }: Props) {
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
      {tenders && <Tenders totals={totals} price={price} paid={paid} />}
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
