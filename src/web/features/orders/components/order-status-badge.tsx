import type { OrderStatus } from '../../../../shared/constants';
import { ORDER_STATUS_LABELS } from '../../../../shared/schemas/order';
import { formatDateTime } from '../../../lib/dates';

/**
 * The badge keeps the spec's short words ('unpaid', 'paid'); the full ORDER_STATUS_LABELS
 * ('Awaiting payment', 'Shipped', ...) name the steps of the timeline and the filter's options.
 */
const LOOK: Record<OrderStatus, { text: string; className: string }> = {
  pending_payment: { text: 'unpaid', className: 'badge-soft badge-warning' },
  paid: { text: 'paid', className: 'badge-soft badge-success' },
  shipped: { text: 'shipped', className: 'badge-soft badge-primary' },
  delivered: { text: 'delivered', className: 'badge-success' },
  cancelled: { text: 'cancelled', className: 'badge-ghost' },
  expired: { text: 'expired', className: 'badge-ghost' },
  refunded: { text: 'refunded', className: 'badge-warning badge-soft' },
};

/** The order's state in words and colour: unpaid, paid, shipped, delivered, cancelled, expired or refunded. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const look = LOOK[status];
  return (
    <span className={`badge badge-sm whitespace-nowrap ${look.className}`} data-testid="order-status" title={ORDER_STATUS_LABELS[status]}>
      {look.text}
    </span>
  );
}

export const formatOrderDate = formatDateTime;
