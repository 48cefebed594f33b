import { attributeProblems } from '../../shared/part-attributes.js';
import { laptopLabel } from '../../shared/schemas/laptop.js';
import type { DbOrTx } from '../db/client.js';
import { badRequest, HttpError } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { NewProduct, ProductChanges, ProductRow } from '../modules/catalog/service.js';
import type { FlowContext } from './context.js';

type Deps = Pick<FlowContext, 'db' | 'catalog' | 'laptops' | 'invalidate' | 'audit'>;

/** A product's fields the audit trail follows (issue 29). */
export const PRODUCT_AUDIT_FIELDS = [
  'sku',
  'name',
  'supplierName',
  'description',
  'img',
  'priceCents',
  'stockAvailable',
  'stockReceived',
  'category',
  'brand',
  'partNumber',
  'compatibleModels',
  'attributes',
  'lowStockThreshold',
  'archived',
] as const;

/** A product before and after, as the audit trail compares them. */
export const productDiff = (before: ProductRow | null, after: ProductRow | null) => ({ before, after, fields: PRODUCT_AUDIT_FIELDS });

/**
 * 400 naming each attribute the category does not have or whose value it does not take (issue 31),
 * each also under `fields` by its wire path ("attributes.capacityGb"), for the product form.
 */
function checkAttributes(category: string, attributes: ProductChanges['attributes']): void {
  if (!attributes) return;
  const problems = attributeProblems(category, attributes);
  if (!problems.length) return;
  const fields = Object.fromEntries(
    Object.entries(attributes).flatMap(([name, value]) => {
      const [problem] = attributeProblems(category, { [name]: value });
      return problem ? [[`attributes.${name}`, problem]] : [];
    }),
  );
  throw new HttpError(400, `Attributes: ${problems.join('; ')}`, 'BAD_REQUEST', { fields });
}

/** What a product's fitment becomes: each model once, with its note and the label compatibleModels shows. */
type Fits = { laptopId: string; note: string; label: string }[];

/** The refusal of names that match no laptop model, or several. */
function namesRefused(unknown: string[], ambiguous: string[]): string {
  const said: string[] = [];
  if (unknown.length) said.push(`Unknown laptop models: ${unknown.join(', ')}. Add them under Laptop models first.`);
  if (ambiguous.length)
    said.push(`More than one laptop model is named ${ambiguous.join(', ')}: give the brand too (e.g. Lenovo ThinkPad T480).`);
  return said.join(' ');
}

/**
 * The laptop models `names` name (full names or labels, any case), as a product's fitment: a
 * model it fitted already keeps its note. 400 naming every name that matches no model (or several).
 */
async function fitsNamed(d: Pick<Deps, 'laptops'>, tx: DbOrTx, names: string[], notes: Map<string, string>): Promise<Fits> {
  const found = await d.laptops.byNames(tx, names);
  const unknown = [...new Set(names.filter((n) => found.get(n)!.length === 0))];
  const ambiguous = [...new Set(names.filter((n) => found.get(n)!.length > 1))];
  if (unknown.length || ambiguous.length) throw badRequest(namesRefused(unknown, ambiguous));
  const fits = new Map(
    names.map((n) => {
      const laptop = found.get(n)![0]!;
      return [laptop.id, { laptopId: laptop.id, note: notes.get(laptop.id) ?? '', label: laptopLabel(laptop) }];
    }),
  );
  return [...fits.values()];
}

/**
 * An admin adds a product; `models` (the spec's compatibleModels: names of laptop models the shop
 * knows) become its fitment in the same transaction, with its audit row, so an unknown name (400)
 * adds nothing.
 */
export async function createProduct(d: Deps, viewer: Viewer, product: NewProduct, models: string[] = []): Promise<ProductRow> {
  checkAttributes(product.category, product.attributes);
  const row = await d.db.transaction(async (tx) => {
    const fits = await fitsNamed(d, tx, models, new Map());
    let created = await d.catalog.create(tx, product);
    if (fits.length > 0) {
      await d.catalog.replaceFits(tx, created.id, fits);
      created = (await d.catalog.findOnSale(tx, created.id))!;
    }
    const diff = productDiff(null, created);
    await d.audit.record(tx, viewer, { action: 'product.create', entity: 'product', entityId: created.id, label: created.name, diff });
    return created;
  });
  d.invalidate(['products', 'best-sellers']);
  return row;
}

/**
 * An admin edits a product. With `models` its fitment becomes exactly those models (notes kept
 * for the ones it fitted already) and compatibleModels follows, all or nothing; without, its
 * fitment stays as it is. The fields that changed go to the audit trail in the same transaction.
 */
export async function updateProduct(d: Deps, viewer: Viewer, id: string, changes: ProductChanges, models?: string[]): Promise<ProductRow> {
  const row = await d.db.transaction(async (tx) => {
    const before = await d.catalog.lockOnSale(tx, id);
    // A new category drops attributes it does not have unless new ones are sent; sent ones are checked against it.
    if (changes.category !== undefined && changes.category !== before.category && changes.attributes === undefined)
      changes = { ...changes, attributes: {} };
    checkAttributes(changes.category ?? before.category, changes.attributes);
    let after: ProductRow;
    if (models === undefined) after = await d.catalog.update(tx, id, changes);
    else {
      const notes = new Map((await d.catalog.fitmentIn(tx, id)).map((f) => [f.laptopId, f.note]));
      const fits = await fitsNamed(d, tx, models, notes);
      await d.catalog.update(tx, id, changes);
      await d.catalog.replaceFits(tx, id, fits);
      after = (await d.catalog.findOnSale(tx, id))!;
    }
    const diff = productDiff(before, after);
    await d.audit.record(tx, viewer, { action: 'product.update', entity: 'product', entityId: id, label: after.name, diff });
    return after;
  });
  d.invalidate(['products', 'best-sellers']);
  return row;
}
