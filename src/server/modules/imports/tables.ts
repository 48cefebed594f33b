import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImportError, ImportKind, ImportStatus } from '../../../shared/schemas/import.js';
import { id } from '../../db/columns.js';
import { users } from '../accounts/tables.js';

/**
 * A CSV import an admin uploaded: the file itself, and its progress. Any instance's worker
 * claims a queued job (or one whose worker stopped sending heartbeats) with SKIP LOCKED and
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
    csv: text('csv').notNull(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    applied: integer('applied').notNull().default(0),
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
