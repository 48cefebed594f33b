import { formatPrice } from '../../../../shared/money';
import type { Order } from '../../../../shared/schemas/order';

/** "Partially refunded $5.00" under an order's total, when some (not all) of what was paid went back. */
export function PartialRefund({ order, className = '' }: { order: Pick<Order, 'refunded' | 'cost' | 'status'>; className?: string }) {
  if (order.refunded <= 0 || order.refunded >= order.cost || order.status === 'refunded') return null;
  return (
    <p className={`text-sm ${className}`} data-testid="partial-refund">
      Partially refunded {formatPrice(order.refunded)}
    </p>
  );
}
