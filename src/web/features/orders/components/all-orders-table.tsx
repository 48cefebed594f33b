import { formatPrice } from '../../../../shared/money';
import type { Order } from '../../../../shared/schemas/order';
import { EmptyState, ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAllOrders } from '../api/get-all-orders';
import { useSignOutOnAuthError } from '../hooks/use-sign-out-on-auth-error';
import { formatOrderDate, OrderStatusBadge } from './order-status-badge';

const dim = (o: Order) => (o.status === 'cancelled' ? 'opacity-60' : '');

/** Wide screens: one table row per order. */
function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <div className="border-base-300 rounded-box hidden overflow-x-auto border md:block">
      <table className="table-zebra table">
        <caption className="sr-only">All orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Product</th>
            <th scope="col" className="text-right">
              Qty
            </th>
            <th scope="col" className="text-right">
              Total
            </th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o._id} className={dim(o)} data-testid="all-order-row">
              <td className="max-w-56 break-all">{o.userEmail}</td>
              <td className="min-w-40">{o.orderName}</td>
              <td className="text-right">{o.quantity}</td>
              <td className="text-right font-semibold whitespace-nowrap">{formatPrice(o.cost)}</td>
              <td className="whitespace-nowrap">{formatOrderDate(o.createdAt)}</td>
              <td>
                <OrderStatusBadge status={o.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Small screens: one card per order, nothing to scroll sideways. */
function OrderCards({ orders }: { orders: Order[] }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="All orders, newest first">
      {orders.map((o) => (
        <li key={o._id} className={`card card-border bg-base-100 p-4 ${dim(o)}`}>
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold">{o.orderName}</p>
            <OrderStatusBadge status={o.status} />
          </div>
          <p className="text-base-content/70 text-sm break-all">{o.userEmail}</p>
          <p className="mt-1 flex justify-between text-sm">
            <span>
              {o.quantity} × {formatPrice(o.unitCost)} · {formatOrderDate(o.createdAt)}
            </span>
            <strong>{formatPrice(o.cost)}</strong>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Manage Order: every customer's orders (admin). */
export function AllOrdersTable() {
  const orders = useAllOrders();
  const denied = useSignOutOnAuthError(orders.error);

  if (orders.isPending || denied) return (
      <div aria-busy="true" aria-label="Loading all orders" className="flex flex-col gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  if (orders.isError) return <ErrorState message={orders.error.message} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) return <EmptyState>No orders yet.</EmptyState>;
  return (
    <>
      <OrdersTable orders={orders.data} />
      <OrderCards orders={orders.data} />
    </>
  );
}
