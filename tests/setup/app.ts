import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig, type AppConfig } from '../../src/server/config.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { createTestDatabase } from './database.js';
import { RELAXED_LIMITS } from './limits.js';

export const ADMIN = { email: 'admin@test.local', password: 'admin-pass-123' };

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  databaseUrl: string;
  close: () => Promise<void>;
}

/**
 * The configuration of every in-process test app, the API tests' and the browser tests' shop alike:
 * a fresh DATA_DIR, the test admin, limits out of the way; `env` adds to it or overrides it.
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '3000',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'partshub-data-')),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_AUTH_MAX: '1000',
    // tests/api/orders/order-expiry.test.ts and the abuse tests set their own limits.
    ...RELAXED_LIMITS,
    ...env,
  });
}

export interface TestAppOptions {
  /** Also serve the built web app (the browser tests' shop). */
  serveWeb?: boolean;
  /** Runs the app with its real logger (at the env's LOG_LEVEL), each line it writes pushed here: for tests of what is logged. */
  logLines?: string[];
}

/** Redirects pino's output into `lines`: request loggers are children and inherit the stream from the root. */
function captureLogs(logger: object, lines: string[]) {
  const streamSym = Object.getOwnPropertySymbols(logger).find((s) => s.description === 'pino.stream');
  if (!streamSym) throw new Error('not a pino logger');
  (logger as Record<symbol, unknown>)[streamSym] = { write: (line: string) => void lines.push(line) };
}

/**
 * Builds the real app on its own fresh database (seeded) with testConfig(env), without opening a
 * port: the one app factory of the API tests and (listening, with the web app) the browser tests.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(env);
  const { serveWeb = false, logLines } = options;
  const app = await buildApp({ config, databaseUrl: database.url, serveWeb, logger: logLines !== undefined });
  if (logLines) captureLogs(app.log, logLines);
  await app.ready();
  return {
    app,
    config,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export interface Session {
  email: string;
  cookie: string;
  token: string;
  /** Headers for an authorized call with the bearer token. */
  headers: Record<string, string>;
}

const ORIGIN = 'http://localhost:3000';

export function cookieOf(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${counter++}@example.com`;

/** Signs up (or in, when `password` matches an existing account) and fetches the spec's token. */
export async function signUp(app: FastifyInstance, email = uniqueEmail(), password = 'secret123', name = 'Test User'): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { email, password, name },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return withToken(app, email, cookieOf(res));
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return withToken(app, email, cookieOf(res));
}

/** The spec's token of the session this cookie carries (PUT /api/user/{email}). */
export async function withToken(app: FastifyInstance, email: string, cookie: string): Promise<Session> {
  const res = await app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(email)}`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  const token = res.json().token as string;
  return { email, cookie, token, headers: { authorization: `Bearer ${token}` } };
}

export const signInAdmin = (app: FastifyInstance) => signIn(app, ADMIN.email, ADMIN.password);

export interface UseTestAppOptions {
  /** Config for createTestApp; a function when it needs something started first (called in beforeAll). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Sign the seeded admin in for the file (default true; there is no admin with SEED=false). */
  admin?: boolean;
  /** Also serve the built web app and its server-rendered pages. */
  serveWeb?: boolean;
}

/** The file's app, live once its beforeAll ran: read its fields inside hooks and tests only. */
export interface TestAppFixture {
  readonly app: FastifyInstance;
  readonly config: AppConfig;
  readonly databaseUrl: string;
  /** The seeded admin, signed in once for the file. */
  readonly admin: Session;
  /** Signs up a new customer (a fresh e-mail unless given) and answers its session with the token. */
  customer: (email?: string, password?: string, name?: string) => Promise<Session>;
}

/**
 * The API tests' prologue: builds the app on a fresh database and signs the admin in before the
 * file's (or describe's) tests, and closes it after them. Call it before the file's own beforeAll,
 * which then runs after it; its afterAll runs after the file's own.
 */
export function useTestApp(options: UseTestAppOptions = {}): TestAppFixture {
  let test: TestApp | undefined;
  let admin: Session | undefined;
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    test = await createTestApp(env, { serveWeb: options.serveWeb ?? false });
    if (options.admin !== false) admin = await signInAdmin(test.app);
  });
  afterAll(async () => {
    await test?.close();
  });
  const live = () => {
    if (!test) throw new Error('useTestApp(): its beforeAll has not run (or failed); use the app inside hooks and tests');
    return test;
  };
  return {
    get app() {
      return live().app;
    },
    get config() {
      return live().config;
    },
    get databaseUrl() {
      return live().databaseUrl;
    },
    get admin() {
      live();
      if (!admin) throw new Error('useTestApp({ admin: false }) signs no admin in');
      return admin;
    },
    customer: (email, password, name) => signUp(live().app, email, password, name),
  };
}

/** app.inject with the session's bearer token. */
export function as(app: FastifyInstance, session: Session | null, opts: InjectOptions) {
  return app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(session?.headers ?? {}) } });
}

export async function firstProduct(app: FastifyInstance): Promise<Product> {
  const res = await app.inject({ method: 'GET', url: '/api/service' });
  return (res.json() as Product[])[0]!;
}
