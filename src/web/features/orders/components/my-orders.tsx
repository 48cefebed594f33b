import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import type { Order } from '../../../../shared/schemas/order';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDeleteOrder } from '../api/delete-order';
import { useMyOrders } from '../api/get-my-orders';
import { useSignOutOnAuthError } from '../hooks/use-sign-out-on-auth-error';
import { MyOrderItem, type ReturnSlots, type ReviewSlot } from './my-order-item';

interface Props extends ReturnSlots, ReviewSlot {
  email: string;
  onCancelled?: (order: Order) => void;
}

/** My Order: the signed-in user's orders, with Pay and Delete for unpaid ones (and, through the slots, their returns and reviews). */
export function MyOrders({ email, onCancelled, onReturn, renderReturns, onReview }: Props) {
  const orders = useMyOrders(email);
  const remove = useDeleteOrder();
  const denied = useSignOutOnAuthError(orders.error ?? remove.error);

  const onDelete = (order: Order) => {
    if (!window.confirm(messages.confirmDeleteOrder)) return;
    remove.mutate(order._id, { onSuccess: () => onCancelled?.(order) });
  };

  if (orders.isPending || denied)
    return (
      <div role="status" aria-busy="true" aria-label="Loading your orders" className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  if (orders.isError && !orders.data) {
    return <ErrorState message={orders.error.message} onRetry={() => void orders.refetch()} />;
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState>
        You have no orders yet.{' '}
        <Link to={paths.service.getHref()} className="link link-primary">
          Browse the parts
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      {remove.isError && <ErrorState message={remove.error.message} />}
      <ul className="flex flex-col gap-3" aria-label="Your orders">
        {orders.data.map((order) => (
          <MyOrderItem
            key={order._id}
            order={order}
            deleting={remove.isPending && remove.variables === order._id}
            onDelete={() => onDelete(order)}
            onReturn={onReturn}
            renderReturns={renderReturns}
            onReview={onReview}
          />
        ))}
      </ul>
    </>
  );
}
