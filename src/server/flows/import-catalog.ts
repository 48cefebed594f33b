import type { ImportError } from '../../shared/schemas/import.js';
import type { Viewer } from '../lib/viewer.js';
import { laptopFullName, laptopLabel } from '../../shared/schemas/laptop.js';
import type { ImportedProduct } from '../modules/catalog/bulk.js';
import type { CsvRow, LaptopImportRow } from '../modules/imports/rows.js';
import type { LaptopRow } from '../modules/laptops/service.js';
import type { ClaimedImport } from '../modules/imports/service.js';
import type { FlowContext } from './context.js';
import { tellBackInStock, tellRestocked, type RestockDeps } from './restock.js';

type Deps = Pick<FlowContext, 'db' | 'imports' | 'laptops' | 'catalog' | 'invalidate' | 'log' | 'mail' | 'audit'> & RestockDeps;

/** Rows checked and written per transaction (and per progress update). */
const BATCH = 500;

/** The models a name matches (full name or label, any case: names.ts). */
type Known = (name: string) => LaptopRow[];

const fitsError = (name: string, matches: number) =>
  matches === 0 ? `no laptop model named "${name}"` : `"${name}" names ${matches} laptop models: give the brand too`;

/** A products row, checked: its cells, a SKU not seen earlier in the file, and laptop models the shop knows. */
function productRow(
  d: Pick<Deps, 'imports'>,
  row: CsvRow,
  laptops: Known,
  seen: Map<string, number>,
): { value?: ImportedProduct; errors: ImportError[] } {
  const checked = d.imports.checkProductRow(row);
  if (!checked.ok) return { errors: checked.errors };
  const { fits, ...product } = checked.value;
  const earlier = seen.get(product.sku.toLowerCase());
  if (earlier !== undefined) return { errors: [{ row: row.row, column: 'sku', message: `the same SKU as row ${earlier}` }] };
  seen.set(product.sku.toLowerCase(), row.row);
  const found = fits.map((f) => ({ ...f, models: laptops(f.name) }));
  const bad = found.filter((f) => f.models.length !== 1);
  if (bad.length) {
    return { errors: bad.map((f) => ({ row: row.row, column: 'fits', message: fitsError(f.name, f.models.length) })) };
  }
  const resolved = found.map((f) => ({ laptopId: f.models[0]!.id, label: laptopLabel(f.models[0]!), note: f.note }));
  return { value: { ...product, fits: resolved }, errors: [] };
}

function laptopRow(
  d: Pick<Deps, 'imports' | 'laptops'>,
  row: CsvRow,
  seen: Map<string, number>,
): { value?: LaptopImportRow; errors: ImportError[] } {
  const checked = d.imports.checkLaptopRow(row);
  if (!checked.ok) return { errors: checked.errors };
  const key = d.laptops.nameKey(laptopFullName(checked.value));
  const earlier = seen.get(key);
  if (earlier !== undefined) return { errors: [{ row: row.row, column: 'model', message: `the same model as row ${earlier}` }] };
  seen.set(key, row.row);
  return { value: checked.value, errors: [] };
}

/** Writes one batch of good rows in one transaction (nothing in a dry run). */
async function write(d: Deps, job: ClaimedImport, batch: (ImportedProduct | LaptopImportRow)[]): Promise<void> {
  if (job.dryRun || batch.length === 0) return;
  const mailed = await d.db.transaction(async (tx) => {
    if (job.kind === 'laptops') {
      await d.laptops.upsert(tx, batch as LaptopImportRow[]);
      return 0;
    }
    const products = batch as ImportedProduct[];
    const soldOut = await d.catalog.soldOutSkus(
      tx,
      products.map((p) => p.sku),
    );
    const ids = await d.catalog.importProducts(tx, products);
    // Parts the file puts back in stock: other systems and the shoppers waiting for them are told.
    const back = await d.catalog.inStockAmong(
      tx,
      [...soldOut].flatMap((sku) => ids.get(sku) ?? []),
    );
    await tellBackInStock(d, tx, back, (row) => soldOut.has(row.sku));
    return tellRestocked(d, tx, [...ids.values()]);
  });
  if (mailed) d.mail.wake();
  d.webhooks.wake();
}

