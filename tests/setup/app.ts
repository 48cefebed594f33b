import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig, type AppConfig } from '../../src/server/config.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { createTestDatabase } from './database.js';

export const ADMIN = { email: 'admin@test.local', password: 'admin-pass-123' };

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  databaseUrl: string;
  close: () => Promise<void>;
}

/** Builds the real app on its own fresh database (seeded), without opening a port. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '3000',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'partshub-data-')),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_AUTH_MAX: '1000',
    // Tests place many unpaid orders per account; tests/api/order-expiry.test.ts sets its own limit.
    MAX_OPEN_ORDERS: '1000',
    ...env,
  });
  const app = await buildApp({ config, databaseUrl: database.url, logger: false });
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

function cookieOf(res: LightMyRequestResponse): string {
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

async function withToken(app: FastifyInstance, email: string, cookie: string): Promise<Session> {
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
    test = await createTestApp(env);
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
