import type { PartNumber } from '../../modules/catalog/fitment.js';
import type { Viewer } from '../../lib/viewer.js';
import type { Services } from '../../plugins/services.js';
import { orderView, type OrderView } from './orders.js';

/** What a picker finds a line's part by: its SKU and part numbers (today's, from the catalog). */
export interface PackingSlipPart {
  productId: string;
  sku: string;
  partNumbers: PartNumber[];
}

/** A packing slip: the order (with its refunds and documents) and each line's SKU and part numbers, in the order's line order. */
export async function packingSlipView(
  services: Pick<Services, 'orders' | 'catalog' | 'payments' | 'documents'>,
  viewer: Viewer,
  orderId: string,
): Promise<{ view: OrderView; parts: PackingSlipPart[] }> {
  const order = await services.orders.get(orderId, viewer);
  const ids = order.lines.map((l) => l.productId);
  const [view, products, partNumbers] = await Promise.all([
    orderView(services, order),
    services.catalog.byIds(ids),
    Promise.all(ids.map((id) => services.catalog.partNumbersOf(id))),
  ]);
  const skus = new Map(products.map((p) => [p.id, p.sku]));
  return { view, parts: ids.map((productId, i) => ({ productId, sku: skus.get(productId) ?? '', partNumbers: partNumbers[i]! })) };
}
