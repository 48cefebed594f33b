import { laptopFullName } from '../../../shared/schemas/laptop.js';
import type { PartNumber } from '../../modules/catalog/fitment.js';
import type { ProductRow } from '../../modules/catalog/service.js';
import type { Services } from '../../plugins/services.js';

/** A product on sale as the export lists it: its part numbers and the full names of the laptop models it fits. */
export interface ExportedProduct {
  product: ProductRow;
  partNumbers: PartNumber[];
  fits: { laptopName: string; note: string }[];
}

/**
 * Every product on sale with its part numbers and fitment, a page at a time in id order. The laptop
 * models' names are read first (once), then the pages as they are pulled.
 */
export async function productExport(
  { catalog, laptops }: Pick<Services, 'catalog' | 'laptops'>,
  pageSize = 1000,
): Promise<AsyncGenerator<ExportedProduct[]>> {
  const names = new Map((await laptops.all()).map((l) => [l.id, laptopFullName(l)]));
  return (async function* pages() {
    for (let after: string | null = null; ;) {
      const page = await catalog.exportPage(after, pageSize);
      if (page.length === 0) return;
      yield page.map(({ product, partNumbers, fits }) => ({
        product,
        partNumbers,
        fits: fits.map((f) => ({ laptopName: names.get(f.laptopId) ?? '', note: f.note })),
      }));
      after = page.at(-1)!.product.id;
    }
  })();
}
