import type { OrderStatus } from '../../../../shared/constants';
import { ORDER_STATUS_LABELS, type OrderEvent } from '../../../../shared/schemas/order';
import { formatOrderDate } from './order-status-badge';

const BY: Record<OrderEvent['by'], string> = {
  customer: 'by the customer',
  admin: 'by PartsHub',
  system: 'automatically',
};

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
  return (
    <ol className="border-base-300 ms-1.5 border-s" aria-label={label} data-testid="order-timeline">
      {events.map((event, i) => (
        <li key={`${event.status}-${event.at}-${i}`} className="relative ps-5 pb-3 last:pb-0" data-testid="timeline-step">
          <span
            aria-hidden="true"
            className={`ring-base-100 absolute -start-[5px] top-1.5 h-2.5 w-2.5 rounded-full ring-4 ${DOT[event.status]}`}
          />
          <p className="text-sm font-semibold">{ORDER_STATUS_LABELS[event.status]}</p>
          <p className="text-base-content/70 text-xs">
            <time dateTime={event.at}>{formatOrderDate(event.at)}</time> · {BY[event.by]}
          </p>
          {event.note && <p className="text-base-content/80 mt-0.5 text-xs break-words">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
