import { or, sql, type SQL } from 'drizzle-orm';
import { attributesOf, type AttributeDefinition, type AttributeValue } from '../../../shared/part-attributes.js';
import type { Database } from '../../db/client.js';
import type { CatalogQuery } from './search.js';
import { products } from './tables.js';

/** Attribute filters: per attribute name, the values any of which a part may have. */
export type AttributeFilters = Record<string, AttributeValue[]>;

/** A facet: each value the matching parts have for one attribute, with how many have it, in the attribute's order. */
export type Facets = Record<string, { value: AttributeValue; count: number }[]>;

/** `attributes @> {"name": value}` for each value (any of them), each name (all of them): the attributes' GIN index answers it. */
export function attributeConditions(attrs: AttributeFilters | undefined): SQL[] {
  return Object.entries(attrs ?? {}).map(([name, values]) =>
    or(...values.map((v) => sql`${products.attributes} @> ${JSON.stringify({ [name]: v })}::jsonb`))!,
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
 * How many matching parts a facet pass reads at most. Past it the counts are of the first parts
 * found, not of all (`capped`): exact counts over a million parts are a full pass each
 * (`npm run bench:catalog -- 1000000`: 400–500 ms), and a category of a real shop holds far fewer.
 */
export const FACET_SAMPLE = 5000;

/** Counts per value of `names` among (at most FACET_SAMPLE of) the parts `where` matches: one pass over their attributes. */
async function countValues(db: Database, where: SQL, names: string[]) {
  if (names.length === 0) return { rows: [], capped: false };
  const { rows } = await db.execute<{ key: string | null; value: string | null; n: number; sampled: number }>(sql`
    WITH sample AS (
      SELECT ${products.attributes} AS attributes, row_number() OVER () AS r FROM ${products} WHERE ${where} LIMIT ${FACET_SAMPLE + 1}
    )
    SELECT e.key, e.value, count(*)::int AS n, (SELECT count(*)::int FROM sample) AS sampled
    FROM sample CROSS JOIN LATERAL jsonb_each_text(sample.attributes) AS e(key, value)
    WHERE sample.r <= ${FACET_SAMPLE} AND e.key IN ${names}
    GROUP BY e.key, e.value`);
  return { rows: rows as { key: string; value: string; n: number }[], capped: (rows[0]?.sampled ?? 0) > FACET_SAMPLE };
}

/**
 * The facets of a query in a category with attributes (issue 31): for each attribute, the values
 * the matching parts have and how many have each. An attribute being filtered on is counted
 * without its own filter (so its other values stay offered: "16 GB (12) · 32 GB (5)"); the rest
 * with every filter. `whereOf` builds the query's filters as the list does. `capped`: some pass
 * matched more than FACET_SAMPLE parts, so its counts are of a sample (the values are still offered).
 */
export async function facetCounts(
  db: Database,
  q: CatalogQuery,
  whereOf: (q: CatalogQuery) => SQL,
): Promise<{ facets: Facets; capped: boolean }> {
  const defs = q.category ? attributesOf(q.category) : [];
  if (defs.length === 0) return { facets: {}, capped: false };
  const filtered = new Set(Object.keys(q.attrs ?? {}));
  const free = defs.filter((d) => !filtered.has(d.name)).map((d) => d.name);
  const passes = await Promise.all([
    countValues(db, whereOf(q), free),
    ...[...filtered].map((name) => {
      const { [name]: _own, ...others } = q.attrs!;
      return countValues(db, whereOf({ ...q, attrs: others }), [name]);
    }),
  ]);
  const facets: Facets = Object.fromEntries(defs.map((d) => [d.name, []]));
  const byName = new Map(defs.map((d) => [d.name, d]));
  for (const row of passes.flatMap((p) => p.rows)) {
    const def = byName.get(row.key);
    if (def) facets[row.key]!.push({ value: typed(def, row.value), count: row.n });
  }
  for (const def of defs) ordered(def, facets[def.name]!);
  return { facets, capped: passes.some((p) => p.capped) };
}
