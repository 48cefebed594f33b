import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizeCode } from '../../../shared/schemas/laptop.js';
import type { ProductSort } from '../../../shared/schemas/product.js';
import type { Database } from '../../db/client.js';
import { fitments, partNumbers, products } from './tables.js';

export const DEFAULT_PAGE_SIZE = 24;
/** Counting stops here: beyond it the shop says "1,000+ parts", so a broad search costs the same on any catalog size. */
export const COUNT_CAP = 1000;

export interface CatalogQuery {
  search?: string;
  category?: string;
  model?: string;
  /** Only parts that fit this laptop model (its id). */
  laptop?: string;
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

/**
 * A search matches when every word appears in the product's text, when it is the product's SKU,
 * or when it is one of its part numbers, compared normalised (`01av-422` finds `01AV422`). The
 * part-number lookup runs first (an index probe) and joins as a list of ids, so each arm of the
 * OR has its own index (trigram, SKU, primary key) and PostgreSQL can combine them.
 */
async function searchMatch(db: Database, text: string): Promise<SQL> {
  const arms = [and(...wordsMatch(products.searchText, text)), eq(products.sku, text.trim())];
  const code = normalizeCode(text);
  if (code.length >= 4) {
    const ids = await db
      .selectDistinct({ id: partNumbers.productId })
      .from(partNumbers)
      .where(eq(partNumbers.normalized, code))
      .limit(COUNT_CAP + 1);
    if (ids.length)
      arms.push(
        inArray(
          products.id,
          ids.map((r) => r.id),
        ),
      );
  }
  return or(...arms)!;
}

/** Matches, counted up to COUNT_CAP + 1. */
async function countWhere(db: Database, where: SQL): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
  return (await db.select({ n: count() }).from(capped))[0]!.n;
}

/**
 * Matches among the parts that fit a laptop, counted up to COUNT_CAP + 1 from the laptop's
 * fitment rows, each product probed by its key (`OFFSET 0` keeps the planner from hashing the
 * whole product table instead: 2 ms rather than 20 at 100,000 parts).
 */
async function countFitting(db: Database, laptopId: string, rest: SQL): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM ${fitments} f
      JOIN LATERAL (SELECT 1 FROM ${products} WHERE ${products.id} = f.product_id AND ${rest} OFFSET 0) fits ON true
      WHERE f.laptop_id = ${laptopId}
      LIMIT ${COUNT_CAP + 1}
    ) capped`);
  return rows.rows[0]!.n;
}

const ORDER_BY = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.priceCents), asc(products.id)],
  price_desc: [desc(products.priceCents), desc(products.id)],
  // Best average first, more reviews first among equals, unrated parts last (product_rating_idx).
  rating: [sql`${products.ratingAverage} DESC NULLS LAST`, desc(products.ratingCount), desc(products.id)],
} as const;

/** One page of the catalog, filtered and sorted in PostgreSQL (trigram indexes back the text filters). */
export async function searchProducts(db: Database, q: CatalogQuery) {
  const page = q.page ?? 1;
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const conditions: SQL[] = [eq(products.archived, false)];
  if (q.category) conditions.push(eq(products.category, q.category));
  if (q.search) conditions.push(await searchMatch(db, q.search));
  if (q.model) conditions.push(...wordsMatch(products.modelsText, q.model));
  const rest = and(...conditions)!;
  // Only parts that fit: a semi-join on the laptop's fitment rows.
  const fits =
    q.laptop && inArray(products.id, db.select({ id: fitments.productId }).from(fitments).where(eq(fitments.laptopId, q.laptop)));
  const where = fits ? and(rest, fits)! : rest;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDER_BY[q.sort ?? 'newest'])
      .limit(limit)
      .offset((page - 1) * limit),
    q.laptop ? countFitting(db, q.laptop, rest) : countWhere(db, where),
  ]);
  const capped = total > COUNT_CAP;
  return { items: rows, total: capped ? COUNT_CAP : total, totalCapped: capped, page, limit };
}
