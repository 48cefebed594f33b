import type { ImportError } from '../../shared/schemas/import.js';
import { laptopFullName, laptopLabel } from '../../shared/schemas/laptop.js';
import type { ImportedProduct } from '../modules/catalog/bulk.js';
import type { CsvRow, LaptopImportRow } from '../modules/imports/rows.js';
import type { LaptopRow } from '../modules/laptops/service.js';
import type { ClaimedImport } from '../modules/imports/service.js';
import type { FlowContext } from './context.js';
import { tellRestocked, type RestockDeps } from './restock.js';

type Deps = Pick<FlowContext, 'db' | 'imports' | 'laptops' | 'catalog' | 'invalidate' | 'log' | 'mail'> & RestockDeps;

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
    const ids = await d.catalog.importProducts(tx, batch as ImportedProduct[]);
    // Parts the file puts back in stock: the shoppers waiting for them are told.
    return tellRestocked(d, tx, [...ids.values()]);
  });
  if (mailed) d.mail.wake();
}

/**
 * Works through one claimed import (its rows were counted when it was uploaded: the progress
 * bar's total), reading its stored file back as a stream and checking the rows in batches: the
 * good rows of each batch are written in one transaction, the rejected ones (row, column, reason)
 * go to the report, and the progress is recorded. A job taken over from a worker that stopped
 * resumes after the rows it had recorded (writes are upserts, so a batch written twice changes
 * nothing). A file that cannot be read fails the job with a message. The stored file is dropped
 * when the job ends either way.
 */
async function runJob(d: Deps, job: ClaimedImport): Promise<void> {
  try {
    let { processed, applied, rejected } = job;
    const laptops: Known = job.kind === 'products' ? await d.laptops.nameIndex() : () => [];
    const seen = new Map<string, number>();
    let batch: (ImportedProduct | LaptopImportRow)[] = [];
    let errors: ImportError[] = [];
    let index = 0;
    const flush = async () => {
      await write(d, job, batch);
      applied += batch.length;
      await d.imports.progress(job.id, { processed, applied, rejected, errors });
      batch = [];
      errors = [];
    };
    for await (const row of d.imports.rows(job)) {
      const checked = job.kind === 'products' ? productRow(d, row, laptops, seen) : laptopRow(d, row, seen);
      if (index++ < job.processed) continue;
      processed++;
      if (checked.value) batch.push(checked.value);
      else rejected++;
      errors.push(...checked.errors);
      if (processed % BATCH === 0) await flush();
    }
    await flush();
    // Cached answers go before the report says done: whoever reads "done" then sees the new catalog.
    if (!job.dryRun) d.invalidate(job.kind === 'products' ? ['products', 'best-sellers'] : ['products']);
    await d.imports.finish(job.id, 'done');
  } catch (err) {
    const fileError = d.imports.isFileError(err);
    if (!fileError) d.log.error({ err, importId: job.id }, 'import failed');
    await d.imports.finish(job.id, 'failed', d.imports.isFileError(err) ? err.message : 'The import stopped on an error; see the log.');
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
