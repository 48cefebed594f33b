import { ORDER_TRANSITIONS, type Order } from '../../../../shared/schemas/order';

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
  className?: string;
}

/** One button per allowed next state (ORDER_TRANSITIONS); nothing once delivered or cancelled. */
export function OrderStatusActions({ order, onAction, className = '' }: Props) {
  const next = ORDER_TRANSITIONS[order.status].filter(isNext);
  if (next.length === 0) return <span className="text-base-content/60 text-sm">No actions</span>;
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
    </div>
  );
}
