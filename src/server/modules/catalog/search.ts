import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '../../../shared/schemas/product.js';
import type { Database } from '../../db/client.js';
import { products } from './tables.js';

export const DEFAULT_PAGE_SIZE = 24;
/** Counting stops here: beyond it the shop says "1,000+ parts", so a broad search costs the same on any catalog size. */
export const COUNT_CAP = 1000;

export interface CatalogQuery {
  search?: string;
  category?: string;
  model?: string;
  sort?: ProductSort;
  page?: number;
  limit?: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** Each word must appear somewhere (partial words match): "t480 batt" finds the T480 battery. */
function wordsMatch(column: typeof products.searchText | typeof products.modelsText, text: string): SQL[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => ilike(column, `%${escapeLike(word)}%`));
}

const ORDER_BY = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.priceCents), asc(products.id)],
  price_desc: [desc(products.priceCents), desc(products.id)],
} as const;

/** One page of the catalog, filtered and sorted in PostgreSQL (trigram indexes back the text filters). */
export async function searchProducts(db: Database, q: CatalogQuery) {
  const page = q.page ?? 1;
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const conditions: SQL[] = [eq(products.archived, false)];
  if (q.category) conditions.push(eq(products.category, q.category));
  if (q.search) conditions.push(...wordsMatch(products.searchText, q.search));
  if (q.model) conditions.push(...wordsMatch(products.modelsText, q.model));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDER_BY[q.sort ?? 'newest'])
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(products)
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('capped'),
    ),
  ]);
  const capped = total!.n > COUNT_CAP;
  return { items: rows, total: capped ? COUNT_CAP : total!.n, totalCapped: capped, page, limit };
}
