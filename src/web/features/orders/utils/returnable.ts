import type { Order } from '../../../../shared/schemas/order';

/** Parts of the order may still be sent back: it was delivered and its return window is open. */
export const isReturnable = (order: Pick<Order, 'returnableUntil'>, now = Date.now()): boolean =>
  order.returnableUntil !== null && new Date(order.returnableUntil).getTime() > now;
