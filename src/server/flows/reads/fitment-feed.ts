import { decideFit, RULE_CATEGORIES, type FitLaptop } from '../../../shared/fit-rules.js';
import { laptopFullName } from '../../../shared/schemas/laptop.js';
import type { FitmentFeedRow } from '../../../shared/schemas/fitment-feed.js';
import type { CatalogService } from '../../modules/catalog/service.js';
import type { Services } from '../../plugins/services.js';

type ExportedPage = Awaited<ReturnType<CatalogService['exportPage']>>;
const RULED = new Set<string>(RULE_CATEGORIES);

/**
 * One product's rows of the feed: every model the shop lists it for (`listed`), then, for a part of a
 * rule's category with attributes, every other model its specification fits (`spec`: fits, or fits
 * with an adapter). Laptops in the order given.
 */
function rowsOf(item: ExportedPage[number], laptops: FitLaptop[]): FitmentFeedRow[] {
  const { product, partNumbers, fits } = item;
  const base = {
    productId: product.id,
    product: product.name,
    sku: product.sku,
    // The product's own part number first, then its listed ones.
    partNumbers: [...new Set([product.partNumber, ...partNumbers.map((n) => n.number)].filter(Boolean))],
  };
  const listed = new Set(fits.map((f) => f.laptopId));
  const rows: FitmentFeedRow[] = laptops
    .filter((l) => listed.has(l.id))
    .map((l) => ({ ...base, laptopId: l.id, laptop: l.name, source: 'listed' }));
  if (!RULED.has(product.category) || Object.keys(product.attributes).length === 0) return rows;
  const part = { category: product.category, attributes: product.attributes, partNumbers: base.partNumbers };
  for (const laptop of laptops) {
    if (listed.has(laptop.id)) continue;
    const { verdict, source } = decideFit(part, laptop, []);
    if (source === 'spec' && (verdict === 'fits' || verdict === 'fits_with_adapter'))
      rows.push({ ...base, laptopId: laptop.id, laptop: laptop.name, source: 'spec' });
  }
  return rows;
}

/**
 * The open fitment feed (issue 31): every product on sale ↔ laptop model pair that fits, listed or by
 * specification, a page of products at a time in id order (the models, with their specifications,
 * read once first), so the whole feed is never held in memory.
 */
export async function fitmentFeed(
  { catalog, laptops }: Pick<Services, 'catalog' | 'laptops'>,
  pageSize = 500,
): Promise<AsyncGenerator<FitmentFeedRow[]>> {
  const models: FitLaptop[] = (await laptops.all())
    .map((l) => ({ id: l.id, name: laptopFullName(l), spec: l.spec ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (async function* pages() {
    for (let after: string | null = null; ;) {
      const page = await catalog.exportPage(after, pageSize);
      if (page.length === 0) return;
      yield page.flatMap((item) => rowsOf(item, models));
      after = page.at(-1)!.product.id;
    }
  })();
}
