import { apiMessages } from '../../shared/messages.js';
import { laptopLabel, type PartNumberKind } from '../../shared/schemas/laptop.js';
import { notFound } from '../lib/errors.js';
import type { LaptopRow, NewLaptop } from '../modules/laptops/service.js';
import type { DbOrTx } from '../db/client.js';
import type { FlowContext } from './context.js';

type Deps = Pick<FlowContext, 'db' | 'laptops' | 'catalog' | 'invalidate'>;

export interface FitmentRequest {
  partNumbers: { number: string; kind: PartNumberKind }[];
  fits: { laptopId: string; note: string }[];
}

/**
 * An admin replaces a product's part numbers and the laptop models it fits: every model must
 * exist (404 otherwise); the product's compatibleModels follow, in one transaction.
 */
export async function setFitment(d: Deps, productId: string, request: FitmentRequest): Promise<void> {
  const models = new Map((await d.laptops.getMany(request.fits.map((f) => f.laptopId))).map((l) => [l.id, l]));
  await d.db.transaction(async (tx) => {
    if (!(await d.catalog.findOnSale(tx, productId))) throw notFound(apiMessages.productNotFound);
    const fits = request.fits.map((f) => ({ ...f, label: laptopLabel(models.get(f.laptopId)!) }));
    await d.catalog.replaceFitment(tx, productId, { partNumbers: request.partNumbers, fits });
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

/** An admin renames or changes a model; the parts that fit it show its new name. */
export async function updateLaptop(d: Deps, id: string, laptop: NewLaptop): Promise<LaptopRow> {
  const updated = await d.db.transaction(async (tx) => {
    const row = await d.laptops.update(tx, id, laptop);
    await refreshLabels(d, tx, await d.catalog.productsFitting(tx, id));
    return row;
  });
  d.invalidate(['products']);
  return updated;
}

/** An admin removes a model: its fitment goes with it, and the parts that fitted it no longer name it. */
export async function deleteLaptop(d: Deps, id: string): Promise<void> {
  await d.db.transaction(async (tx) => {
    const fitted = await d.catalog.productsFitting(tx, id);
    await d.laptops.remove(tx, id);
    await refreshLabels(d, tx, fitted);
  });
  d.invalidate(['products']);
}
