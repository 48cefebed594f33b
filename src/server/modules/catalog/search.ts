import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizeCode } from '../../../shared/schemas/laptop.js';
import type { LaptopSpec } from '../../../shared/schemas/laptop-spec.js';
import type { ProductSort } from '../../../shared/schemas/product.js';
import type { Database } from '../../db/client.js';
import { attributeConditions, facetCounts, type AttributeFilters } from './facets.js';
import { specPredicate } from './spec-match.js';
import { fitments, partNumberCode, partNumbers, products, searchWords } from './tables.js';

export const DEFAULT_PAGE_SIZE = 24;
/** Counting stops here: beyond it the shop says "1,000+ parts", so a broad search costs the same on any catalog size. */
export const COUNT_CAP = 1000;

export interface CatalogQuery {
  search?: string;
  category?: string;
  model?: string;
  /** Only parts that fit this laptop model (its id): listed for it, or (with its spec) fitting by specification. */
  laptop?: string;
  /** That model's specification (issue 31): parts of the rule categories whose attributes fit it are listed too. */
  laptopSpec?: LaptopSpec | null;
  /** Only parts with units available now. */
  inStock?: boolean;
  /** Only parts with these attribute values (issue 31): any of the values given for a name, every name given. */
  attrs?: AttributeFilters;
  /** Also count the matches per value of each of the category's attributes (`facetCounts`). */
  facets?: boolean;
  sort?: ProductSort;
  page?: number;
  limit?: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** A word shorter than this is always matched as typed: too few trigrams to tell a typo by. */
const MIN_FUZZY_LENGTH = 3;

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);

/** Each word must appear somewhere (partial words match): "t480 batt" finds the T480 battery. */
function wordsMatch(column: typeof products.searchText | typeof products.modelsText, text: string): SQL[] {
  return wordsOf(text).map((word) => ilike(column, `%${escapeLike(word)}%`));
}

/** At most this many catalog words stand in for one misspelt word. */
const MAX_CORRECTIONS = 3;
/** Below this trigram similarity a catalog word is no correction ("crucal" → "crucial" is 0.5). */
const MIN_SIMILARITY = 0.45;

/**
 * The words typed that no product's text holds as typed (misspelt: "thinkpd", "batery"), each with
 * the catalog's words closest to it, best first (none for nonsense). One statement: per word, a
 * trigram-index probe of the products (each pattern a bound value, so each is planned with its own
 * word) and one of the word list (`%`, pg_trgm's similarity at its threshold, 0.3, backed by the
 * trigram index, then MIN_SIMILARITY).
 */
