import type { Order } from '../../../../shared/schemas/order';

/** "Guest" beside the customer's e-mail: the order was placed without an account and is followed through its link. */
export function GuestBadge({ order, className = '' }: { order: Pick<Order, 'guest'>; className?: string }) {
  if (!order.guest) return null;
  return (
    <span
      className={`badge badge-sm badge-soft badge-primary whitespace-nowrap ${className}`}
      title="Placed without an account: the customer follows it through the link in their e-mails"
      data-testid="guest-badge"
    >
      Guest
    </span>
  );
}
