import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import type { Order } from '../../../shared/schemas/order';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { getOrderQueryOptions } from '../../features/orders/api/get-order';
import { OrderConfirmation } from '../../features/orders/components/order-confirmation';
import { TendersPaid } from '../../features/orders/components/tenders-paid';
import { paidWithoutCard } from '../../features/orders/utils/tenders';
import { PaymentSuccess } from '../../features/payments/components/payment-success';

/** The pay page hands over the provider's payment id (kept in the history entry, so a reload keeps it). */
type ArrivalState = { paymentId?: string } | null;

/** How often the order is asked again while the provider's confirmation (Stripe's webhook) is on its way. */
const CONFIRMING_POLL_MS = 2000;

/** Paid at the provider (the card form said so) but not yet marked paid by the shop. */
const isConfirming = (order: Order, paymentId: string | undefined) =>
  !order.paid && order.status === 'pending_payment' && Boolean(paymentId);

/** An order that is not paid and no payment is on its way: say so, and where to go. */
function NotPaid({ order }: { order: Order }) {
  const payable = order.status === 'pending_payment';
  return (
    <div className="flex flex-col items-start gap-3">
      <h1 className="text-2xl font-bold break-words">Order {order.orderNumber} is not paid</h1>
      <p className="text-base-content/80">
        {payable ? 'Its payment has not arrived yet.' : 'It was cancelled before it was paid, so there is nothing to confirm.'}
      </p>
      <Link to={payable ? paths.dashboard.payment.getHref(order._id) : paths.dashboard.root.getHref()} className="btn btn-primary">
        {payable ? 'Pay for the order' : 'Go to My Order'}
      </Link>
    </div>
  );
}

/** /orders/:id/confirmation (signed in, the order's owner): where a successful payment lands, and an order gift cards and store credit paid in full. */
export default function OrderConfirmationPage() {
  const { id = '' } = useParams();
  const paymentId = (useLocation().state as ArrivalState)?.paymentId;
  const order = useQuery({
    ...getOrderQueryOptions(id),
    refetchInterval: (query) => (query.state.data && isConfirming(query.state.data, paymentId) ? CONFIRMING_POLL_MS : false),
  });
  const data = order.data;
  const confirming = data ? isConfirming(data, paymentId) : false;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{data ? `Order ${data.orderNumber} confirmed — PartsHub` : 'Order confirmation — PartsHub'}</title>
      {order.isPending && (
        <div role="status" aria-busy="true" aria-label="Loading the order" className="flex flex-col gap-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {order.isError && !data && <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />}
      {data &&
        (data.paid || confirming ? (
          <OrderConfirmation
            order={data}
            confirming={confirming}
            payment={
              paidWithoutCard(data) ? (
                <TendersPaid order={data} />
              ) : (
                <PaymentSuccess paymentId={data.transactionId ?? paymentId ?? null} confirming={confirming} />
              )
            }
          />
        ) : (
          <NotPaid order={data} />
        ))}
    </div>
  );
}
