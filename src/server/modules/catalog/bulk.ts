import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CategorySlug } from '../../../shared/constants.js';
import type { PartAttributes } from '../../../shared/part-attributes.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { fitLabels, type Fitment, type PartNumber } from './fitment.js';
import { fitments, partNumbers, products } from './tables.js';

type ProductRow = typeof products.$inferSelect;

/** A product as a CSV import writes it: matched by SKU, with its part numbers and the models it fits. */
export interface ImportedProduct {
  sku: string;
  name: string;
  brand: string;
  category: CategorySlug;
  priceCents: number;
  stock: number;
  description: string;
  img: string;
  partNumbers: PartNumber[];
  fits: (Fitment & { label: string })[];
  /** Its attributes (issue 31); absent: a new product has none and a known one keeps its own. */
  attributes?: PartAttributes;
}

/** Separates the labels of compatible_models in the statement's JSON (a character no label holds). */
const UNIT_SEPARATOR = '\u001f';

/**
 * Writes a batch of imported products in three statements (inside the caller's transaction):
 * products upserted by SKU, changing only what differs (a new product's supplier is its brand;
 * stock sets the units available, and units received grow by what was added), then their part
 * numbers and fitment replaced. Answers the products' ids by SKU.
 */
export async function importProducts(tx: DbOrTx, batch: ImportedProduct[]): Promise<Map<string, string>> {
  if (batch.length === 0) return new Map();
  const input = JSON.stringify(
    batch.map((p) => ({
      sku: p.sku,
      name: p.name,
      brand: p.brand,
      category: p.category,
      price_cents: p.priceCents,
      stock: p.stock,
      description: p.description,
      img: p.img,
      part_number: p.partNumbers[0]?.number ?? '',
      models: fitLabels(p.fits).join(UNIT_SEPARATOR),
      attributes: p.attributes ?? null,
    })),
  );
  // A row's attributes, or (none in the file) the product's own while its category stays.
  const attributesOf = sql`coalesce((SELECT i.attributes FROM input i WHERE i.sku = excluded.sku),
                                    CASE WHEN excluded.category = p.category THEN p.attributes ELSE '{}'::jsonb END)`;
  const rows = await tx.execute<{ id: string; sku: string }>(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS x(sku text, name text, brand text, category text, price_cents int, stock int,
                                                             description text, img text, part_number text, models text,
                                                             attributes jsonb)
    ), upserted AS (
      INSERT INTO ${products} AS p (sku, name, supplier_name, brand, category, price_cents, stock_available, stock_received,
                                    description, img, part_number, compatible_models, attributes)
      SELECT sku, name, coalesce(nullif(brand, ''), 'Imported'), brand, category, price_cents, stock, stock, description, img,
             part_number, string_to_array(models, ${UNIT_SEPARATOR}), coalesce(attributes, '{}'::jsonb)
      FROM input
      ON CONFLICT (sku) DO UPDATE SET
        name = excluded.name, brand = excluded.brand, category = excluded.category, price_cents = excluded.price_cents,
        stock_available = excluded.stock_available,
        stock_received = p.stock_received + greatest(excluded.stock_available - p.stock_available, 0),
        description = excluded.description, img = excluded.img, part_number = excluded.part_number,
        compatible_models = excluded.compatible_models, attributes = ${attributesOf}, updated_at = now()
      WHERE (p.name, p.brand, p.category, p.price_cents, p.stock_available, p.description, p.img, p.part_number, p.compatible_models,
             p.attributes)
            IS DISTINCT FROM (excluded.name, excluded.brand, excluded.category, excluded.price_cents, excluded.stock_available,
                              excluded.description, excluded.img, excluded.part_number, excluded.compatible_models, ${attributesOf})
      RETURNING p.id, p.sku
    )
    SELECT id, sku FROM upserted
    UNION ALL
    SELECT p.id, p.sku FROM ${products} p JOIN input USING (sku) WHERE p.sku NOT IN (SELECT sku FROM upserted)`);
  const ids = new Map(rows.rows.map((r) => [r.sku, r.id]));
  const idList = [...ids.values()];
  await tx.delete(partNumbers).where(inArray(partNumbers.productId, idList));
  await tx.delete(fitments).where(inArray(fitments.productId, idList));
  const numbers = batch.flatMap((p) => p.partNumbers.map((n) => ({ ...n, productId: ids.get(p.sku)! })));
  const fits = batch.flatMap((p) =>
    p.fits.map((f) => ({ productId: ids.get(p.sku)!, laptopId: f.laptopId, category: p.category, note: f.note })),
  );
  if (numbers.length) await tx.insert(partNumbers).values(numbers).onConflictDoNothing();
  if (fits.length) await tx.insert(fitments).values(fits).onConflictDoNothing();
  return ids;
}

/** One page of products on sale for an export, in id order after `after`, with part numbers and fitment. */
export async function exportPage(
  db: Database,
  after: string | null,
  limit: number,
): Promise<{ product: ProductRow; partNumbers: PartNumber[]; fits: Fitment[] }[]> {
  const page = await db
    .select()
    .from(products)
    .where(and(eq(products.archived, false), after ? gt(products.id, after) : undefined))
    .orderBy(asc(products.id))
    .limit(limit);
  if (page.length === 0) return [];
  const ids = page.map((p) => p.id);
  const [numbers, fitted] = await Promise.all([
    db.select().from(partNumbers).where(inArray(partNumbers.productId, ids)).orderBy(asc(partNumbers.kind), asc(partNumbers.number)),
    db.select().from(fitments).where(inArray(fitments.productId, ids)),
  ]);
  return page.map((product) => ({
    product,
    // The product's own part number (the spec's partNumber) first: an import takes the first as it.
    partNumbers: numbers
      .filter((n) => n.productId === product.id)
      .map(({ number, kind }) => ({ number, kind }))
      .sort((a, b) => Number(b.number === product.partNumber) - Number(a.number === product.partNumber)),
    fits: fitted.filter((f) => f.productId === product.id).map(({ laptopId, note }) => ({ laptopId, note })),
  }));
}
