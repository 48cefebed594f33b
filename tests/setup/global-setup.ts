import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL server for the run: the machine's when TEST_DATABASE_URL is set,
 * otherwise an embedded one in a temporary folder. Each test file makes its own database in it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('baseDatabaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'partshub-test-'));
  const embedded = await startEmbeddedPostgres(dir);
  project.provide('baseDatabaseUrl', embedded.url);
  return async () => {
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
