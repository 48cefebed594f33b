import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle, passed from a service's public method to its steps. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

/** The SQL migrations (migrations/ at the package's root, from src/ and from dist/ alike). */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

/**
 * Each connection plans without parallel workers: the shop's statements are short and run side by
 * side (a catalog page runs its page, count and facet passes at once), and starting workers cost a
 * facet pass of 3 ms another 10 (`npm run bench:catalog -- 1000000`, docs/PERFORMANCE.md).
 */
const CONNECTION_OPTIONS = '-c max_parallel_workers_per_gather=0';

export function createDatabase(url: string, max = 10): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max, options: CONNECTION_OPTIONS });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool };
}

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
