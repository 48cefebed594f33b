import type { OrderStatus } from '../../../../shared/constants';

const LOOK: Record<OrderStatus, { text: string; className: string }> = {
  pending_payment: { text: 'unpaid', className: 'badge-warning' },
  paid: { text: 'paid', className: 'badge-success' },
  shipped: { text: 'shipped', className: 'badge-info' },
  delivered: { text: 'delivered', className: 'badge-success' },
  cancelled: { text: 'cancelled', className: 'badge-neutral' },
};

/** The order's state in words: unpaid, paid, shipped, delivered or cancelled. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const look = LOOK[status];
  return (
    <span className={`badge badge-soft badge-sm whitespace-nowrap ${look.className}`} data-testid="order-status">
      {look.text}
    </span>
  );
}

export const formatOrderDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
