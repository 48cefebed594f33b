import { and, asc, eq, exists, gt, inArray, sql } from 'drizzle-orm';
import type { PartAttributes } from '../../../shared/part-attributes.js';
import type { FitVerdict } from '../../../shared/schemas/cart.js';
import type { PartNumberKind } from '../../../shared/schemas/laptop.js';
import type { Database, DbOrTx } from '../../db/client.js';
import type { LaptopSpec } from '../../../shared/schemas/laptop-spec.js';
import { specPredicate } from './spec-match.js';
import { fitments, partNumbers, products } from './tables.js';

export interface PartNumber {
  number: string;
  kind: PartNumberKind;
}

export interface Fitment {
  laptopId: string;
  note: string;
}

/** A part listed for some models, with what the fit rules read (listedWithAttributes). */
export interface ListedPart {
  id: string;
  name: string;
  sku: string;
  category: string;
  attributes: PartAttributes;
  /** Its own part number first, then its listed ones. */
  partNumbers: string[];
  laptopIds: string[];
}

/** The spec's compatibleModels of a product: the labels of the models it fits, each once, sorted. */
export const fitLabels = (fits: { label: string }[]) => [...new Set(fits.map((f) => f.label))].sort((a, b) => a.localeCompare(b));

/**
 * Replaces the laptop models a product fits (inside the caller's transaction), and its
 * `compatible_models` (the spec's list, what search and the model filter read) with their labels.
 */
export async function replaceFits(tx: DbOrTx, productId: string, fits: (Fitment & { label: string })[]): Promise<void> {
  await tx.delete(fitments).where(eq(fitments.productId, productId));
  if (fits.length > 0) {
    // Each row with the product's category (product_fitment_product_category_fk keeps it so).
    const rows = JSON.stringify(fits.map((f) => ({ laptop_id: f.laptopId, note: f.note })));
    await tx.execute(sql`
      INSERT INTO ${fitments} (product_id, laptop_id, category, note)
      SELECT p.id, x.laptop_id, p.category, x.note FROM ${products} p, jsonb_to_recordset(${rows}::jsonb) AS x(laptop_id uuid, note text)
      WHERE p.id = ${productId}
      ON CONFLICT DO NOTHING`);
  }
  await tx
    .update(products)
    .set({ compatibleModels: fitLabels(fits) })
    .where(eq(products.id, productId));
}

/**
 * Replaces a product's part numbers and fitment (inside the caller's transaction); its
 * compatible_models follow (replaceFits), and its partNumber is the first part number.
 */
export async function replaceFitment(
  tx: DbOrTx,
  productId: string,
  data: { partNumbers: PartNumber[]; fits: (Fitment & { label: string })[] },
): Promise<void> {
  await tx.delete(partNumbers).where(eq(partNumbers.productId, productId));
  if (data.partNumbers.length > 0) {
    await tx
      .insert(partNumbers)
      .values(data.partNumbers.map((p) => ({ ...p, productId })))
      .onConflictDoNothing();
  }
  await replaceFits(tx, productId, data.fits);
  const first = data.partNumbers[0]?.number;
  if (first) await tx.update(products).set({ partNumber: first }).where(eq(products.id, productId));
}

/** A product's part numbers and the laptop models it fits (the catalog's side: model ids and notes). */
/** The models a product fits, with their notes, read with `tx`. */
const fitmentIn = (tx: DbOrTx, productId: string): Promise<Fitment[]> =>
  tx.select({ laptopId: fitments.laptopId, note: fitments.note }).from(fitments).where(eq(fitments.productId, productId));

/** A product's part numbers, read with `tx`. */
const partNumbersIn = (tx: DbOrTx, productId: string): Promise<PartNumber[]> =>
  tx
    .select({ number: partNumbers.number, kind: partNumbers.kind })
    .from(partNumbers)
    .where(eq(partNumbers.productId, productId))
    .orderBy(partNumbers.kind, partNumbers.number);

/**
 * A page of the parts on sale in these categories that have attributes and are listed for some model
 * (products in id order, after `after`), with their part numbers and the models they are listed for:
 * what the fit rules check listed fitment against (issue 31).
 */
async function listedWithAttributes(
  db: Database,
  categories: readonly string[],
  after: string | null,
  limit: number,
): Promise<ListedPart[]> {
  const page = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      category: products.category,
      attributes: products.attributes,
      partNumber: products.partNumber,
    })
    .from(products)
    .where(
      and(
        eq(products.archived, false),
        inArray(products.category, [...categories]),
        sql`${products.attributes} <> '{}'::jsonb`,
        after ? gt(products.id, after) : undefined,
        exists(
          db
            .select({ one: sql`1` })
            .from(fitments)
            .where(eq(fitments.productId, products.id)),
        ),
      ),
    )
    .orderBy(asc(products.id))
    .limit(limit);
  if (page.length === 0) return [];
  const ids = page.map((p) => p.id);
  const [numbers, fitted] = await Promise.all([
    db
      .select({ productId: partNumbers.productId, number: partNumbers.number })
      .from(partNumbers)
      .where(inArray(partNumbers.productId, ids)),
    db.select({ productId: fitments.productId, laptopId: fitments.laptopId }).from(fitments).where(inArray(fitments.productId, ids)),
  ]);
  return page.map((p) => ({
    ...p,
    partNumbers: [...new Set([p.partNumber, ...numbers.filter((n) => n.productId === p.id).map((n) => n.number)].filter(Boolean))],
    laptopIds: fitted.filter((f) => f.productId === p.id).map((f) => f.laptopId),
  }));
}

