import { CardSection } from '../../../components/ui/card-section';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order } from '../../../../shared/schemas/order';
import { paths } from '../../../config/paths';
import { AddressText } from '../../../entities/order/components/address-text';
import { InvoiceLink } from '../../../entities/order/components/document-links';
import { OrderAmounts } from '../../../entities/order/components/order-amounts';
import { deliveryDays } from '../../../entities/order/model/delivery-days';
import { OrderLines } from './order-breakdown';

/** The page's heading, focused when it appears (the Pay button that led here is gone). */
function ConfirmationHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // From the pay page's Pay button, low on a phone: the page starts at its top at once (not the root's smooth scroll).
    window.scrollTo({ top: 0, behavior: 'instant' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold break-words outline-offset-4 sm:text-3xl" data-testid="confirmation-heading">
      {children}
    </h1>
  );
}

/** What the shopper can expect from here: the receipt, packing and shipping, tracking, and where the order lives. */
function NextSteps({ order }: { order: Order }) {
  const option = order.shippingOption;
  return (
    <ol className="list-decimal space-y-2 pl-5 text-sm marker:font-semibold" data-testid="next-steps">
      <li>
        The receipt{order.invoiceNumber ? `, with invoice ${order.invoiceNumber},` : ''} is e-mailed to{' '}
        <strong className="break-all">{order.userEmail}</strong>.
      </li>
      <li>
        We pack your parts and send them
        {option ? ` by ${option.name} (${deliveryDays(option.days)})` : ''}.
      </li>
      <li>When the parcel leaves, we e-mail you its tracking number.</li>
      <li>
        You can follow the order, and return parts after delivery, in{' '}
        <Link to={paths.dashboard.root.getHref()} className="link link-primary">
          My Order
        </Link>
        .
      </li>
    </ol>
  );
}

interface Props {
  order: Order;
  /** Paid at the provider, with the shop's confirmation still on its way. */
  confirming: boolean;
  /** The payment's outcome (the payments feature's PaymentSuccess), composed by the page. */
  payment: ReactNode;
}

/** After paying: the order's number, the payment, its lines, delivery and amounts, and what happens next. */
export function OrderConfirmation({ order, confirming, payment }: Props) {
  return (
    <article className="flex flex-col gap-6" data-testid="order-confirmation">
      <header className="flex flex-col gap-3">
        <ConfirmationHeading>
          {confirming ? `Thank you — order ${order.orderNumber} is placed` : `Thank you — order ${order.orderNumber} is confirmed`}
        </ConfirmationHeading>
        {payment}
      </header>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
        <CardSection id="confirmation-lines" title="Your parts" className="h-fit">
          <OrderLines lines={order.lines} label={`Parts in order ${order.orderNumber}`} />
        </CardSection>
        <div className="flex min-w-0 flex-col gap-6">
          <CardSection id="confirmation-delivery" title="Delivery">
            {order.shippingAddress && <AddressText address={order.shippingAddress} testId="shipping-address" />}
            {order.shippingOption && (
              <p className="text-sm" data-testid="shipping-option">
                <span className="font-semibold">{order.shippingOption.name}</span>
                <span className="text-base-content/70"> · {deliveryDays(order.shippingOption.days)}</span>
              </p>
            )}
          </CardSection>
          <CardSection id="confirmation-amounts" title="Amounts">
            <OrderAmounts totals={order} paid={order.paid} />
            <InvoiceLink order={order} className="text-sm" />
          </CardSection>
        </div>
      </div>
      <CardSection id="confirmation-next" title="What happens next">
        <NextSteps order={order} />
      </CardSection>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.dashboard.root.getHref()} className="btn btn-primary">
          Go to My Order
        </Link>
        <Link to={paths.service.getHref()} className="btn btn-ghost">
          Continue shopping
        </Link>
      </div>
    </article>
  );
}
