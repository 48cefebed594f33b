import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/db/embedded.js';

/** Core 0 runs the server under test (or its limit); core 1 runs the load generator (this process). */
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';

export interface Proc {
  url: string;
  child: ChildProcess;
  pid: number;
  stop: () => Promise<void>;
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - start;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function pinned(cmd: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn('taskset', ['-c', SERVER_CORE, cmd, ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The built shop in production mode, on a data folder of its own (embedded DB) or DATABASE_URL. */
export async function startShop(dataDir = mkdtempSync(path.join(os.tmpdir(), 'partshub-bench-')), nodeArgs: string[] = []) {
  const port = await freePort();
  const started = performance.now();
  const child = pinned('node', [...nodeArgs, 'dist/server/main.js'], {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: 'bench-admin-pass',
    RATE_LIMIT_AUTH_MAX: '1000000',
    // One shopper places every order of the load: the limits on unpaid orders, held units, order
    // writes and mail per recipient are not what is measured.
    MAX_OPEN_ORDERS: '1000000',
    MAX_HELD_UNITS: '1000000',
    MAX_HELD_SHARE_PERCENT: '100',
    ORDER_WRITES_PER_ACCOUNT: '1000000',
    ORDER_WRITES_PER_IP: '1000000',
    MAIL_PER_RECIPIENT_HOUR: '1000000',
    MAIL_PER_UNVERIFIED_DAY: '1000000',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, 120_000);
  const startMs = performance.now() - started;
  return { url, child, pid: child.pid!, dataDir, startMs, stop: stopper(child) };
}

/** The limit: a bare Fastify route sending the same bytes from memory, in its own pinned process. */
export async function startBareServer(routes: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const routesFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'partshub-bare-')), 'routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  const child = pinned('node', ['--import', 'tsx', 'scripts/bench/bare-server.ts'], {
    ...process.env,
    PORT: String(port),
    ROUTES_FILE: routesFile,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/__ready`);
  return { url, child, pid: child.pid!, stop: stopper(child) };
}

/** Resident memory of a process (from /proc), in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
