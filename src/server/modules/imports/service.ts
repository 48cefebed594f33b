import { eq, getTableColumns, sql } from 'drizzle-orm';
import { IMPORT_ERRORS_LISTED, type ImportError, type ImportKind, type ImportStatus } from '../../../shared/schemas/import.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { countRows, csvRows, ImportFileError } from './csv.js';
import { checkLaptopRow, checkProductRow } from './rows.js';
import { importJobs } from './tables.js';

export type ImportJobRow = Omit<typeof importJobs.$inferSelect, 'csv'>;
export type ClaimedImport = typeof importJobs.$inferSelect;

/** A running job whose worker sent no heartbeat for this long is taken over by another. */
const STALE_SECONDS = 60;

const { csv: _csv, ...withoutFile } = getTableColumns(importJobs);

/** CSV import jobs: created by an upload, claimed by any instance's worker, read by the progress bar. */
export function createImportService(db: Database) {
  return {
    /** Reading a job's file (csv.ts) and checking its rows (rows.ts), for the flow that runs it. */
    countRows,
    csvRows,
    checkProductRow,
    checkLaptopRow,
    /** Whether an error is the file's own (unreadable, a missing column): its message goes to the report. */
    isFileError: (err: unknown): err is ImportFileError => err instanceof ImportFileError,

    async create(job: {
      kind: ImportKind;
      dryRun: boolean;
      fileName: string;
      csv: string;
      createdBy: string | null;
    }): Promise<ImportJobRow> {
      const [row] = await db.insert(importJobs).values(job).returning(withoutFile);
      return row!;
    },

    async get(id: string): Promise<ImportJobRow> {
      const [row] = await db.select(withoutFile).from(importJobs).where(eq(importJobs.id, id));
      if (!row) throw notFound('Import not found.');
      return row;
    },

    /**
     * Takes the oldest queued job, or a running one whose worker went quiet, for this worker
     * (SKIP LOCKED: two instances never take the same one). Answers it with its file.
     */
    async claim(): Promise<ClaimedImport | undefined> {
      const [row] = await db
        .update(importJobs)
        .set({ status: 'running', heartbeatAt: sql`now()` })
        .where(
          eq(
            importJobs.id,
            sql`(SELECT id FROM ${importJobs}
                 WHERE status = 'queued' OR (status = 'running' AND heartbeat_at < now() - ${STALE_SECONDS} * interval '1 second')
                 ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)`,
          ),
        )
        .returning();
      return row;
    },

    /** Records a batch: rows read and written so far, its rejected rows (the report keeps the first 1,000). */
    async progress(id: string, p: { total?: number; processed: number; applied: number; errors: ImportError[] }): Promise<void> {
      await db
        .update(importJobs)
        .set({
          ...(p.total !== undefined ? { total: p.total } : {}),
          processed: p.processed,
          applied: p.applied,
          heartbeatAt: sql`now()`,
          errorCount: sql`${importJobs.errorCount} + ${p.errors.length}`,
          errors: sql`(SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM (
            SELECT e FROM jsonb_array_elements(${importJobs.errors} || ${JSON.stringify(p.errors)}::jsonb) e LIMIT ${IMPORT_ERRORS_LISTED}
          ) kept)`,
        })
        .where(eq(importJobs.id, id));
    },

    async finish(id: string, status: Extract<ImportStatus, 'done' | 'failed'>, failure: string | null = null): Promise<void> {
      // The file is no longer needed once read to the end.
      await db
        .update(importJobs)
        .set({ status, failure, finishedAt: sql`now()`, csv: '' })
        .where(eq(importJobs.id, id));
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
