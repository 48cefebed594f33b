import type { ReactNode } from 'react';
import { formatPrice, toCents, toDollars } from '../../../../shared/money';
import type { OrderLine } from '../../../../shared/schemas/checkout';
import type { Order } from '../../../../shared/schemas/order';
import { Price } from '../../../components/ui/price';
import { LineFitBadge } from '../../../entities/laptop/components/fit-badge';
import { AddressText } from '../../../entities/order/components/address-text';
import { InvoiceLink } from '../../../entities/order/components/document-links';
import { OrderAmounts } from '../../../entities/order/components/order-amounts';
import { guestDocumentHrefs } from '../api/guest-documents';
import { OrderRefunds } from './order-refunds';
import { OrderTenders } from './order-tenders';

const PLACEHOLDER = '/images/placeholder-product.svg';

/** A line as shown: a cart's or an order's, with the laptop it is for and whether the part fits it. */
type ShownLine = Omit<OrderLine, 'laptop' | 'fit' | 'discount'> & Partial<Pick<OrderLine, 'laptop' | 'fit' | 'discount'>>;

interface LinesProps<L extends ShownLine> {
  lines: L[];
  label: string;
  currency?: string;
  /** What a line offers under its price (My Order: "Review this part" once delivered). */
  lineAction?: (line: L) => ReactNode;
}

/** The parts of an order (or a checkout quote): image, name, the laptop it is for, quantity × unit price and the line's total (discounted: the total before struck through). */
export function OrderLines<L extends ShownLine>({ lines, label, currency, lineAction }: LinesProps<L>) {
  return (
    <ul className="flex min-w-0 flex-col gap-2" aria-label={label} data-testid="order-lines">
      {lines.map((line) => (
        <li key={line.productId} className="flex items-center gap-3" data-testid="order-line">
          <img
            src={line.img || PLACEHOLDER}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="bg-base-200 h-12 w-12 shrink-0 rounded object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium break-words">{line.name}</p>
            <LineFitBadge laptop={line.laptop} fit={line.fit} className="my-0.5" />
            <p className="text-base-content/70 text-xs">
              {line.quantity} × {formatPrice(line.unitCost, currency)}
            </p>
            {lineAction?.(line)}
          </div>
          <p className="flex-none text-right text-sm font-semibold whitespace-nowrap">
            <Price
              price={toDollars(toCents(line.lineTotal) - toCents(line.discount ?? 0))}
              regular={line.lineTotal}
              currency={currency}
              priceLabel="After discounts"
              regularLabel="Before discounts"
              className="justify-end"
              testId="line-price"
            />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Where an order goes and how: the address and the shipping option, or a note that they are not chosen yet. */
function Delivery({ order }: { order: Order }) {
  if (!order.shippingAddress || !order.shippingOption) {
    return (
      <p className="text-base-content/70 text-sm">
        No delivery address yet{order.status === 'pending_payment' ? ': it is added on the payment page.' : '.'}
      </p>
    );
  }
  return (
    <>
      <AddressText address={order.shippingAddress} testId="shipping-address" />
      <p className="mt-2 text-sm" data-testid="shipping-option">
        <span className="text-base-content/70">Shipping: </span>
        {order.shippingOption.name}
      </p>
    </>
  );
}

interface BreakdownProps {
  order: Order;
  lineAction?: (line: OrderLine) => ReactNode;
  /** Manage Order: what gift cards and store credit paid (apart from the amounts), and where each refund went in staff's words. */
  staff?: boolean;
  /** A guest's order (no session): its invoice and credit notes are read through its link's token. */
  guestToken?: string;
}

/** An order's lines, delivery, amounts and refunds: My Order and Manage Order show the same (My Order adds an action per line). */
export function OrderBreakdown({ order, lineAction, staff = false, guestToken }: BreakdownProps) {
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]" data-testid="order-breakdown">
      <OrderLines lines={order.lines} label={`Parts in the order for ${order.orderName}`} lineAction={lineAction} />
      <div className="flex min-w-0 flex-col gap-3">
        <div>
          <p className="text-base-content/70 mb-1 text-xs font-semibold tracking-wide uppercase">Delivery</p>
          <Delivery order={order} />
        </div>
        <OrderAmounts totals={order} delivered={Boolean(order.shippingAddress)} paid={order.paid} tenders={!staff} />
        {staff && <OrderTenders order={order} />}
        {guestToken && <InvoiceLink order={order} href={guestDocumentHrefs.invoice(guestToken)} className="text-sm" />}
        <OrderRefunds
          refunds={order.refunds}
          label={`Refunds of the order for ${order.orderName}`}
          staff={staff}
          creditNoteHref={guestToken ? (refundId) => guestDocumentHrefs.creditNote(guestToken, refundId) : undefined}
        />
      </div>
    </div>
  );
}
