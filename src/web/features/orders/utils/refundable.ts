import { toCents, toDollars } from '../../../../shared/money';
import type { Order } from '../../../../shared/schemas/order';

/** What can still be given back: the cost less what was refunded and what is being refunded (in cents, so no float dust). */
export function refundableOf(order: Pick<Order, 'cost' | 'refunded' | 'refunds'>): number {
  const pending = order.refunds.filter((r) => r.status === 'pending').reduce((n, r) => n + toCents(r.amount), 0);
  return Math.max(0, toDollars(toCents(order.cost) - toCents(order.refunded) - pending));
}

/** Manage Order offers a refund on a paid order (paid, shipped or delivered) with money left to give back. */
export const canRefund = (order: Pick<Order, 'status' | 'paid' | 'cost' | 'refunded' | 'refunds'>) =>
  order.paid && ['paid', 'shipped', 'delivered'].includes(order.status) && refundableOf(order) > 0;
