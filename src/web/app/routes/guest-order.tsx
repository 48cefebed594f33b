import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Order } from '../../../shared/schemas/order';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { productKeys } from '../../features/catalog/api/product-keys';
import { useCancelGuestOrder } from '../../features/orders/api/cancel-guest-order';
import { getGuestOrderQueryOptions } from '../../features/orders/api/get-guest-order';
import { GuestOrder } from '../../features/orders/components/guest-order';
import { PaymentPanel } from '../../features/payments/components/payment-panel';
import { PaymentSuccess } from '../../features/payments/components/payment-success';
import { OrderReturns } from '../../features/returns/components/order-returns';
import { ReturnRequestDialog } from '../../features/returns/components/return-request-dialog';
import { ApiError } from '../../lib/api-client';

/** How often the order is asked again while the provider's confirmation (Stripe's webhook) is on its way. */
const CONFIRMING_POLL_MS = 2000;

/** Paid at the provider (the card form said so) but not yet marked paid by the shop. */
const isConfirming = (order: Order, paymentId: string | undefined) =>
  !order.paid && order.status === 'pending_payment' && Boolean(paymentId);

/** A link that no longer opens an order (404): the server's words, and "Find my order" to have it sent again. */
function LinkNotValid({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <Alert look="box" className="flex flex-col items-start gap-3" data-testid="guest-order-error">
      <p>{error.message}</p>
      {gone ? (
        <Link to={paths.guestOrders.getHref()} className="btn btn-sm">
          Find my order
        </Link>
      ) : (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          Try again
        </button>
      )}
    </Alert>
  );
}

interface BodyProps {
  order: Order;
  token: string;
  /** The provider's payment id once the card form said paid (the order may still be on its way to paid). */
  paymentId: string | undefined;
  onPaid: (paymentId: string) => void;
}

/** The order with its card form, cancel, returns and the return dialog. */
function GuestOrderBody({ order, token, paymentId, onPaid: paid }: BodyProps) {
  const queryClient = useQueryClient();
  const [returning, setReturning] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const cancel = useCancelGuestOrder(token);
  const orderKey = getGuestOrderQueryOptions(token).queryKey;
  const confirming = isConfirming(order, paymentId);
  // From the checkout's "Place order" (the history entry says so).
  const placed = (useLocation().state as { placed?: boolean } | null)?.placed === true;
  const onPaid = (id: string) => {
    paid(id);
    void queryClient.invalidateQueries({ queryKey: orderKey });
  };
  const outcome =
    paymentId && (order.paid || confirming) ? (
      <PaymentSuccess paymentId={order.transactionId ?? paymentId} confirming={confirming} />
    ) : undefined;
  return (
    <>
      <GuestOrder
        order={order}
        token={token}
        outcome={outcome}
        focusHeading={placed || cancelled}
        // A changed total needs a new payment intent; once the card form said paid, no second form.
        payment={confirming ? null : <PaymentPanel key={order.amountDue} order={order} guestToken={token} onPaid={onPaid} />}
        onCancel={async () => {
          await cancel.mutateAsync();
          setCancelled(true);
          // Its units are back on the shelf.
          void queryClient.invalidateQueries({ queryKey: productKeys.all });
        }}
        onReturn={() => setReturning(true)}
        returns={<OrderReturns orderId={order._id} orderName={order.orderName} guestToken={token} />}
      />
      <ReturnRequestDialog
        order={returning ? order : null}
        guestToken={token}
        onClose={() => setReturning(false)}
        onChanged={() => queryClient.invalidateQueries({ queryKey: orderKey })}
      />
    </>
  );
}

/**
 * /guest/orders/:token (see ./guest-orders.tsx): a guest's order by the private link mailed to them (never server-rendered,
 * never indexed): its status, "Pay now" and cancel while unpaid, lines, delivery, amounts, the
 * invoice once paid, returns once delivered, and its history.
 */
export default function GuestOrderPage({ token }: { token: string }) {
  const [paymentId, setPaymentId] = useState<string>();
  const order = useQuery({
    ...getGuestOrderQueryOptions(token),
    refetchInterval: (query) => (query.state.data && isConfirming(query.state.data, paymentId) ? CONFIRMING_POLL_MS : false),
  });
  const data = order.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{data ? `Order ${data.orderNumber} — PartsHub` : 'Your order — PartsHub'}</title>
      <meta name="robots" content="noindex" />
      {order.isPending && (
        <div role="status" aria-busy="true" aria-label="Loading the order" className="flex flex-col gap-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {order.isError && !data && <LinkNotValid error={order.error} onRetry={() => void order.refetch()} />}
      {data && <GuestOrderBody order={data} token={token} paymentId={paymentId} onPaid={setPaymentId} />}
    </div>
  );
}
