import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, runMigrations } from '../../src/server/db/client.js';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.js';
import { sqlOn } from './pg.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseDatabaseUrl: string;
    /** A database with every migration applied, which each file's database is copied from. */
    templateDatabase: string;
  }
}

/**
 * The migrations, applied once for the run: each test file's database is a copy of this one
 * (`CREATE DATABASE … TEMPLATE`, a quarter of a second), where migrating a new one took about a
 * second each time. The app still runs its migrations on start, and finds nothing left to do.
 */
async function migratedTemplate(baseUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `t_template_${randomBytes(5).toString('hex')}`;
  await sqlOn(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const { db, pool } = createDatabase(url.toString(), 1);
  try {
    await runMigrations(db);
  } finally {
    // No session may stay on a template while it is copied.
    await pool.end();
  }
  return { name, drop: async () => void (await sqlOn(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

/**
 * One PostgreSQL server for the run: the machine's when TEST_DATABASE_URL is set,
 * otherwise an embedded one in a temporary folder. Each test file makes its own database in it,
 * from the run's migrated template.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    const template = await migratedTemplate(process.env.TEST_DATABASE_URL);
    project.provide('baseDatabaseUrl', process.env.TEST_DATABASE_URL);
    project.provide('templateDatabase', template.name);
    return template.drop;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'partshub-test-'));
  const embedded = await startEmbeddedPostgres(dir);
  const template = await migratedTemplate(embedded.url);
  project.provide('baseDatabaseUrl', embedded.url);
  project.provide('templateDatabase', template.name);
  return async () => {
    await template.drop();
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
