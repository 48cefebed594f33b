import type { OrderStatus } from '../../../../shared/constants';
import { ORDER_STATUS_LABELS, type OrderEvent } from '../../../../shared/schemas/order';
import { Timeline } from '../../../components/ui/timeline';

const DOT: Record<OrderStatus, string> = {
  pending_payment: 'bg-warning',
  paid: 'bg-success',
  shipped: 'bg-primary',
  delivered: 'bg-success',
  cancelled: 'bg-base-content/40',
  expired: 'bg-base-content/40',
  refunded: 'bg-warning',
};

/** The order's history, oldest step first: what happened, when and by whom. */
export function OrderTimeline({ events, label }: { events: OrderEvent[]; label: string }) {
  return <Timeline events={events} titles={ORDER_STATUS_LABELS} dots={DOT} label={label} testId="order-timeline" />;
}