/** The job ends, and the audit trail says how (the shop's own worker did it; the start names who asked). */
async function finish(d: Deps, job: ClaimedImport, end: { status: 'done' | 'failed'; failure?: string; counts: Counts }) {
  const { processed, applied, rejected } = end.counts;
  const changes = {
    status: [job.status, end.status],
    processed: [null, processed],
    applied: [null, applied],
    rejected: [null, rejected],
    failure: end.failure ? ([null, end.failure] as const) : undefined,
  } as const;
  await d.db.transaction(async (tx) => {
    await d.imports.finish(tx, job.id, end.status, end.failure ?? null);
    await d.audit.record(tx, 'system', { action: 'import.finish', entity: 'import', entityId: job.id, label: job.fileName, changes });
  });
}

type Counts = { processed: number; applied: number; rejected: number };

/**
 * Works through one claimed import (its rows were counted when it was uploaded: the progress
 * bar's total), reading its stored file back as a stream and checking the rows in batches: the
 * good rows of each batch are written in one transaction, the rejected ones (row, column, reason)
 * go to the report, and the progress is recorded. A job taken over from a worker that stopped
 * resumes after the rows it had recorded (writes are upserts, so a batch written twice changes
 * nothing). A file that cannot be read fails the job with a message. The stored file is dropped
 * when the job ends either way, and the end goes to the audit trail.
 */
async function runJob(d: Deps, job: ClaimedImport): Promise<void> {
  const counts: Counts = { processed: job.processed, applied: job.applied, rejected: job.rejected };
  try {
    const laptops: Known = job.kind === 'products' ? await d.laptops.nameIndex() : () => [];
    const seen = new Map<string, number>();
    let batch: (ImportedProduct | LaptopImportRow)[] = [];
    let errors: ImportError[] = [];
    let index = 0;
    const flush = async () => {
      await write(d, job, batch);
      counts.applied += batch.length;
      await d.imports.progress(job.id, { ...counts, errors });
      batch = [];
      errors = [];
    };
    for await (const row of d.imports.rows(job)) {
      const checked = job.kind === 'products' ? productRow(d, row, laptops, seen) : laptopRow(d, row, seen);
      if (index++ < job.processed) continue;
      counts.processed++;
      if (checked.value) batch.push(checked.value);
      else counts.rejected++;
      errors.push(...checked.errors);
      if (counts.processed % BATCH === 0) await flush();
    }
    await flush();
    // Cached answers go before the report says done: whoever reads "done" then sees the new catalog.
    if (!job.dryRun) d.invalidate(job.kind === 'products' ? ['products', 'best-sellers'] : ['products']);
    await finish(d, job, { status: 'done', counts });
  } catch (err) {
    const fileError = d.imports.isFileError(err);
    if (!fileError) d.log.error({ err, importId: job.id }, 'import failed');
    const failure = fileError ? err.message : 'The import stopped on an error; see the log.';
    await finish(d, job, { status: 'failed', failure, counts });
  }
}

/** Runs queued imports until none is left (any instance may run this: each job is claimed once). Answers how many ran. */
export async function runImports(d: Deps): Promise<number> {
  let ran = 0;
  await d.imports.sweepAbandoned();
  for (let job = await d.imports.claim(); job; job = await d.imports.claim()) {
    await runJob(d, job);
    ran++;
  }
  return ran;
}

/**
 * An uploaded file (its rows counted as it streamed in) queued for a worker, with the audit row
 * naming who asked, in one transaction.
 */
export async function queueImport(
  d: Pick<FlowContext, 'db' | 'imports' | 'audit'>,
  viewer: Viewer,
  id: string,
  p: { dryRun: boolean; total: number },
) {
  return d.db.transaction(async (tx) => {
    const job = await d.imports.queue(tx, id, p);
    const changes = { kind: [null, job.kind], dryRun: [null, job.dryRun], rows: [null, job.total] } as const;
    await d.audit.record(tx, viewer, { action: 'import.start', entity: 'import', entityId: id, label: job.fileName, changes });
    return job;
  });
}
