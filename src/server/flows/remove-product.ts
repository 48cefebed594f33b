import type { Viewer } from '../lib/viewer.js';
import type { FlowContext } from './context.js';
import { productDiff } from './save-product.js';

/**
 * Deletes a product, or archives it when orders have it (hidden from the shop, kept on its
 * orders), with its audit row. The product row is locked first, so an order placed meanwhile
 * waits and then finds it gone or archived. Answers whether it was archived.
 */
export async function removeProduct(
  d: Pick<FlowContext, 'db' | 'catalog' | 'orders' | 'invalidate' | 'audit'>,
  viewer: Viewer,
  id: string,
): Promise<boolean> {
  const archived = await d.db.transaction(async (tx) => {
    const before = await d.catalog.lockOnSale(tx, id);
    const archive = await d.orders.hasOrdersFor(tx, id);
    if (archive) await d.catalog.archive(tx, id);
    else await d.catalog.remove(tx, id);
    const diff = productDiff(before, archive ? { ...before, archived: true } : null);
    await d.audit.record(tx, viewer, { action: 'product.remove', entity: 'product', entityId: id, label: before.name, diff });
    return archive;
  });
  d.invalidate(['products', 'best-sellers']);
  return archived;
}
