import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatPrice } from '../../../../shared/money';
import type { Order } from '../../../../shared/schemas/order';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { DeliveryPicker } from '../../../features/addresses/components/delivery-picker';
import { OrderDelivery } from '../../../features/orders/components/order-delivery';
import { invalidateOrders } from '../../../features/orders/api/invalidate-orders';
import { getOrderQueryOptions, useOrder } from '../../../features/orders/api/get-order';
import { OrderStatusBadge } from '../../../features/orders/components/order-status-badge';
import { OrderAmounts } from '../../../entities/order/components/order-amounts';
import { PaymentPanel } from '../../../features/payments/components/payment-panel';
import { PaymentSuccess } from '../../../features/payments/components/payment-success';
import { ShippingChoices } from '../../../features/shipping/components/shipping-choices';
import { useAuth } from '../../../lib/auth';

function OrderSummary({ order }: { order: Order }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="payment-order">
      <dt className="text-base-content/70">Product</dt>
      <dd className="font-semibold">{order.orderName}</dd>
      {order.quantity !== null && (
        <>
          <dt className="text-base-content/70">Quantity</dt>
          <dd>{order.quantity}</dd>
        </>
      )}
      <dt className="text-base-content/70">Email</dt>
      <dd className="break-all">{order.userEmail}</dd>
      <dt className="text-base-content/70">Phone</dt>
      <dd>{order.number}</dd>
      <dt className="text-base-content/70">{order.shippingAddress ? 'Total' : 'Parts'}</dt>
      <dd className="text-lg font-bold">{formatPrice(order.cost)}</dd>
      <dt className="text-base-content/70">Status</dt>
      <dd>
        <OrderStatusBadge status={order.status} />
      </dd>
    </dl>
  );
}

function NotPayable({ order }: { order: Order }) {
  if (order.paid) {
    return (
      <div role="status" className="alert alert-success alert-soft flex flex-col items-start gap-1">
        <p className="font-semibold">This order is paid.</p>
        {order.transactionId && (
          <p className="break-all">
            Transaction id: <span className="font-mono">{order.transactionId}</span>
          </p>
        )}
      </div>
    );
  }
  return <ErrorState message="This order was cancelled, so it cannot be paid." />;
}

interface CardProps {
  order: Order;
  paymentId: string | null;
  onPaid: (paymentId: string) => void;
}

/** The totals and the card form, once the order has its delivery (the total depends on it). */
function CardStep({ order, paymentId, onPaid }: CardProps) {
  if (paymentId) return <PaymentSuccess paymentId={paymentId} />;
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
      <OrderAmounts totals={order} />
      {/* A changed delivery changes the total, and a new total needs a new payment intent. */}
      {order.status === 'pending_payment' ? <PaymentPanel key={order.cost} order={order} onPaid={onPaid} /> : <NotPayable order={order} />}
    </div>
  );
}

/** The delivery (asked for first when the order has none), then the totals and the card form. */
function PaymentSteps({ order, paymentId, onPaid, onDeliverySaved }: CardProps & { onDeliverySaved: (order: Order) => void }) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <section aria-labelledby="delivery-title" className="card card-border bg-base-100">
        <div className="card-body">
          <h2 id="delivery-title" className="card-title text-base">
            Delivery
          </h2>
          <OrderDelivery
            order={order}
            editable={order.status === 'pending_payment' && !paymentId}
            onSaved={onDeliverySaved}
            renderDelivery={({ basket, ...delivery }) => (
              <DeliveryPicker {...delivery} renderShipping={(shipping) => <ShippingChoices basket={basket} {...shipping} />} />
            )}
          />
        </div>
      </section>
      <section aria-labelledby="card-title" className="card card-border bg-base-100">
        <div className="card-body">
          <h2 id="card-title" className="card-title text-base">
            Card
          </h2>
          <CardStep order={order} paymentId={paymentId} onPaid={onPaid} />
        </div>
      </section>
    </div>
  );
}

export default function PaymentPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const order = useOrder(id);
  const queryClient = useQueryClient();
  const [paymentId, setPaymentId] = useState<string | null>(null);

  const onPaid = (pid: string) => {
    setPaymentId(pid);
    void invalidateOrders(queryClient, user?.email ?? '', id);
  };
  const onDeliverySaved = (updated: Order) => {
    queryClient.setQueryData(getOrderQueryOptions(id).queryKey, updated);
    void invalidateOrders(queryClient, user?.email ?? '', id);
  };

  return (
    <section aria-labelledby="payment-title" className="max-w-4xl">
      <Link to={paths.dashboard.root.getHref()} className="link link-hover text-sm">
        ← My Order
      </Link>
      <h1 id="payment-title" className="mt-2 text-2xl font-bold">
        Pay for your order
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">Card payments are handled by our payment provider; we never store your card.</p>
      {order.isPending && (
        <div aria-busy="true" aria-label="Loading the order" className="grid gap-6 md:grid-cols-[1fr_1.2fr]">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {order.isError && <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />}
      {order.isSuccess && (
        <div className="grid gap-6 md:grid-cols-[1fr_1.2fr]">
          <div className="card card-border bg-base-100">
            <div className="card-body">
              <h2 className="card-title text-base">Order</h2>
              <OrderSummary order={order.data} />
            </div>
          </div>
          <PaymentSteps order={order.data} paymentId={paymentId} onPaid={onPaid} onDeliverySaved={onDeliverySaved} />
        </div>
      )}
    </section>
  );
}
