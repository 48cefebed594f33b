import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatPrice } from '../../../../shared/money';
import type { Order } from '../../../../shared/schemas/order';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { invalidateOrders } from '../../../features/orders/api/invalidate-orders';
import { useOrder } from '../../../features/orders/api/get-order';
import { OrderStatusBadge } from '../../../features/orders/components/order-status-badge';
import { PaymentPanel } from '../../../features/payments/components/payment-panel';
import { PaymentSuccess } from '../../../features/payments/components/payment-success';
import { useAuth } from '../../../lib/auth';

function OrderSummary({ order }: { order: Order }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="payment-order">
      <dt className="text-base-content/70">Product</dt>
      <dd className="font-semibold">{order.orderName}</dd>
      <dt className="text-base-content/70">Quantity</dt>
      <dd>{order.quantity}</dd>
      <dt className="text-base-content/70">Email</dt>
      <dd className="break-all">{order.userEmail}</dd>
      <dt className="text-base-content/70">Phone</dt>
      <dd>{order.number}</dd>
      <dt className="text-base-content/70">Price</dt>
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
          <div className="card card-border bg-base-100">
            <div className="card-body">
              <h2 className="card-title text-base">Card</h2>
              {paymentId ? (
                <PaymentSuccess paymentId={paymentId} />
              ) : order.data.status !== 'pending_payment' ? (
                <NotPayable order={order.data} />
              ) : (
                <PaymentPanel order={order.data} onPaid={onPaid} />
              )}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
