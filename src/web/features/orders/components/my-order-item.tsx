import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/money';
import type { Order } from '../../../../shared/schemas/order';
import { paths } from '../../../config/paths';
import { formatOrderDate, OrderStatusBadge } from './order-status-badge';

const PLACEHOLDER = '/images/placeholder-product.svg';

function OrderActions({ order, deleting, onDelete }: { order: Order; deleting: boolean; onDelete: () => void }) {
  if (order.status === 'cancelled') return null;
  if (order.paid) {
    return (
      <p className="text-sm break-all">
        <span className="text-base-content/70">Transaction id: </span>
        <span className="font-mono" data-testid="transaction-id">
          {order.transactionId}
        </span>
      </p>
    );
  }
  return (
    <div className="flex gap-2">
      <Link to={paths.dashboard.payment.getHref(order._id)} className="btn btn-primary btn-sm" aria-label={`Pay for ${order.orderName}`}>
        Pay
      </Link>
      <button
        type="button"
        className="btn btn-error btn-outline btn-sm"
        onClick={onDelete}
        disabled={deleting}
        aria-label={`Delete the order for ${order.orderName}`}
      >
        {deleting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        Delete
      </button>
    </div>
  );
}

/** One row of My Order: product, quantity, price, date, status and what can be done next. */
export function MyOrderItem({ order, deleting, onDelete }: { order: Order; deleting: boolean; onDelete: () => void }) {
  const cancelled = order.status === 'cancelled';
  return (
    <li
      className={`card card-border bg-base-100 flex flex-col gap-3 p-4 sm:flex-row sm:items-center ${cancelled ? 'opacity-60' : ''}`}
      data-testid="my-order"
      data-status={order.status}
    >
      <img
        src={order.img || PLACEHOLDER}
        alt={order.orderName}
        width={80}
        height={60}
        className="bg-base-200 hidden h-16 w-20 shrink-0 rounded object-cover sm:block"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={`font-semibold ${cancelled ? 'line-through' : ''}`}>{order.orderName}</h3>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-base-content/70 text-sm">
          {order.quantity} × {formatPrice(order.unitCost)} · ordered {formatOrderDate(order.createdAt)}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <p className="text-lg font-bold" data-testid="order-price">
          {formatPrice(order.cost)}
        </p>
        <OrderActions order={order} deleting={deleting} onDelete={onDelete} />
      </div>
    </li>
  );
}
