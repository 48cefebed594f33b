import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { sqlOn } from './pg.js';

/** Creates a fresh database on the run's server, migrated (a copy of the run's template); answers its URL and a drop function. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = inject('baseDatabaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await sqlOn(base, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await sqlOn(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
