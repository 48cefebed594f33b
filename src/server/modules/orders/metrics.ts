import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from './tables.js';

/**
 * The unpaid-order sweeper's lag for the operator's metrics: how long past its hold the oldest
 * unpaid order is (0 when none is overdue), and how many are overdue.
 */
export async function expiryMetrics(db: Database, holdSeconds: number): Promise<{ overdue: number; lagSeconds: number }> {
  const { rows } = await db.execute<{ overdue: number; lag: number | null }>(sql`
    SELECT count(*)::int AS overdue, extract(epoch FROM now() - min(created_at))::float8 - ${holdSeconds} AS lag
    FROM ${orders}
    WHERE status = 'pending_payment' AND created_at < now() - make_interval(secs => ${holdSeconds})`);
  return { overdue: rows[0]?.overdue ?? 0, lagSeconds: Math.max(0, rows[0]?.lag ?? 0) };
}
