import { loadConfig } from '../src/server/config.js';
import { createDatabase, runMigrations, type Database } from '../src/server/db/client.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';

/** Runs `fn` on the shop's database: DATABASE_URL, or the embedded one under DATA_DIR. */
export async function withDatabase<T>(fn: (db: Database, url: string) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR);
  const url = config.DATABASE_URL ?? embedded!.url;
  const { db, pool } = createDatabase(url);
  try {
    await runMigrations(db);
    return await fn(db, url);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}
