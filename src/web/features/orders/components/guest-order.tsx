import { CardSection } from '../../../components/ui/card-section';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice, toCents, toDollars } from '../../../../shared/money';
import type { Order } from '../../../../shared/schemas/order';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { unitsOf, unitsText } from '../utils/order-units';
import { isReturnable } from '../utils/returnable';
import { tendersText } from '../utils/tenders';
import { OrderBreakdown } from './order-breakdown';
import { formatOrderDate, OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { TrackingNumber } from './tracking-number';

/**
 * The page's heading, focused when `focus` turns true: on arrival from the checkout's "Place order",
 * and once paid (the Pay button that had the focus is gone).
 */
function Heading({ order, focus }: { order: Order; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold break-words outline-offset-4 sm:text-3xl" data-testid="guest-order-heading">
        Order {order.orderNumber}
      </h1>
      <span data-testid="guest-order-status" data-status={order.status}>
        <OrderStatusBadge status={order.status} />
      </span>
    </div>
  );
}

/** Keep the link: it is the guest's way back to the order (it was e-mailed too). */
function KeepTheLink({ email }: { email: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(window.location.href).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <div
      className="bg-base-200 rounded-box flex flex-col items-start gap-2 p-3 text-sm sm:flex-row sm:items-center"
      data-testid="keep-link"
    >
      <p className="flex-1">
        Keep this page’s link: it is how you come back to this order without an account. We e-mailed it to{' '}
        <strong className="break-all">{email}</strong> too.
      </p>
      <Button size="sm" outline onClick={copy} aria-live="polite">
        {copied ? 'Link copied' : 'Copy the link'}
      </Button>
    </div>
  );
}

/** When gift cards paid part: what they paid, and that the card pays only the rest. */
function PaidAlready({ order }: { order: Order }) {
  const paid = toDollars(toCents(order.cost) - toCents(order.amountDue));
  if (paid <= 0) return null;
  return (
    <p className="bg-base-200 rounded-box p-3 text-sm" data-testid="paid-already">
      Your {tendersText(order)} paid {formatPrice(paid)} of the {formatPrice(order.cost)} total. The card pays the rest,{' '}
      <strong>{formatPrice(order.amountDue)}</strong>.
    </p>
  );
}

interface PayProps {
  order: Order;
  /** The card form (the payments feature's panel, with the guest's client secret), composed by the page. */
  payment: ReactNode;
  onCancel: () => Promise<unknown>;
}

/** While unpaid: what is left to pay, the card form, and Cancel (asked first). */
function PayNow({ order, payment, onCancel }: PayProps) {
  const [asking, setAsking] = useState(false);
  return (
    <CardSection id="guest-pay-title" title="Pay now" testId="guest-pay">
      <p className="text-base-content/80 text-sm">
        Your parts are held for you until you pay. Card payments are handled by our payment provider; we never store your card.
      </p>
      <PaidAlready order={order} />
      {payment}
      <div className="border-base-300 flex flex-col items-start gap-1 border-t pt-3">
        <Button variant="error" outline size="sm" onClick={() => setAsking(true)}>
          Cancel the order
        </Button>
        <p className="text-base-content/70 text-xs">Changed your mind? Cancel it and the parts go back on the shelf.</p>
      </div>
      <ConfirmDialog
        title={asking ? `Cancel order ${order.orderNumber}?` : null}
        body="The order is cancelled and its parts go back on the shelf. Nothing was charged to your card, and a gift card gets back what it paid."
        confirmLabel="Cancel the order"
        onConfirm={onCancel}
        onClose={() => setAsking(false)}
      />
    </CardSection>
  );
}

/** Once delivered: "Return items" while the window is open, then the order's returns (slots from the returns feature). */
function Returns({ order, onReturn, returns }: { order: Order; onReturn: () => void; returns: ReactNode }) {
  const open = isReturnable(order);
  return (
    <CardSection id="guest-returns-title" title="Returns" testId="guest-returns">
      {open ? (
        <div className="flex flex-col items-start gap-1" data-testid="return-offer">
          <Button size="sm" outline onClick={onReturn}>
            Return items
          </Button>
          <p className="text-base-content/70 text-xs">Returns accepted until {formatDate(order.returnableUntil!)}</p>
        </div>
      ) : (
        <p className="text-base-content/70 text-sm">The time for returns on this order is over.</p>
      )}
      {returns}
    </CardSection>
  );
}

/** A delivered order (also once refunded after delivery) has a returns part. */
const hasReturnsPart = (order: Order) => order.returnableUntil !== null || order.timeline.some((e) => e.status === 'delivered');

export interface GuestOrderProps {
  order: Order;
  /** The token of the order's link (its invoice and credit notes are read through it). */
  token: string;
  /** Shown under the heading: the payment's outcome once the card form said paid (the heading then takes the focus too). */
  outcome?: ReactNode;
  /** The heading takes the focus (just placed by the checkout, or cancelled: the control that had it is gone). */
  focusHeading?: boolean;
  payment: ReactNode;
  onCancel: () => Promise<unknown>;
  onReturn: () => void;
  /** The order's returns (the returns feature's list), shown once the order was delivered. */
  returns: ReactNode;
}

/** A guest's order by its private link: status, pay and cancel while unpaid, lines, delivery, amounts, invoice, returns, history. */
export function GuestOrder(props: GuestOrderProps) {
  const { order, token, outcome, focusHeading = false, payment, onCancel, onReturn, returns } = props;
  const payable = order.status === 'pending_payment';
  return (
    <article className="flex flex-col gap-6" data-testid="guest-order">
      <header className="flex flex-col gap-3">
        <Heading order={order} focus={focusHeading || Boolean(outcome)} />
        <p className="text-base-content/70 text-sm">
          {unitsText(unitsOf(order))} · ordered {formatOrderDate(order.createdAt)}
        </p>
        {order.trackingNumber && <TrackingNumber value={order.trackingNumber} className="text-sm" />}
        {outcome}
        <KeepTheLink email={order.userEmail} />
      </header>
      {payable && <PayNow order={order} payment={payment} onCancel={onCancel} />}
      <CardSection id="guest-order-parts" title="Your order">
        <OrderBreakdown order={order} guestToken={token} />
      </CardSection>
      {hasReturnsPart(order) && <Returns order={order} onReturn={onReturn} returns={returns} />}
      <CardSection id="guest-order-history" title="History">
        <OrderTimeline events={order.timeline} label={`History of order ${order.orderNumber}`} />
      </CardSection>
      <p className="text-sm">
        <Link to={paths.service.getHref()} className="link link-primary">
          Continue shopping
        </Link>
      </p>
    </article>
  );
}
