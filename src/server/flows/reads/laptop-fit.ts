import { decideFit, type FitAnswer, type FitLaptop } from '../../../shared/fit-rules.js';
import { laptopLabel } from '../../../shared/schemas/laptop.js';
import { specSlots } from '../../../shared/spec-summary.js';
import type { CategorySlug } from '../../../shared/constants.js';
import type { CatalogQuery } from '../../modules/catalog/search.js';
import type { ProductRow } from '../../modules/catalog/service.js';
import type { LaptopRow } from '../../modules/laptops/service.js';
import type { Services } from '../../plugins/services.js';

/**
 * Fit by specification with reasons (issue 31), read across the catalog and the laptop models:
 * every answer is `decideFit` (src/shared/fit-rules.ts) over the part's attributes, its part numbers
 * and listed fitment, and the model's specification; the lists come from the catalog's laptop filter,
 * which selects in SQL the same parts (listed, or fitting by specification: modules/catalog/spec-match.ts).
 */
type Deps = Pick<Services, 'catalog' | 'laptops'>;

export interface FittedProduct {
  product: ProductRow;
  fit: FitAnswer;
}

/** A laptop model as the fit rules see it: its id, its name in the reasons ("ThinkPad T480"), its specification. */
export const fitLaptopOf = (l: LaptopRow): FitLaptop => ({ id: l.id, name: laptopLabel(l), spec: l.spec ?? null });

/** Each product's fit for the laptop, by product id (one read of their fitment and part numbers). */
export async function fitsFor(
  { catalog }: Pick<Deps, 'catalog'>,
  products: ProductRow[],
  laptop: FitLaptop,
): Promise<Map<string, FitAnswer>> {
  const data = await catalog.fitDataOfMany(products.map((p) => p.id));
  return new Map(
    products.map((p) => {
      const { listed, partNumbers } = data.get(p.id) ?? { listed: [], partNumbers: [] };
      const part = { category: p.category, attributes: p.attributes, partNumbers: [p.partNumber, ...partNumbers].filter(Boolean) };
      return [p.id, decideFit(part, laptop, listed)];
    }),
  );
}

/** A product's fit for a laptop model; null when the model is unknown (the answer then has no fit). */
export async function productFit(d: Deps, product: ProductRow, laptopId: string): Promise<FitAnswer | null> {
  const [laptop] = await d.laptops.byIds([laptopId]);
  if (!laptop) return null;
  return (await fitsFor(d, [product], fitLaptopOf(laptop))).get(product.id)!;
}

/**
 * A page of the catalog; with `laptop`, the parts that fit it by either source (its specification
 * read first), each with its fit. An unknown model lists nothing, as before.
 */
export async function searchCatalog(d: Deps, query: CatalogQuery) {
  if (!query.laptop) return { ...(await d.catalog.search(query)), fits: null };
  const [laptop] = await d.laptops.byIds([query.laptop]);
  const page = await d.catalog.search({ ...query, laptopSpec: laptop?.spec ?? null });
  return { ...page, fits: laptop ? await fitsFor(d, page.items, fitLaptopOf(laptop)) : null };
}

/** Whether a part fits at all: as it is, or with an adapter. */
export const fitsAtAll = (f: FitAnswer | undefined) => f?.verdict === 'fits' || f?.verdict === 'fits_with_adapter';

/** Parts that fit a laptop (by either source), at most `limit`, newest first; in stock only when asked. */
export async function fittingParts(
  d: Deps,
  laptop: LaptopRow,
  query: Omit<CatalogQuery, 'laptop' | 'laptopSpec'>,
): Promise<FittedProduct[]> {
  const page = await d.catalog.search({ ...query, laptop: laptop.id, laptopSpec: laptop.spec ?? null });
  const fits = await fitsFor(d, page.items, fitLaptopOf(laptop));
  return page.items.flatMap((product) => (fitsAtAll(fits.get(product.id)) ? [{ product, fit: fits.get(product.id)! }] : []));
}

export interface PlannerSlotView {
  slot: CategorySlug;
  summary: string;
  fits: FittedProduct[];
}

/** Parts per planner slot: at most this many, in stock. */
export const PLANNER_PARTS = 6;

/** The upgrade planner of a model: per slot its specification covers, the summary and up to six parts in stock that fit. */
export async function upgradePlanner(d: Deps, laptop: LaptopRow): Promise<PlannerSlotView[]> {
  if (!laptop.spec) return [];
  return Promise.all(
    specSlots(laptop.spec).map(async ({ slot, summary }) => ({
      slot,
      summary,
      fits: await fittingParts(d, laptop, { category: slot, inStock: true, limit: PLANNER_PARTS }),
    })),
  );
}

/** Open fitment data answers at most this many parts. */
export const COMPATIBLE_MAX = 500;

/** The parts that fit a model (404 unknown), optionally of one category: fits first, then with an adapter; newest first within. */
export async function compatibleParts(d: Deps, laptopId: string, category?: string): Promise<FittedProduct[]> {
  const laptop = await d.laptops.get(laptopId);
  const parts = await fittingParts(d, laptop, { category, limit: COMPATIBLE_MAX });
  const rank = (f: FittedProduct) => (f.fit.verdict === 'fits' ? 0 : 1);
  return parts.sort((a, b) => rank(a) - rank(b));
}
