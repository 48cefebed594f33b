import { ORDER_TRANSITIONS, type Order } from '../../../../shared/schemas/order';
import { canRefund } from '../utils/refundable';

/** The statuses an admin can move an order to from Manage Order. */
export type NextStatus = 'shipped' | 'delivered' | 'cancelled';

export const ACTIONS: Record<NextStatus, { label: string; className: string }> = {
  shipped: { label: 'Mark shipped', className: 'btn-primary' },
  delivered: { label: 'Mark delivered', className: 'btn-success' },
  cancelled: { label: 'Cancel order', className: 'btn-error btn-outline' },
};

const isNext = (s: string): s is NextStatus => s in ACTIONS;

interface Props {
  order: Order;
  onAction: (order: Order, status: NextStatus) => void;
  onRefund: (order: Order) => void;
  className?: string;
}

/** One button per allowed next state (ORDER_TRANSITIONS), and Refund while a paid order has money left to give back. */
export function OrderStatusActions({ order, onAction, onRefund, className = '' }: Props) {
  const next = ORDER_TRANSITIONS[order.status].filter(isNext);
  const refundable = canRefund(order);
  if (next.length === 0 && !refundable) return <span className="text-base-content/60 text-sm">No actions</span>;
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {next.map((status) => (
        <button
          key={status}
          type="button"
          className={`btn btn-xs sm:btn-sm whitespace-nowrap ${ACTIONS[status].className}`}
          onClick={() => onAction(order, status)}
        >
          {ACTIONS[status].label}
          <span className="sr-only">
            : {order.orderName} for {order.userEmail}
          </span>
        </button>
      ))}
      {refundable && (
        <button type="button" className="btn btn-xs sm:btn-sm btn-warning btn-outline whitespace-nowrap" onClick={() => onRefund(order)}>
          Refund
          <span className="sr-only">
            : {order.orderName} for {order.userEmail}
          </span>
        </button>
      )}
    </div>
  );
}
