import type { Permission } from '../../../../shared/permissions';
import { ORDER_TRANSITIONS, type Order } from '../../../../shared/schemas/order';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { useAccess } from '../../../lib/auth';
import { canRefund } from '../utils/refundable';

/** The statuses an admin can move an order to from Manage Order. */
export type NextStatus = 'shipped' | 'delivered' | 'cancelled';

/** Each next status's button; the list outlines the cancelling one, the dialog's confirm button is solid. */
export const ACTIONS: Record<NextStatus, { label: string; variant: ButtonVariant; outline?: boolean }> = {
  shipped: { label: 'Mark shipped', variant: 'primary' },
  delivered: { label: 'Mark delivered', variant: 'success' },
  cancelled: { label: 'Cancel order', variant: 'error', outline: true },
};

const isNext = (s: string): s is NextStatus => s in ACTIONS;

/** What each step needs, as the server checks it: packers ship and deliver; cancelling and refunding are other jobs. */
const NEEDS: Record<NextStatus | 'refund', Permission> = {
  shipped: 'orders:fulfil',
  delivered: 'orders:fulfil',
  cancelled: 'orders:cancel',
  refund: 'refunds:create',
};

interface Props {
  order: Order;
  onAction: (order: Order, status: NextStatus) => void;
  onRefund: (order: Order) => void;
  className?: string;
}

/**
 * One button per allowed next state (ORDER_TRANSITIONS), and Refund while a paid order has money
 * left to give back: each only when the viewer's permissions allow it.
 */
export function OrderStatusActions({ order, onAction, onRefund, className = '' }: Props) {
  const { can } = useAccess();
  const next = ORDER_TRANSITIONS[order.status].filter(isNext).filter((status) => can(NEEDS[status]));
  const refundable = canRefund(order) && can(NEEDS.refund);
  if (next.length === 0 && !refundable) return <span className="text-base-content/60 text-sm">No actions</span>;
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {next.map((status) => (
        <Button
          key={status}
          size="responsive"
          variant={ACTIONS[status].variant}
          outline={ACTIONS[status].outline}
          className="whitespace-nowrap"
          onClick={() => onAction(order, status)}
        >
          {ACTIONS[status].label}
          <span className="sr-only">
            : {order.orderName} for {order.userEmail}
          </span>
        </Button>
      ))}
      {refundable && (
        <Button size="responsive" variant="warning" outline className="whitespace-nowrap" onClick={() => onRefund(order)}>
          Refund
          <span className="sr-only">
            : {order.orderName} for {order.userEmail}
          </span>
        </Button>
      )}
    </div>
  );
}
