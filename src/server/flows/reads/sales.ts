import type { ProductRow } from '../../modules/catalog/service.js';
import type { PromotionRow } from '../../modules/promotions/service.js';
import type { Services } from '../../plugins/services.js';

/** A product's sale: the price each unit costs while an automatic percentage promotion covers it, and that promotion. */
export interface Sale {
  priceCents: number;
  promotion: PromotionRow;
}

/** What each product's sale is now (one read of the running promotions for a whole list). */
export type SaleOf = (product: Pick<ProductRow, 'id' | 'category' | 'brand' | 'priceCents'>) => Sale | null;

export async function salesNow({ promotions }: Pick<Services, 'promotions'>): Promise<SaleOf> {
  const running = await promotions.running();
  if (running.length === 0) return () => null;
  return (product) => promotions.saleOf(running, product);
}
