import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/money';
import type { OrderLine } from '../../../../shared/schemas/checkout';
import { isLapsed, type Order } from '../../../../shared/schemas/order';
import { InvoiceLink } from '../../../entities/order/components/document-links';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { firstProductId, unitsOf, unitsText } from '../utils/order-units';
import { isReturnable } from '../utils/returnable';
import { paidWithoutCard, tendersText } from '../utils/tenders';
import { OrderBreakdown } from './order-breakdown';
import { OrderTimeline } from './order-timeline';
import { PartialRefund } from './partial-refund';
import { formatOrderDate, OrderStatusBadge } from './order-status-badge';
import { TrackingNumber } from './tracking-number';
import { Button } from '../../../components/ui/button';

interface ItemProps {
  order: Order;
  deleting: boolean;
  onDelete: () => void;
}

/** What the page adds to an order from other features: the "Return items" dialog and the order's returns. */
export interface ReturnSlots {
  /** Opens the return dialog for this order (offered while its return window is open). */
  onReturn?: (order: Order) => void;
  /** The order's returns, shown under its parts. */
  renderReturns?: (order: Order) => ReactNode;
}

/** What the page adds from the product reviews: "Review this part" on each line of a delivered order. */
export interface ReviewSlot {
  onReview?: (line: OrderLine, order: Order) => void;
}

/** The line's "Review this part" (named with the part for screen readers). */
function ReviewButton({ line, onReview }: { line: OrderLine; onReview: () => void }) {
  return (
    <Button
      variant="ghost"
      size="xs"
      className="border-base-300 mt-1"
      onClick={onReview}
      aria-label={`Review this part: ${line.name}`}
      data-testid="review-part"
    >
      Review this part
    </Button>
  );
}

/** An expired order's way back: the (first) product's page, to order it again. */
function OrderAgain({ order }: { order: Order }) {
  const productId = firstProductId(order);
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <p className="text-base-content/70 text-xs">Not paid in time: its parts went back on the shelf.</p>
      {productId && (
        <Link
          to={paths.productDetail.getHref(productId)}
          className="btn btn-primary btn-outline btn-sm"
          aria-label={`Order ${order.orderName} again`}
        >
          Order again
        </Link>
      )}
    </div>
  );
}

/** Pay and Delete while unpaid; the transaction id once paid; Order again once expired; nothing for a cancelled order. */
function OrderActions({ order, deleting, onDelete }: ItemProps) {
  if (order.status === 'cancelled') return null;
  if (order.status === 'expired') return <OrderAgain order={order} />;
  if (order.paid) {
    return (
      <div className="flex flex-col gap-1 sm:items-end">
        {paidWithoutCard(order) ? (
          <p className="text-sm sm:text-right" data-testid="paid-with">
            {order.exchangeFor ? `Paid by the exchange credit of ${order.exchangeFor.label}` : `Paid with your ${tendersText(order)}`}
          </p>
        ) : (
          <p className="text-sm break-all sm:text-right">
            <span className="text-base-content/70">Transaction id: </span>
            <span className="font-mono" data-testid="transaction-id">
              {order.transactionId}
            </span>
          </p>
        )}
        <InvoiceLink order={order} className="text-sm" />
      </div>
    );
  }
  if (order.status !== 'pending_payment') return null;
  return (
    <div className="flex gap-2">
      <Link to={paths.dashboard.payment.getHref(order._id)} className="btn btn-primary btn-sm" aria-label={`Pay for ${order.orderName}`}>
        Pay
      </Link>
      <Button variant="error" size="sm" outline onClick={onDelete} busy={deleting} aria-label={`Delete the order for ${order.orderName}`}>
        Delete
      </Button>
    </div>
  );
}

/** "Return items" while the order's return window is open, with the day it closes. */
function ReturnOffer({ order, onReturn }: { order: Order; onReturn?: (order: Order) => void }) {
  if (!onReturn || !isReturnable(order)) return null;
  return (
    <div className="flex flex-col gap-1 sm:items-end" data-testid="return-offer">
      <Button size="sm" outline onClick={() => onReturn(order)} aria-label={`Return items from the order for ${order.orderName}`}>
        Return items
      </Button>
      <p className="text-base-content/70 text-xs">Returns accepted until {formatDate(order.returnableUntil!)}</p>
    </div>
  );
}

/** A disclosure with the order's timeline: each step, when and by whom. */
function OrderDetails({ order }: { order: Order }) {
  return (
    <details className="group border-base-300 border-t pt-2" data-testid="order-details">
      <summary className="text-primary flex w-fit cursor-pointer list-none items-center gap-1 rounded text-sm font-medium [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 transition-transform group-open:rotate-90"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="m9 6 6 6-6 6" />
        </svg>
        Details<span className="sr-only"> of the order for {order.orderName}</span>
      </summary>
      <div className="grid gap-4 pt-3 pb-1 sm:grid-cols-[1fr_auto]">
        <OrderTimeline events={order.timeline} label={`History of the order for ${order.orderName}`} />
        <dl className="text-base-content/70 grid h-fit grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs sm:text-right">
          <dt>Order</dt>
          <dd className="font-mono break-all">{order.orderNumber}</dd>
          <dt>Phone</dt>
          <dd>{order.number}</dd>
        </dl>
      </div>
    </details>
  );
}

/** One order in My Order: its parts, delivery and amounts, status, tracking, actions and its history. */
export function MyOrderItem({ order, deleting, onDelete, onReturn, renderReturns, onReview }: ItemProps & ReturnSlots & ReviewSlot) {
  const cancelled = order.status === 'cancelled';
  const lapsed = isLapsed(order.status);
  const lineAction =
    onReview && order.status === 'delivered'
      ? (line: OrderLine) => <ReviewButton line={line} onReview={() => onReview(line, order)} />
      : undefined;
  return (
    <li className="card card-border bg-base-100 flex flex-col gap-3 p-4" data-testid="my-order" data-status={order.status}>
      <div className={`flex flex-col gap-3 sm:flex-row sm:items-center ${lapsed ? 'opacity-60' : ''}`}>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className={`font-semibold ${cancelled ? 'line-through' : ''}`}>{order.orderName}</h3>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="text-base-content/70 text-sm">
            Order{' '}
            <span className="text-base-content font-mono" data-testid="order-number">
              {order.orderNumber}
            </span>{' '}
            · {unitsText(unitsOf(order))} · ordered {formatOrderDate(order.createdAt)}
          </p>
          {order.exchangeFor && (
            <p className="text-sm" data-testid="exchange-for">
              Exchange for {order.exchangeFor.label}
            </p>
          )}
          {order.trackingNumber && <TrackingNumber value={order.trackingNumber} className="mt-1 text-sm" />}
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <p className="text-lg font-bold" data-testid="order-price">
            {formatPrice(order.cost)}
          </p>
          <PartialRefund order={order} />
          <OrderActions order={order} deleting={deleting} onDelete={onDelete} />
          <ReturnOffer order={order} onReturn={onReturn} />
        </div>
      </div>
      <div className={`border-base-300 border-t pt-3 ${lapsed ? 'opacity-60' : ''}`}>
        <OrderBreakdown order={order} lineAction={lineAction} />
      </div>
      {renderReturns?.(order)}
      <OrderDetails order={order} />
    </li>
  );
}
