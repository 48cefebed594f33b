import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { Order } from '../../../shared/schemas/order';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { DeliveryPicker } from '../../features/addresses/components/delivery-picker';
import { OrderDelivery } from '../../features/orders/components/order-delivery';
import { invalidateOrders } from '../../features/orders/api/invalidate-orders';
import { getOrderQueryOptions, useOrder } from '../../features/orders/api/get-order';
import { OrderLines } from '../../features/orders/components/order-breakdown';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge';
import { OrderAmounts } from '../../entities/order/components/order-amounts';
import { paidWithoutCard, tendersText } from '../../features/orders/utils/tenders';
import { formatPrice, toCents, toDollars } from '../../../shared/money';
import { PaymentPanel } from '../../features/payments/components/payment-panel';
import { ShippingChoices } from '../../features/shipping/components/shipping-choices';
import { useAuth } from '../../lib/auth';

/** The order being paid: every line (name, laptop and fit, units × price, line total), then who it is for. */
function OrderSummary({ order }: { order: Order }) {
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="payment-order">
      <OrderLines lines={order.lines} label={`Parts in order ${order.orderNumber}`} />
      <dl className="border-base-300 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 border-t pt-4 text-sm">
        <dt className="text-base-content/70">Email</dt>
        <dd className="break-all">{order.userEmail}</dd>
        <dt className="text-base-content/70">Phone</dt>
        <dd>{order.number}</dd>
        <dt className="text-base-content/70">Status</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
      </dl>
    </div>
  );
}

function NotPayable({ order }: { order: Order }) {
  if (order.paid) {
    return (
      <div role="status" className="alert alert-success alert-soft flex flex-col items-start gap-2">
        <p className="font-semibold">This order is paid.</p>
        {paidWithoutCard(order) && <p>Your {tendersText(order)} paid all of it.</p>}
        {order.transactionId && (
          <p className="break-all">
            Transaction id: <span className="font-mono">{order.transactionId}</span>
          </p>
        )}
        <Link to={paths.orderConfirmation.getHref(order._id)} className="btn btn-sm">
          See the order confirmation
        </Link>
      </div>
    );
  }
  return <ErrorState message="This order was cancelled, so it cannot be paid." />;
}

/** When gift cards or store credit paid part: what they paid, and that the card pays only the rest. */
function PaidAlready({ order }: { order: Order }) {
  const paid = toDollars(toCents(order.cost) - toCents(order.amountDue));
  if (paid <= 0 || order.status !== 'pending_payment') return null;
  return (
    <p className="bg-base-200 rounded-box p-3 text-sm" data-testid="paid-already">
      Your {tendersText(order)} paid {formatPrice(paid)} of the {formatPrice(order.cost)} total. The card pays the rest,{' '}
      <strong>{formatPrice(order.amountDue)}</strong>.
    </p>
  );
}

/** The totals and the card form, once the order has its delivery (the total depends on it). */
function CardStep({ order, onPaid }: { order: Order; onPaid: (paymentId: string) => void }) {
  if (!order.shippingAddress) {
    if (order.status !== 'pending_payment') return <NotPayable order={order} />;
    return (
      <p className="text-base-content/70 text-sm">
        Save the delivery first: the card form opens with the total, shipping and tax included.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <OrderAmounts totals={order} paid={order.paid} />
      <PaidAlready order={order} />
      {/* A changed delivery changes the total, and a new total needs a new payment intent. */}
      {order.status === 'pending_payment' ? (
        <PaymentPanel key={order.amountDue} order={order} onPaid={onPaid} />
      ) : (
        <NotPayable order={order} />
      )}
    </div>
  );
}

interface StepsProps {
  order: Order;
  onPaid: (paymentId: string) => void;
  onDeliverySaved: (order: Order) => void;
}

/** The delivery (asked for first when the order has none), then the totals and the card form. */
function PaymentSteps({ order, onPaid, onDeliverySaved }: StepsProps) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <section aria-labelledby="delivery-title" className="card card-border bg-base-100">
        <div className="card-body p-4 sm:p-6">
          <h2 id="delivery-title" className="card-title text-base">
            Delivery
          </h2>
          <OrderDelivery
            order={order}
            // Gift cards or store credit paid part for this total: the server keeps its delivery as it is.
            editable={order.status === 'pending_payment' && order.giftCards.length === 0 && order.storeCredit === 0}
            onSaved={onDeliverySaved}
            renderDelivery={({ basket, ...delivery }) => (
              <DeliveryPicker {...delivery} renderShipping={(shipping) => <ShippingChoices basket={basket} {...shipping} />} />
            )}
          />
        </div>
      </section>
      <section aria-labelledby="card-title" className="card card-border bg-base-100">
        <div className="card-body p-4 sm:p-6">
          <h2 id="card-title" className="card-title text-base">
            Card
          </h2>
          <CardStep order={order} onPaid={onPaid} />
        </div>
      </section>
    </div>
  );
}

/**
 * /dashboard/payment/:id (signed in), in the shop's layout: the order's lines, its delivery, then the
 * card. A successful payment leads to the order's confirmation; a refused card stays here with the
 * provider's message.
 */
export default function PaymentPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const order = useOrder(id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onPaid = (paymentId: string) => {
    void invalidateOrders(queryClient, user?.email ?? '', id);
    void navigate(paths.orderConfirmation.getHref(id), { state: { paymentId } });
  };
  const onDeliverySaved = (updated: Order) => {
    queryClient.setQueryData(getOrderQueryOptions(id).queryKey, updated);
    void invalidateOrders(queryClient, user?.email ?? '', id);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{order.data ? `Pay for order ${order.data.orderNumber} — PartsHub` : 'Pay for your order — PartsHub'}</title>
      <Link to={paths.dashboard.root.getHref()} className="link link-hover text-sm">
        ← My Order
      </Link>
      <h1 id="payment-title" className="mt-2 text-2xl font-bold break-words sm:text-3xl">
        {order.data ? `Pay for order ${order.data.orderNumber}` : 'Pay for your order'}
      </h1>
      <p className="text-base-content/70 mb-6 text-sm">Card payments are handled by our payment provider; we never store your card.</p>
      {order.isPending && (
        <div role="status" aria-busy="true" aria-label="Loading the order" className="grid gap-6 md:grid-cols-[1fr_1.2fr]">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {order.isError && <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />}
      {order.isSuccess && (
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <section aria-labelledby="order-title" className="card card-border bg-base-100 h-fit min-w-0">
            <div className="card-body p-4 sm:p-6">
              <h2 id="order-title" className="card-title text-base">
                Your order
              </h2>
              <OrderSummary order={order.data} />
            </div>
          </section>
          <PaymentSteps order={order.data} onPaid={onPaid} onDeliverySaved={onDeliverySaved} />
        </div>
      )}
    </div>
  );
}
