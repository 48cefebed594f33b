import { or, sql, type SQL } from 'drizzle-orm';
import { attributesOf, type AttributeDefinition, type AttributeValue } from '../../../shared/part-attributes.js';
import type { Database } from '../../db/client.js';
import type { CatalogQuery } from './search.js';
import { products } from './tables.js';

/** Attribute filters: per attribute name, the values any of which a part may have. */
export type AttributeFilters = Record<string, AttributeValue[]>;

/** A facet: each value the matching parts have for one attribute, with how many have it, in the attribute's order. */
export type Facets = Record<string, { value: AttributeValue; count: number }[]>;

/**
 * `{"name": value}` contained in the attributes for each value (any of them), each name (all of
 * them). Attribute filters come with a category, and are checked on the category's parts newest
 * first (product_category_newest_idx holds the attributes): written as jsonb_contains(), not `@>`,
 * so the planner does not take the attributes' GIN index instead. Its estimate takes attributes
 * and category to be independent (364 memory modules of 16 GB DDR4 at 1,000,000 parts, where
 * 35,714 match), and it then read and sorted them all (100–140 ms, not 10).
 */
export function attributeConditions(attrs: AttributeFilters | undefined): SQL[] {
  return Object.entries(attrs ?? {}).map(([name, values]) =>
    or(...values.map((v) => sql`jsonb_contains(${products.attributes}, ${JSON.stringify({ [name]: v })}::jsonb)`))!,
  );
}

/** A stored value's text (as jsonb_each_text gives it) back to its type. */
function typed(def: AttributeDefinition, text: string): AttributeValue {
  if (def.type === 'number') return Number(text);
  if (def.type === 'boolean') return text === 'true';
  return text;
}

/** The order a facet's values are shown in: the definition's own list, else numbers up, else by name. */
function ordered(def: AttributeDefinition, values: { value: AttributeValue; count: number }[]) {
  const listed = def.values ?? [];
  const rank = (v: AttributeValue) => (listed.includes(v as string | number) ? listed.indexOf(v as string | number) : listed.length);
  return values.sort((a, b) => rank(a.value) - rank(b.value) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/**
 * How many matching parts a facet pass reads at most (`cap`), and whether the newest of them
 * (`newestFirst`: when the filters read only what product_category_newest_idx holds, an index-only
 * walk; with a search, the planner takes the text's index and any `cap` of the matches).
 */
export interface SampleOptions {
  cap: number;
  newestFirst: boolean;
}

/**
 * Counts per value of `names` among `cap` of the parts `where` matches (SampleOptions), each name
 * read by key; and how many parts matched, up to `cap` + 1. Past `cap` the pass is `capped`: its
 * values are those of the sample, shown without counts (as the list then says "1,000+ parts"). Counting
 * every match costs a pass over all of them (`npm run bench:catalog -- 1000000`: 400–500 ms for
 * all, 35–70 ms for 5,000), and a category of a real shop, with a laptop or a filter, matches fewer.
 */
async function countValues(db: Database, where: SQL, names: string[], { cap, newestFirst }: SampleOptions) {
  const newest = newestFirst ? sql`ORDER BY ${products.createdAt} DESC, ${products.id} DESC` : sql``;
  const columns = names.map((_, i) => sql.identifier(`v${i}`));
  const values = names.map((name, i) => sql`, ${products.attributes} ->> ${name} AS ${columns[i]}`);
  // One pass over the sample: a grouping set per name, and the empty set counts the sample itself.
  // GROUPING() marks the columns a row is not grouped by: all of them for the empty set's row.
  const { rows } = await db.execute<{ g: number; n: number; matched: number } & Record<string, string | null>>(sql`
    SELECT ${columns.length ? sql`GROUPING(${sql.join(columns, sql`, `)})` : sql`0`}::int AS g,
      ${sql.join(
        columns.map((c) => sql`${c}, `),
        sql``,
      )}count(*) FILTER (WHERE r <= ${cap})::int AS n, count(*)::int AS matched
    FROM (
      SELECT row_number() OVER (${newest}) AS r ${sql.join(values, sql``)} FROM ${products} WHERE ${where} ${newest} LIMIT ${cap + 1}
    ) sample
    GROUP BY GROUPING SETS (${sql.join([...columns.map((c) => sql`(${c})`), sql`()`], sql`, `)})`);
  const all = (1 << names.length) - 1;
  const matched = rows.find((r) => r.g === all)!.matched;
  const counts = rows.flatMap((r) => {
    const i = names.findIndex((_, j) => (r.g & (1 << (names.length - 1 - j))) === 0);
    const value = i >= 0 ? r[`v${i}`] : null;
    return r.g !== all && value != null && r.n > 0 ? [{ key: names[i]!, value, n: r.n }] : [];
  });
  return { rows: counts, matched, capped: matched > cap };
}

/**
 * The facets of a query in a category with attributes (issue 31): for each attribute, the values
 * the matching parts have and how many have each. An attribute being filtered on is counted
 * without its own filter (so its other values stay offered: "16 GB (12) · 32 GB (5)"); the rest
 * with every filter. `whereOf` builds the query's filters as the list does. `capped`: some pass
 * matched more than `cap` parts, so its counts are of a sample (the values are still offered).
 * `matched`: how many parts the query matches, up to `cap` + 1 (the pass with every filter counts
 * them, so the list needs no count of its own); undefined when the category has no attributes.
 */
export async function facetCounts(
  db: Database,
  q: CatalogQuery,
  whereOf: (q: CatalogQuery) => SQL,
  sample: SampleOptions,
): Promise<{ facets: Facets; capped: boolean; matched?: number }> {
  const defs = q.category ? attributesOf(q.category) : [];
  if (defs.length === 0) return { facets: {}, capped: false };
  const filtered = new Set(Object.keys(q.attrs ?? {}));
  const free = defs.filter((d) => !filtered.has(d.name)).map((d) => d.name);
  const passes = await Promise.all([
    countValues(db, whereOf(q), free, sample),
    ...[...filtered].map((name) => {
      const { [name]: _own, ...others } = q.attrs!;
      return countValues(db, whereOf({ ...q, attrs: others }), [name], sample);
    }),
  ]);
  const facets: Facets = Object.fromEntries(defs.map((d) => [d.name, []]));
  const byName = new Map(defs.map((d) => [d.name, d]));
  for (const row of passes.flatMap((p) => p.rows)) {
    const def = byName.get(row.key);
    if (def) facets[row.key]!.push({ value: typed(def, row.value), count: row.n });
  }
  for (const def of defs) ordered(def, facets[def.name]!);
  return { facets, capped: passes.some((p) => p.capped), matched: passes[0]!.matched };
}
