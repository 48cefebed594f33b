import type { Viewer } from '../lib/viewer.js';
import { assertCanMove, type OrderDetail } from '../modules/orders/service.js';
import type { FlowDeps } from './deps.js';

/**
 * Cancels an order (the spec's delete keeps the record): in one transaction, under the order's
 * row lock, the status and its timeline event, and the units back on the shelf. Customers cancel
 * only their unpaid orders; admins also paid ones not yet shipped. With `alreadyOk`, an order
 * already cancelled answers null instead of a conflict. After the commit the cached product
 * answers (stock) and best sellers (a paid order no longer counts) are dropped.
 */
export async function cancelOrder(
  d: FlowDeps,
  id: string,
  viewer: Viewer,
  options: { alreadyOk?: boolean } = {},
): Promise<OrderDetail | null> {
  const order = await d.db.transaction(async (tx) => {
    const row = await d.orders.lockVisible(tx, id, viewer);
    if (options.alreadyOk && row.status === 'cancelled') return null;
    assertCanMove(viewer, row.status, 'cancelled');
    await d.orders.setStatus(tx, id, 'cancelled', viewer);
    const order = await d.orders.load(tx, id);
    await d.catalog.returnStock(tx, order.lines);
    return order;
  });
  if (order) d.invalidate(['products', 'best-sellers']);
  return order;
}
