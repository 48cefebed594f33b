import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { importJobs } from './tables.js';

/** The import worker's lag for the operator's metrics: how long the oldest queued import has waited. */
export async function importMetrics(db: Database): Promise<{ queued: number; lagSeconds: number }> {
  const { rows } = await db.execute<{ queued: number; lag: number | null }>(sql`
    SELECT count(*)::int AS queued, extract(epoch FROM now() - min(created_at))::float8 AS lag
    FROM ${importJobs} WHERE status = 'queued'`);
  return { queued: rows[0]?.queued ?? 0, lagSeconds: rows[0]?.lag ?? 0 };
}
