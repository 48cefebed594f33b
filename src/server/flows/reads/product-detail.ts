import type { PartNumber } from '../../modules/catalog/fitment.js';
import type { ProductRow } from '../../modules/catalog/service.js';
import type { LaptopRow } from '../../modules/laptops/service.js';
import type { Services } from '../../plugins/services.js';
import { salesNow, type Sale } from './sales.js';

/** A product's page: its part numbers, the laptop models it fits and whether the signed-in caller waits for it to be back. */
export interface ProductDetailView {
  product: ProductRow;
  partNumbers: PartNumber[];
  /** The models it fits, by brand, family and model, each with the fitment's note. */
  fits: { laptop: LaptopRow; note: string }[];
  restockAlert: boolean;
  /** Its sale price now (null: none). */
  sale: Sale | null;
}

/** A product with its part numbers, its fitment's laptop models (sorted) and the caller's restock alert. */
export async function productDetail(
  { catalog, laptops, restock, promotions }: Pick<Services, 'catalog' | 'laptops' | 'restock' | 'promotions'>,
  product: ProductRow,
  viewerId: string | null,
): Promise<ProductDetailView> {
  const [partNumbers, fitment, restockAlert, saleOf] = await Promise.all([
    catalog.partNumbersOf(product.id),
    catalog.fitmentOf(product.id),
    viewerId ? restock.isWaiting(product.id, viewerId) : false,
    salesNow({ promotions }),
  ]);
  const models = new Map((await laptops.byIds(fitment.map((f) => f.laptopId))).map((l) => [l.id, l]));
  const fits = fitment
    .flatMap((f) => {
      const laptop = models.get(f.laptopId);
      return laptop ? [{ laptop, note: f.note }] : [];
    })
    .sort(
      (a, b) =>
        a.laptop.brand.localeCompare(b.laptop.brand) ||
        a.laptop.family.localeCompare(b.laptop.family) ||
        a.laptop.model.localeCompare(b.laptop.model),
    );
  return { product, partNumbers, fits, restockAlert, sale: saleOf(product) };
}