async function misspeltWords(db: Database, words: string[]): Promise<Map<string, string[]>> {
  const candidates = [...new Set(words.filter((w) => w.length >= MIN_FUZZY_LENGTH))];
  if (candidates.length === 0) return new Map();
  const probes = candidates.map(
    (
      w,
      i,
    ) => sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.archived} = false AND ${ilike(products.searchText, `%${escapeLike(w)}%`)})
      AS ${sql.identifier(`found${i}`)},
      ARRAY(SELECT ${searchWords.word} FROM ${searchWords} WHERE ${searchWords.word} % ${w}
        AND similarity(${searchWords.word}, ${w}) >= ${MIN_SIMILARITY}
        ORDER BY similarity(${searchWords.word}, ${w}) DESC, ${searchWords.word} LIMIT ${MAX_CORRECTIONS}) AS ${sql.identifier(`near${i}`)}`,
  );
  const [row] = (await db.execute<Record<string, boolean | string[]>>(sql`SELECT ${sql.join(probes, sql`, `)}`)).rows;
  return new Map(candidates.flatMap((w, i) => (row![`found${i}`] ? [] : [[w, row![`near${i}`] as string[]] as const])));
}

/**
 * Products named exactly by what was typed: its SKU (as typed or upper-cased), or one of its part
 * numbers (its own, or those listed with it) compared normalised (`01av-422` finds `01AV422`).
 * Index probes, answered as ids.
 */
async function exactHits(db: Database, text: string): Promise<string[]> {
  const typed = text.trim();
  const bySku = db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.sku, [...new Set([typed, typed.toUpperCase()])]));
  const code = normalizeCode(text);
  if (code.length < 4) return (await bySku).map((r) => r.id);
  const rows = await bySku
    .union(db.select({ id: partNumbers.productId }).from(partNumbers).where(eq(partNumbers.normalized, code)))
    .union(
      db
        .select({ id: products.id })
        .from(products)
        .where(eq(partNumberCode(products.partNumber), code)),
    )
    .limit(COUNT_CAP + 1);
  return rows.map((r) => r.id);
}

export interface SearchMatch {
  where: SQL;
  /** Best match first: exact SKU and part-number hits, then the closest to the misspelt words. */
  rank: SQL[];
}

const has = (word: string) => ilike(products.searchText, `%${escapeLike(word)}%`);

/** Where a misspelt word stands for several catalog words, the parts with the closest come first. */
function closestFirst(misspelt: Map<string, string[]>): SQL | undefined {
  const choices = [...misspelt.values()].filter((near) => near.length > 1);
  if (choices.length === 0) return undefined;
  const scores = choices.map(
    (near) =>
      sql`CASE ${sql.join(
        near.map((c, i) => sql`WHEN ${has(c)} THEN ${sql.raw(String(near.length - i))}`),
        sql` `,
      )} ELSE 0 END`,
  );
  return sql`(${sql.join(scores, sql` + `)}) DESC`;
}

/**
 * What a search matches, and how its matches rank (issue 31: search that forgives typing). A
 * product matches when it is named exactly (its SKU, a part number), or when every word typed is in
 * its text: a word some product holds as typed must appear as typed (partial words too: "t480 batt"),
 * and a misspelt word is replaced by the catalog's words closest to it (product_search_word, by
 * trigram word similarity: "thinkpd batery" looks for "thinkpad" and "battery"; nonsense has no
 * close word and finds nothing). So every arm is an index probe or a plain trigram-indexed ILIKE,
 * as fast as a search spelt right. Ranked: exact hits first, then the closest corrections.
 */
async function searchMatch(db: Database, text: string): Promise<SearchMatch> {
  const words = wordsOf(text);
  const [misspelt, hits] = await Promise.all([misspeltWords(db, words), exactHits(db, text)]);
  const wordMatch = words.map((w) => {
    const near = misspelt.get(w);
    if (!near) return has(w);
    return near.length ? or(...near.map(has))! : sql`false`;
  });
  const arms = [and(...wordMatch)!];
  const rank: SQL[] = [];
  if (hits.length) {
    arms.push(inArray(products.id, hits));
    rank.push(sql`${inArray(products.id, hits)} DESC`);
  }
  const closest = closestFirst(misspelt);
  if (closest) rank.push(closest);
  return { where: or(...arms)!, rank };
}

/**
 * Matches, counted up to COUNT_CAP + 1. `newestFirst` (in one category, without a search or a
 * model): an index-only walk of product_category_newest_idx that stops at the cap (at worst the
 * whole category, 70 ms for 143,000 parts, where the bitmap of a laptop's listed and fitting parts
 * took twice that).
 */
async function countWhere(db: Database, where: SQL, newestFirst = false): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .orderBy(...(newestFirst ? ORDER_BY.newest : []))
    .limit(COUNT_CAP + 1)
    .as('capped');
  return (await db.select({ n: count() }).from(capped))[0]!.n;
}

/**
 * Matches among the parts that fit a laptop, counted up to COUNT_CAP + 1: the listed ones probed by
 * key from the laptop's fitment rows (`OFFSET 0` keeps the planner from hashing the whole product
 * table instead: 2 ms rather than 20 at 100,000 parts), and with its specification (issue 31) UNION
 * those the spec's predicate finds (its category and index probes: containment on the attributes'
 * GIN index, part numbers). Each side stops at COUNT_CAP + 1 — never a walk over every part of the
 * category, nor a probe of each of a popular model's tens of thousands of fitment rows (the UNION
 * reads both sides whole before it counts: 307 ms p95 for the T480 at 1,000,000 parts without the
 * first limit). Either side reaching its limit means more than COUNT_CAP matches, so the capped
 * count stays right; and when the listed side alone does, the spec's side is never read (the CASE
 * runs its subquery only when needed: the T480's, a bitmap over four categories, took 120 ms).
 */
async function countFitting(db: Database, listedRows: SQL, rest: SQL, bySpec: SQL | undefined): Promise<number> {
  const listed = sql`SELECT ${fitments.productId} AS id FROM ${fitments}
    JOIN LATERAL (SELECT 1 FROM ${products} WHERE ${products.id} = ${fitments.productId} AND ${rest} OFFSET 0) fits ON true
    WHERE ${listedRows} LIMIT ${COUNT_CAP + 1}`;
  const listedCount = sql`(SELECT count(*) FROM (${listed}) listed)`;
  const union = bySpec
    ? sql`(SELECT count(*) FROM (
        SELECT id FROM ((${listed}) UNION (SELECT ${products.id} AS id FROM ${products} WHERE ${rest} AND ${bySpec} LIMIT ${COUNT_CAP + 1})) ids
        LIMIT ${COUNT_CAP + 1}) capped)`
    : undefined;
  const rows = await db.execute<{ n: number }>(
    union
      ? sql`SELECT (CASE WHEN ${listedCount} > ${COUNT_CAP} THEN ${COUNT_CAP + 1} ELSE ${union} END)::int AS n`
      : sql`SELECT ${listedCount}::int AS n`,
  );
  return rows.rows[0]!.n;
}

/**
 * Parts that fit a laptop: listed for it (a semi-join on its fitment rows) or, with its
 * specification, fitting by it (issue 31: the spec's per-category predicate, category and
 * GIN-indexed containment first). The page walks the sort's index with the filter (the listed ids
 * hashed once: in a category, only the fitment rows of that category); the count is countFitting, or
 * in a category the plain count walking the category's index (countWhere).
 */
function fitsLaptop(db: Database, laptopId: string, q: CatalogQuery) {
  const listedRows = and(eq(fitments.laptopId, laptopId), q.category ? eq(fitments.category, q.category) : undefined)!;
  const listed = inArray(products.id, db.select({ id: fitments.productId }).from(fitments).where(listedRows));
  const bySpec = specPredicate(q.laptopSpec, q.category);
  return {
    where: bySpec ? or(listed, bySpec)! : listed,
    count: (rest: SQL) => countFitting(db, listedRows, rest, bySpec),
  };
}

const ORDER_BY = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.priceCents), asc(products.id)],
  price_desc: [desc(products.priceCents), desc(products.id)],
  // Best average first, more reviews first among equals, unrated parts last (product_rating_idx).
  rating: [sql`${products.ratingAverage} DESC NULLS LAST`, desc(products.ratingCount), desc(products.id)],
} as const;

/** A sort asked for wins; without one, a search ranks its best matches first (newest among equals). */
const orderOf = (sort: ProductSort | undefined, search: SearchMatch | undefined): SQL[] =>
  sort ? [...ORDER_BY[sort]] : [...(search?.rank ?? []), ...ORDER_BY.newest];

/** The filters of a query as SQL (`rest`: all but the laptop's; `where`: all), given its search's match. */
function filtersOf(db: Database, q: CatalogQuery, search: SearchMatch | undefined) {
  const conditions: SQL[] = [eq(products.archived, false)];
  if (q.category) conditions.push(eq(products.category, q.category));
  if (q.inStock) conditions.push(sql`${products.stockAvailable} > 0`);
  if (search) conditions.push(search.where);
  if (q.model) conditions.push(...wordsMatch(products.modelsText, q.model));
  conditions.push(...attributeConditions(q.attrs));
  const rest = and(...conditions)!;
  const fits = q.laptop ? fitsLaptop(db, q.laptop, q) : undefined;
  return { rest, where: fits ? and(rest, fits.where)! : rest, fits };
}

/**
 * The ids of one page, then their rows: in a category without a search or a model the ids come
 * from an index-only scan of product_category_newest_idx, and only the page's rows are read whole
 * (not every part its filters passed over).
 */
function pageOf(db: Database, where: SQL, order: SQL[], limit: number, offset: number) {
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return db
    .select()
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(...order);
}

/** One page of the catalog, filtered and sorted in PostgreSQL (trigram indexes back the text filters). */
export async function searchProducts(db: Database, q: CatalogQuery) {
  const page = q.page ?? 1;
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const search = q.search ? await searchMatch(db, q.search) : undefined;
  const { rest, where, fits } = filtersOf(db, q, search);
  const order = orderOf(q.sort, search);
  // In a category without a search or a model, every filter reads what product_category_newest_idx holds.
  const indexed = Boolean(q.category && !search && !q.model);
  const counted = () => {
    if (indexed) return countWhere(db, where, true);
    return fits ? fits.count(rest) : countWhere(db, where);
  };
  const facetsRead = q.facets
    ? facetCounts(db, q, (query) => filtersOf(db, query, search).where, { cap: COUNT_CAP, newestFirst: indexed })
    : undefined;
  const [rows, total, facets] = await Promise.all([
    indexed
      ? pageOf(db, where, order, limit, (page - 1) * limit)
      : db
          .select()
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset((page - 1) * limit),
    // The facets' pass with every filter counts the matches too.
    facetsRead ? facetsRead.then((f) => f.matched ?? counted()) : counted(),
    facetsRead,
  ]);
  const capped = total > COUNT_CAP;
  const facetFields = facets ? { facets: facets.facets, facetsCapped: facets.capped } : {};
  return { items: rows, total: capped ? COUNT_CAP : total, totalCapped: capped, page, limit, ...facetFields };
}
