import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportError, ImportKind, ImportStatus } from '../../../shared/schemas/import.js';
import { id } from '../../db/columns.js';
import { users } from '../accounts/tables.js';

/**
 * A CSV import an admin uploaded, and its progress. Any instance's worker claims a queued job
 * whose file is stored (or one whose worker stopped sending heartbeats) with SKIP LOCKED and
 * works through it in batches, recording the rows done after each, so another can resume it.
 */
export const importJobs = pgTable(
  'import_job',
  {
    id: id(),
    kind: text('kind').$type<ImportKind>().notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('queued'),
    dryRun: boolean('dry_run').notNull().default(false),
    fileName: text('file_name').notNull().default(''),
    /** False while the upload is still arriving (its chunks being written): no worker claims it yet. */
    fileStored: boolean('file_stored').notNull().default(true),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    applied: integer('applied').notNull().default(0),
    /** Rows refused (each counted once, however many errors it has). */
    rejected: integer('rejected').notNull().default(0),
    errors: jsonb('errors').$type<ImportError[]>().notNull().default([]),
    errorCount: integer('error_count').notNull().default(0),
    failure: text('failure'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_job_status_idx').on(t.status, t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A job's uploaded file, in pieces of about 1 MB in upload order (`seq` from 0): written as the
 * upload streams in, read back one at a time by whichever instance runs the job (so any instance
 * sharing the database can), deleted with the job's end.
 */
export const importChunks = pgTable(
  'import_chunk',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
