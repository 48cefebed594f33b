/**
 * The built server (dist/server/main.js) as a real process, for the reliability tests and the
 * soak: start it, wait until it answers, kill or stop it, and talk to it over HTTP.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/server/db/embedded.js';
import { RELAXED_LIMITS } from './limits.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');
/** Preloaded as `npm start` does: starts OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set, nothing otherwise. */
export const SERVER_PRELOAD = path.join(ROOT, 'dist/server/instrumentation.js');
export const PROCESS_ADMIN = { email: 'ops-admin@example.com', password: 'ops-admin-pass-1' };

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<number | null>;
  /** The last lines the process wrote (stdout and stderr). */
  output: () => string;
  /** Sends the signal and waits for the exit (SIGKILL after timeoutMs); answers the exit code. */
  stop: (signal?: NodeJS.Signals, timeoutMs?: number) => Promise<number | null>;
}

export interface StartOptions {
  dataDir: string;
  env?: Record<string, string | undefined>;
  port?: number;
  timeoutMs?: number;
  /** Node options for the server process (e.g. --trace-gc), before the entry file. */
  nodeArgs?: string[];
  /** Also copy everything the process writes to this stream (the soak's server log). */
  tee?: NodeJS.WritableStream;
}

/**
 * Starts `node dist/server/main.js` with a clean environment and waits until it answers
 * /api/health on a port it really holds (another process may take a free port meanwhile:
 * then it starts again on another one).
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (err) {
      if (!(err instanceof PortTaken) || options.port || attempt >= 3) throw err;
    }
  }
}

class PortTaken extends Error {}

/** Whether `pid` holds the listening socket of `port` (Linux /proc). */
function listensOn(pid: number, port: number): boolean {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[1]?.endsWith(hex) && cols[3] === '0A') inodes.add(cols[9]!);
    }
  }
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/)?.[1] ?? '');
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** The clean environment the built server runs in; `options.env` adds to it (a value of undefined leaves a variable out). */
function serverEnv(options: StartOptions, port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    // Production refuses to start without it (issue #14); the tests pay with the test gateway.
    PAYMENT_PROVIDER: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: PROCESS_ADMIN.email,
    ADMIN_PASSWORD: PROCESS_ADMIN.password,
    RATE_LIMIT_AUTH_MAX: '100000',
    // No load balancer to tell: a stopped test server closes at once (the shutdown and rolling-restart tests drain).
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...RELAXED_LIMITS,
    ...options.env,
  };
}

/** `node`'s arguments, as `npm start` gives them: the node options, the preload, the entry. */
function serverArgs(options: StartOptions): string[] {
  return [...(options.nodeArgs ?? []), '--import', SERVER_PRELOAD, SERVER_ENTRY];
}

/**
 * Runs `node dist/server/main.js` as startServer would and waits for it to exit by itself (a start
 * that must fail); one still running after timeoutMs gets SIGTERM. Answers the exit code (null when
 * it had to be stopped) and everything it wrote.
 */
export function runServerToExit(options: StartOptions): { status: number | null; output: string } {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run "npm run build:server" first`);
  const run = spawnSync(process.execPath, serverArgs(options), {
    cwd: ROOT,
    env: serverEnv(options, options.port ?? 0),
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 20_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function startOnce(options: StartOptions): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run "npm run build:server" first`);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArgs(options), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnv(options, port),
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    options.tee?.write(chunk);
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (gone) throw new (/EADDRINUSE/.test(log) ? PortTaken : Error)(`the server exited before answering:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${options.timeoutMs ?? 90_000} ms:\n${log}`);
    }
    try {
      const ok = (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
      if (ok && listensOn(child.pid!, port)) break;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 20_000): Promise<number | null> {
    if (!gone) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  }
  return { url, port, pid: child.pid!, child, exited, output: () => log, stop };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** PIDs of PostgreSQL processes whose command line names this data folder (embedded servers). */
export function postgresPidsFor(dataDir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.includes('postgres') && cmdline.includes(dataDir)) pids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

/** Whether something listens on 127.0.0.1:port. */
export function reachable(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export interface HttpSession {
  email: string;
  token: string;
  headers: Record<string, string>;
}

/** Signs up (or in, with signIn) over HTTP and fetches the spec's bearer token. */
export async function httpSession(url: string, email: string, password: string, signIn = false): Promise<HttpSession> {
  const res = await fetch(`${url}/api/auth/${signIn ? 'sign-in' : 'sign-up'}/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password, name: 'Ops User' }),
  });
  if (res.status !== 200) throw new Error(`sign-${signIn ? 'in' : 'up'} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = await fetch(`${url}/api/user/${encodeURIComponent(email)}`, { method: 'PUT', headers: { cookie, origin: url } });
  if (token.status !== 200) throw new Error(`token failed: ${token.status} ${await token.text()}`);
  const { token: value } = (await token.json()) as { token: string };
  return { email, token: value, headers: { authorization: `Bearer ${value}` } };
}

/** One JSON call; network failures answer status 0 (the server may be dead). */
export async function call(
  url: string,
  session: HttpSession | null,
  method: string,
  pathname: string,
  body?: unknown,
  timeoutMs = 10_000,
): Promise<{ status: number; json: () => unknown }> {
  try {
    const res = await fetch(`${url}${pathname}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(session?.headers ?? {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    // A proxy's own error page is not JSON: the status says what went wrong.
    return { status: res.status, json: () => (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined) };
  } catch {
    return { status: 0, json: () => undefined };
  }
}
