import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { loadConfig, type AppConfig } from '../../src/server/config.js';
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

/** app.inject with the session's bearer token. */
export function as(app: FastifyInstance, session: Session | null, opts: InjectOptions) {
  return app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(session?.headers ?? {}) } });
}

export async function firstProduct(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/service' });
  return res.json()[0] as { _id: string; cost: number; Quantity: number; TotalQuentity: number; name: string };
}
