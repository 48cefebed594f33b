/**
 * A job's file in the database (import_chunk), so that whichever instance claims the job reads it:
 * written as the upload streams in, read back a chunk at a time, dropped when the job ends.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { IMPORT_MAX_ROWS, type ImportKind } from '../../../shared/schemas/import.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { checkFile, ImportFileError, ImportLimitError, type FileBytes } from './csv.js';
import { importChunks, importJobs } from './tables.js';

export type ImportJobRow = typeof importJobs.$inferSelect;

/** An upload that wrote nothing for this long was abandoned (its instance stopped): the job and its chunks go. */
const ABANDONED_UPLOAD_SECONDS = 600;
/** The file is written in pieces of about this size (and read back one at a time). */
const CHUNK_BYTES = 1024 * 1024;

/** The job's file, its chunks in order, read one at a time. */
export async function* storedFile(db: Database, jobId: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [chunk] = await db
      .select({ data: importChunks.data })
      .from(importChunks)
      .where(and(eq(importChunks.jobId, jobId), eq(importChunks.seq, seq)));
    if (!chunk) {
      if (seq === 0) throw new ImportFileError('The uploaded file is no longer stored: upload it again.');
      return;
    }
    yield chunk.data;
  }
}

/**
 * Writes the upload's bytes as they arrive in ~1 MB chunks and passes them on to the reader that
 * checks them, so the file is never held whole; each chunk renews the job's heartbeat.
 */
async function* storing(db: Database, jobId: string, file: FileBytes): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  let seq = 0;
  const flush = async () => {
    if (size === 0) return;
    await db.insert(importChunks).values({ jobId, seq: seq++, data: Buffer.concat(pending, size) });
    await db
      .update(importJobs)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(importJobs.id, jobId));
    pending = [];
    size = 0;
  };
  for await (const chunk of file) {
    if (chunk.includes(0)) throw new ImportFileError('The file is not a text (CSV) file.');
    pending.push(chunk);
    size += chunk.length;
    if (size >= CHUNK_BYTES) await flush();
    yield chunk;
  }
  await flush();
}

/**
 * Takes an upload: the job, not claimable yet, and its file streamed into chunks while it is
 * checked (valid CSV, the kind's header, at most `maxRows` rows of at most IMPORT_MAX_ROW_BYTES).
 * A file that fails is refused (400, or 413 over a limit, at once) and nothing of it stays. Answers
 * the job's id and its data rows; `queueReceived` then hands it to the workers (or `discardReceived`).
 */
export async function receiveFile(
  db: Database,
  job: { kind: ImportKind; fileName: string; createdBy: string | null },
  file: FileBytes,
  maxRows = IMPORT_MAX_ROWS,
): Promise<{ id: string; total: number }> {
  const [row] = await db
    .insert(importJobs)
    .values({ ...job, fileStored: false, heartbeatAt: sql`now()` })
    .returning({ id: importJobs.id });
  const id = row!.id;
  try {
    return { id, total: await checkFile(storing(db, id, file), job.kind, maxRows) };
  } catch (err) {
    await discardReceived(db, id);
    if (err instanceof ImportLimitError) throw new HttpError(413, err.message, 'TOO_LARGE');
    if (err instanceof ImportFileError) throw badRequest(err.message);
    throw err;
  }
}

/** The received file's job, queued for the workers with its row count. */
export async function queueReceived(tx: DbOrTx, id: string, p: { dryRun: boolean; total: number }): Promise<ImportJobRow> {
  const [row] = await tx
    .update(importJobs)
    .set({ ...p, fileStored: true, heartbeatAt: null })
    .where(eq(importJobs.id, id))
    .returning();
  if (!row) throw notFound('Import not found.');
  return row;
}

/** Drops a received upload that will not run, with its chunks. */
export async function discardReceived(db: Database, id: string): Promise<void> {
  await db.delete(importJobs).where(eq(importJobs.id, id));
}

/** Drops uploads abandoned half-way (their instance stopped while receiving), with their chunks. */
export async function sweepAbandoned(db: Database): Promise<void> {
  await db
    .delete(importJobs)
    .where(
      and(
        eq(importJobs.status, 'queued'),
        eq(importJobs.fileStored, false),
        lt(importJobs.heartbeatAt, sql`now() - ${ABANDONED_UPLOAD_SECONDS} * interval '1 second'`),
      ),
    );
}

/**
 * A queued job from a file already in memory (scripts and tests; uploads go through `receiveFile`),
 * stored as it is without the upload's checks: the worker reports what is wrong with it.
 */
export async function createFromText(
  db: Database,
  job: { kind: ImportKind; dryRun: boolean; fileName: string; csv: string; createdBy: string | null },
): Promise<ImportJobRow> {
  const { csv, ...meta } = job;
  const data = Buffer.from(csv, 'utf8');
  const total = await checkFile([data], job.kind, Number.POSITIVE_INFINITY).catch((err: unknown) => {
    if (err instanceof ImportFileError) return 0;
    throw err;
  });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(importJobs)
      .values({ ...meta, total })
      .returning();
    for (let seq = 0; seq * CHUNK_BYTES < data.length; seq++) {
      await tx.insert(importChunks).values({ jobId: row!.id, seq, data: data.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES) });
    }
    return row!;
  });
}
