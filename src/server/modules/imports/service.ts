import { eq, sql } from 'drizzle-orm';
import { IMPORT_ERRORS_LISTED, type ImportError, type ImportKind, type ImportStatus } from '../../../shared/schemas/import.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { csvRows, ImportFileError, toCsv, type FileBytes } from './csv.js';
import { createFromText, discardReceived, queueReceived, receiveFile, storedFile, sweepAbandoned, type ImportJobRow } from './files.js';
import { checkLaptopRow, checkProductRow, type CsvRow } from './rows.js';
import { importChunks, importJobs } from './tables.js';

export type { ImportJobRow };
export type ClaimedImport = ImportJobRow;

/** A running job whose worker sent no heartbeat for this long is taken over by another. */
const STALE_SECONDS = 60;

/** CSV import jobs: created by an upload, claimed by any instance's worker, read by the progress bar. */
export function createImportService(db: Database) {
  return {
    /** Checking a job's rows (rows.ts), for the flow that runs it. */
    checkProductRow,
    checkLaptopRow,
    /** The rows of a claimed job's stored file (csv.ts), read back a chunk at a time. */
    rows: (job: ClaimedImport): AsyncGenerator<CsvRow> => csvRows(storedFile(db, job.id), job.kind),
    /** Records as CSV text with formula-like cells neutralised (the exports; the import undoes it). */
    toCsv,
    /** Whether an error is the file's own (unreadable, a missing column): its message goes to the report. */
    isFileError: (err: unknown): err is ImportFileError => err instanceof ImportFileError,

    /** An upload, streamed into the database while it is checked (files.ts): 400/413 for a file refused. */
    receive: (job: { kind: ImportKind; fileName: string; createdBy: string | null }, file: FileBytes, maxRows?: number) =>
      receiveFile(db, job, file, maxRows),
    /** A received upload queued for a worker (in the caller's transaction: the flow writes its audit row with it). */
    queue: (tx: DbOrTx, id: string, p: { dryRun: boolean; total: number }) => queueReceived(tx, id, p),
    discard: (id: string) => discardReceived(db, id),
    sweepAbandoned: () => sweepAbandoned(db),
    create: (job: Parameters<typeof createFromText>[1]) => createFromText(db, job),

    async get(id: string): Promise<ImportJobRow> {
      const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
      if (!row) throw notFound('Import not found.');
      return row;
    },

    /**
     * Takes the oldest queued job whose file is stored, or a running one whose worker went quiet, for
     * this worker (SKIP LOCKED: two instances never take the same one). Its file is read with `rows`.
     */
    async claim(): Promise<ClaimedImport | undefined> {
      const [row] = await db
        .update(importJobs)
        .set({ status: 'running', heartbeatAt: sql`now()` })
        .where(
          eq(
            importJobs.id,
            sql`(SELECT id FROM ${importJobs}
                 WHERE (status = 'queued' AND file_stored) OR (status = 'running' AND heartbeat_at < now() - ${STALE_SECONDS} * interval '1 second')
                 ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)`,
          ),
        )
        .returning();
      return row;
    },

    /**
     * Records a batch: rows read, written and rejected so far, and the rejected rows' errors (the report
     * keeps the first 1,000 errors; `rejected` counts each refused row once, however many errors it has).
     */
    async progress(id: string, p: { processed: number; applied: number; rejected: number; errors: ImportError[] }): Promise<void> {
      await db
        .update(importJobs)
        .set({
          processed: p.processed,
          applied: p.applied,
          rejected: p.rejected,
          heartbeatAt: sql`now()`,
          errorCount: sql`${importJobs.errorCount} + ${p.errors.length}`,
          errors: sql`(SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM (
            SELECT e FROM jsonb_array_elements(${importJobs.errors} || ${JSON.stringify(p.errors)}::jsonb) e LIMIT ${IMPORT_ERRORS_LISTED}
          ) kept)`,
        })
        .where(eq(importJobs.id, id));
    },

    /** The job ends (in the caller's transaction, with its audit row); its file goes with it. */
    async finish(tx: DbOrTx, id: string, status: Extract<ImportStatus, 'done' | 'failed'>, failure: string | null = null): Promise<void> {
      // The file is no longer needed once read to the end (or once it failed).
      await tx
        .update(importJobs)
        .set({ status, failure, finishedAt: sql`now()` })
        .where(eq(importJobs.id, id));
      await tx.delete(importChunks).where(eq(importChunks.jobId, id));
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
