import type { PartNumber } from '../../modules/catalog/fitment.js';
import type { ProductRow } from '../../modules/catalog/service.js';
import type { LaptopRow } from '../../modules/laptops/service.js';
import type { Services } from '../../plugins/services.js';

/** A product's page: its part numbers, the laptop models it fits and whether the signed-in caller waits for it to be back. */
export interface ProductDetailView {
  product: ProductRow;
  partNumbers: PartNumber[];
  /** The models it fits, by brand, family and model, each with the fitment's note. */
  fits: { laptop: LaptopRow; note: string }[];
  restockAlert: boolean;
}

/** A product with its part numbers, its fitment's laptop models (sorted) and the caller's restock alert. */
export async function productDetail(
  { catalog, laptops, restock }: Pick<Services, 'catalog' | 'laptops' | 'restock'>,
  product: ProductRow,
  viewerId: string | null,
): Promise<ProductDetailView> {
  const [partNumbers, fitment, restockAlert] = await Promise.all([
    catalog.partNumbersOf(product.id),
    catalog.fitmentOf(product.id),
    viewerId ? restock.isWaiting(product.id, viewerId) : false,
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
  return { product, partNumbers, fits, restockAlert };
}
