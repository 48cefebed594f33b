import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from './tables.js';

/** The outbox for the operator's metrics: mail waiting, how long the oldest has waited, how late the worker is. */
export async function outboxMetrics(
  db: Database,
): Promise<{ waiting: number; oldestWaitingSeconds: number; lagSeconds: number; failed: number }> {
  const [row] = await db
    .execute<{ waiting: number; oldest: number | null; lag: number | null; failed: number }>(
      sql`
    SELECT
      count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL)::int AS waiting,
      extract(epoch FROM now() - min(created_at) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL))::float8 AS oldest,
      extract(epoch FROM now() - min(next_attempt_at) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()))::float8 AS lag,
      count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed
    FROM ${mailOutbox}`,
    )
    .then((r) => r.rows);
  return { waiting: row?.waiting ?? 0, oldestWaitingSeconds: row?.oldest ?? 0, lagSeconds: row?.lag ?? 0, failed: row?.failed ?? 0 };
}
