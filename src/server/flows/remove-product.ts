import type { FlowContext } from './context.js';

/**
 * Deletes a product, or archives it when orders have it (hidden from the shop, kept on its
 * orders). The product row is locked first, so an order placed meanwhile waits and then finds
 * it gone or archived. Answers whether it was archived.
 */
export async function removeProduct(d: Pick<FlowContext, 'db' | 'catalog' | 'orders' | 'invalidate'>, id: string): Promise<boolean> {
  const archived = await d.db.transaction(async (tx) => {
    await d.catalog.lockOnSale(tx, id);
    if (await d.orders.hasOrdersFor(tx, id)) {
      await d.catalog.archive(tx, id);
      return true;
    }
    await d.catalog.remove(tx, id);
    return false;
  });
  d.invalidate(['products', 'best-sellers']);
  return archived;
}
