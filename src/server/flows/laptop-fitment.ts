import { apiMessages } from '../../shared/messages.js';
import { laptopLabel, type PartNumberKind } from '../../shared/schemas/laptop.js';
import type { LaptopSpec } from '../../shared/schemas/laptop-spec.js';
import { notFound } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { LaptopRow, NewLaptop } from '../modules/laptops/service.js';
import type { DbOrTx } from '../db/client.js';
import type { FlowContext } from './context.js';

type Deps = Pick<FlowContext, 'db' | 'laptops' | 'catalog' | 'invalidate' | 'audit'>;

/** A laptop model's fields the audit trail follows. */
const LAPTOP_FIELDS = ['brand', 'family', 'model', 'year', 'identifiers'] as const;
const laptopDiff = (before: LaptopRow | null, after: LaptopRow | null) => ({ before, after, fields: LAPTOP_FIELDS });

export interface FitmentRequest {
  partNumbers: { number: string; kind: PartNumberKind }[];
  fits: { laptopId: string; note: string }[];
}

/**
 * An admin replaces a product's part numbers and the laptop models it fits: every model must
 * exist (404 otherwise); the product's compatibleModels follow, with the audit row, in one transaction.
 */
export async function setFitment(d: Deps, viewer: Viewer, productId: string, request: FitmentRequest): Promise<void> {
  const models = new Map((await d.laptops.getMany(request.fits.map((f) => f.laptopId))).map((l) => [l.id, l]));
  await d.db.transaction(async (tx) => {
    const before = await d.catalog.findOnSale(tx, productId);
    if (!before) throw notFound(apiMessages.productNotFound);
    const numbersBefore = await d.catalog.partNumbersIn(tx, productId);
    const fits = request.fits.map((f) => ({ ...f, label: laptopLabel(models.get(f.laptopId)!) }));
    await d.catalog.replaceFitment(tx, productId, { partNumbers: request.partNumbers, fits });
    const after = (await d.catalog.findOnSale(tx, productId))!;
    const numbers = (list: FitmentRequest['partNumbers']) => list.map((p) => `${p.number} (${p.kind})`);
    await d.audit.record(tx, viewer, {
      action: 'product.fitment',
      entity: 'product',
      entityId: productId,
      label: after.name,
      changes: { partNumbers: [numbers(numbersBefore), numbers(request.partNumbers)] },
      diff: { before, after, fields: ['partNumber', 'compatibleModels'] },
    });
  });
  d.invalidate(['products']);
}

/** The products fitting these models get their compatibleModels written again from their fitment. */
async function refreshLabels(d: Deps, tx: DbOrTx, productIds: string[]): Promise<void> {
  const fitted = await d.catalog.fitmentOfMany(tx, productIds);
  const models = new Map((await d.laptops.byIdsIn(tx, [...new Set([...fitted.values()].flat())])).map((l) => [l.id, laptopLabel(l)]));
  const labels = new Map([...fitted].map(([id, laptopIds]) => [id, laptopIds.flatMap((l) => (models.has(l) ? [models.get(l)!] : []))]));
  await d.catalog.setCompatibleModels(tx, labels);
}

/** An admin adds a model (409 when it exists), with its audit row; identify finds it on every instance. */
export async function createLaptop(d: Deps, viewer: Viewer, laptop: NewLaptop): Promise<LaptopRow> {
  const created = await d.db.transaction(async (tx) => {
    const row = await d.laptops.create(tx, laptop);
    const entry = { entity: 'laptop', entityId: row.id, label: laptopLabel(row), diff: laptopDiff(null, row) } as const;
    await d.audit.record(tx, viewer, { action: 'laptop.create', ...entry });
    return row;
  });
  d.invalidate(['products']);
  return created;
}

/** An admin renames or changes a model; the parts that fit it show its new name. */
export async function updateLaptop(d: Deps, viewer: Viewer, id: string, laptop: NewLaptop): Promise<LaptopRow> {
  const updated = await d.db.transaction(async (tx) => {
    const before = await d.laptops.lock(tx, id);
    const row = await d.laptops.update(tx, id, laptop);
    await refreshLabels(d, tx, await d.catalog.productsFitting(tx, id));
    const entry = { entity: 'laptop', entityId: id, label: laptopLabel(row), diff: laptopDiff(before, row) } as const;
    await d.audit.record(tx, viewer, { action: 'laptop.update', ...entry });
    return row;
  });
  d.invalidate(['products']);
  return updated;
}

/** An admin removes a model: its fitment goes with it, and the parts that fitted it no longer name it. */
export async function deleteLaptop(d: Deps, viewer: Viewer, id: string): Promise<void> {
  await d.db.transaction(async (tx) => {
    const before = await d.laptops.lock(tx, id);
    const fitted = await d.catalog.productsFitting(tx, id);
    await d.laptops.remove(tx, id);
    await refreshLabels(d, tx, fitted);
    const entry = { entity: 'laptop', entityId: id, label: laptopLabel(before), diff: laptopDiff(before, null) } as const;
    await d.audit.record(tx, viewer, { action: 'laptop.remove', ...entry });
  });
  d.invalidate(['products']);
}

/**
 * An admin sets a model's specification (issue 31), with its audit row; the laptop page, the
 * catalog's laptop filter and every fit answer follow ('products' drops: the laptop page, the
 * product answers and the rendered pages showing them).
 */
export async function setLaptopSpec(d: Deps, viewer: Viewer, id: string, spec: LaptopSpec): Promise<LaptopRow> {
  const updated = await d.db.transaction(async (tx) => {
    const before = await d.laptops.lock(tx, id);
    const row = await d.laptops.setSpec(tx, id, spec);
    await d.audit.record(tx, viewer, {
      action: 'laptop.spec',
      entity: 'laptop',
      entityId: id,
      label: laptopLabel(row),
      diff: { before, after: row, fields: ['spec'] },
    });
    return row;
  });
  d.invalidate(['products']);
  return updated;
}
