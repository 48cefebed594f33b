import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../src/server/db/embedded.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'partshub-embedded-'));
const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
let current: EmbeddedDatabase | undefined;

afterAll(async () => {
  await current?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}
const keptRows = async (db: EmbeddedDatabase) => (await query<{ v: string }>(db.url, 'SELECT v FROM kept ORDER BY v')).map((r) => r.v);
const postmasterPid = () => Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0]!, 10);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function waitDead(pid: number) {
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  expect(alive(pid)).toBe(false);
}

// One folder through a life of starts and crashes; each step depends on the one before.
describe.sequential('embedded PostgreSQL', () => {
  it('creates a database in an empty folder, answers SQL, and keeps data over stop and start', async () => {
    current = await startEmbeddedPostgres(dir);
    expect(current.url).toMatch(/^postgres:\/\/\w+:\w+@127\.0\.0\.1:\d+\/shop$/);
    await query(current.url, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('first')");
    await current.stop();
    expect(existsSync(pidFile)).toBe(false);
    current = await startEmbeddedPostgres(dir);
    expect(await keptRows(current)).toEqual(['first']);
  });

  it('starts even when a leftover server still runs on the folder (the app was killed)', async () => {
    const leftover = postmasterPid();
    expect(alive(leftover)).toBe(true);
    // The previous handle is abandoned, as a killed app would abandon it.
    current = await startEmbeddedPostgres(dir);
    expect(postmasterPid()).not.toBe(leftover);
    expect(alive(leftover)).toBe(false);
    await query(current.url, "INSERT INTO kept VALUES ('second')");
    expect(await keptRows(current)).toEqual(['first', 'second']);
  });

  it('starts after its server was killed with SIGKILL (stale postmaster.pid)', async () => {
    const pid = postmasterPid();
    process.kill(pid, 'SIGKILL');
    await waitDead(pid);
    expect(existsSync(pidFile)).toBe(true);
    current = await startEmbeddedPostgres(dir);
    expect(await keptRows(current)).toEqual(['first', 'second']);
  });

  it('starts over a bogus postmaster.pid naming a process that is gone', async () => {
    await current!.stop();
    current = undefined;
    const gone = spawnSync('true').pid!;
    writeFileSync(pidFile, `${gone}\n${path.dirname(pidFile)}\n1700000000\n5432\n/tmp\n127.0.0.1\n  1234567  7654321\nready\n`);
    current = await startEmbeddedPostgres(dir);
    expect(await keptRows(current)).toEqual(['first', 'second']);
    expect(postmasterPid()).not.toBe(gone);
  });

  it('never signals a live process that only reuses the PID, even one called postgres', async () => {
    await current!.stop();
    current = undefined;
    const imposter = spawn('sleep', ['30'], { argv0: 'postgres', stdio: 'ignore' });
    try {
      writeFileSync(pidFile, `${imposter.pid}\n${path.dirname(pidFile)}\n`);
      current = await startEmbeddedPostgres(dir);
      expect(alive(imposter.pid!)).toBe(true);
      expect(await keptRows(current)).toEqual(['first', 'second']);
    } finally {
      imposter.kill('SIGKILL');
    }
  });
});