/** The models each of these products is listed for, with their notes, and its part numbers (what fit by specification reads). */
async function fitDataOfMany(db: Database, productIds: string[]): Promise<Map<string, { listed: Fitment[]; partNumbers: string[] }>> {
  const map = new Map(productIds.map((id) => [id, { listed: [] as Fitment[], partNumbers: [] as string[] }]));
  if (productIds.length === 0) return map;
  const [fits, numbers] = await Promise.all([
    db.select().from(fitments).where(inArray(fitments.productId, productIds)),
    db
      .select({ productId: partNumbers.productId, number: partNumbers.number })
      .from(partNumbers)
      .where(inArray(partNumbers.productId, productIds)),
  ]);
  for (const f of fits) map.get(f.productId)?.listed.push({ laptopId: f.laptopId, note: f.note });
  for (const n of numbers) map.get(n.productId)?.partNumbers.push(n.number);
  return map;
}

export function createFitmentQueries(db: Database) {
  return {
    partNumbersOf: (productId: string): Promise<PartNumber[]> => partNumbersIn(db, productId),

    /** The same, in the caller's transaction. */
    partNumbersIn,

    /** The models a product fits, with their notes. */
    fitmentOf: (productId: string): Promise<Fitment[]> => fitmentIn(db, productId),

    /** The same, in the caller's transaction. */
    fitmentIn,

    /** The products that fit a laptop model (inside the caller's transaction). */
    async productsFitting(tx: DbOrTx, laptopId: string): Promise<string[]> {
      const rows = await tx.select({ id: fitments.productId }).from(fitments).where(eq(fitments.laptopId, laptopId));
      return rows.map((r) => r.id);
    },

    /** The laptop models each of these products fits, by product. */
    async fitmentOfMany(tx: DbOrTx, productIds: string[]): Promise<Map<string, string[]>> {
      const map = new Map<string, string[]>(productIds.map((id) => [id, []]));
      if (productIds.length === 0) return map;
      const rows = await tx.select().from(fitments).where(inArray(fitments.productId, productIds));
      for (const r of rows) map.get(r.productId)?.push(r.laptopId);
      return map;
    },

    fitDataOfMany: (productIds: string[]) => fitDataOfMany(db, productIds),

    /**
     * Whether each product fits the laptop its line is for, from the fitment rows: listed fits, a
     * product listing only other models does not, one listing none is unknown. In the lines' order.
     */
    async fitVerdicts(tx: DbOrTx, lines: { productId: string; laptopId: string }[]): Promise<FitVerdict[]> {
      if (lines.length === 0) return [];
      const rows = await tx
        .select({ productId: fitments.productId, laptopId: fitments.laptopId })
        .from(fitments)
        .where(inArray(fitments.productId, [...new Set(lines.map((l) => l.productId))]));
      return lines.map(({ productId, laptopId }) => {
        const models = rows.filter((r) => r.productId === productId).map((r) => r.laptopId);
        if (models.length === 0) return 'unknown';
        return models.includes(laptopId) ? 'fits' : 'does_not_fit';
      });
    },

    /** Writes products' compatible_models again (a model they fit was renamed or removed), in one statement. */
    async setCompatibleModels(tx: DbOrTx, labels: Map<string, string[]>): Promise<void> {
      if (labels.size === 0) return;
      const input = JSON.stringify(
        [...labels].map(([id, l]) => ({ id, models: [...new Set(l)].sort((a, b) => a.localeCompare(b)).join('\u001f') })),
      );
      await tx.execute(sql`
        UPDATE ${products} p SET compatible_models = string_to_array(x.models, ${'\u001f'}), updated_at = now()
        FROM jsonb_to_recordset(${input}::jsonb) AS x(id uuid, models text)
        WHERE p.id = x.id AND p.compatible_models IS DISTINCT FROM string_to_array(x.models, ${'\u001f'})`);
    },

    /**
     * How many parts on sale fit a laptop model, per category: listed for it, or (with its
     * specification) fitting by specification, each part once.
     */
    async fitCountsByCategory(laptopId: string, spec?: LaptopSpec | null): Promise<Record<string, number>> {
      const bySpec = specPredicate(spec);
      const { rows } = await db.execute<{ category: string; n: number }>(sql`
        WITH ids AS (
          SELECT ${fitments.productId} AS id FROM ${fitments} WHERE ${fitments.laptopId} = ${laptopId}
          ${bySpec ? sql`UNION SELECT ${products.id} FROM ${products} WHERE ${bySpec}` : sql``}
        )
        SELECT p.category, count(*)::int AS n FROM ${products} p JOIN ids ON ids.id = p.id
        WHERE p.archived = false GROUP BY p.category`);
      return Object.fromEntries(rows.map((r) => [r.category, r.n]));
    },

    /** A page of the listed parts with attributes in these categories (listedWithAttributes). */
    listedWithAttributes: (categories: readonly string[], after: string | null, limit: number) =>
      listedWithAttributes(db, categories, after, limit),

    replaceFitment,
    replaceFits,
  };
}
