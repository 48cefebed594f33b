/**
 * Two production servers on one PostgreSQL and one Redis, started together with no
 * BETTER_AUTH_SECRET (they must agree on the one stored in the database): a token from one works
 * on the other, a sign-out on one ends it there at once and on the other within a second (LISTEN/NOTIFY,
 * docs/decisions/006), orders through both never oversell, cached
 * product answers follow writes made on the other instance, and rate limits are shared.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/schemas/product.js';
import { skipWithout } from '../setup/machine-services.js';
import { sqlOn } from '../setup/pg.js';
import { call, httpSession, PROCESS_ADMIN, sleep, startServer, type ServerProcess } from '../setup/process.js';

const PG_BASE = 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379';
const skip = await skipWithout('two-instances.test.ts', 'PostgreSQL', 'Redis');

/** How long each instance trusts a bearer token it looked up: long, so only the broadcast sign-out can end it in time. */
const BEARER_CACHE_SECONDS = 60;
const dbName = `partshub_two_${randomBytes(5).toString('hex')}`;
const prefix = `partshub-rl-two-${randomBytes(5).toString('hex')}-`;
const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'partshub-two-')));
let a: ServerProcess;
let b: ServerProcess;

describe.skipIf(skip)('two instances on one database and one Redis', () => {
  beforeAll(async () => {
    await sqlOn(PG_BASE, `CREATE DATABASE ${dbName}`);
    const env = {
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${dbName}`,
      REDIS_URL,
      RATE_LIMIT_PREFIX: prefix,
      BEARER_CACHE_SECONDS: String(BEARER_CACHE_SECONDS),
    };
    // Both at once: migrations, seeding and the auth secret are settled between them.
    [a, b] = await Promise.all(dirs.map((dataDir) => startServer({ dataDir, env })));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((s) => s.stop('SIGKILL', 5000)));
    await sqlOn(PG_BASE, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('a token from one instance works on the other, and a sign-out on one ends it on both', async () => {
    const user = await httpSession(a.url, `two-${Date.now()}@example.com`, 'secret123');
    expect((await call(b.url, user, 'GET', '/api/order')).status).toBe(200);
    const again = await call(b.url, user, 'PUT', `/api/user/${encodeURIComponent(user.email)}`);
    expect(again.json()).toEqual({ token: user.token });
    // A looks the token up too, and would remember it for BEARER_CACHE_SECONDS.
    expect((await call(a.url, user, 'GET', '/api/order')).status).toBe(200);

    const out = await call(b.url, user, 'POST', '/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    // At once on the instance that signed out...
    expect((await call(b.url, user, 'GET', '/api/order')).status).toBe(401);
    // ...and on the other within a second (the sign-out is broadcast, ADR 006).
    const deadline = Date.now() + 1000;
    let onA = 200;
    while (onA !== 401 && Date.now() < deadline) {
      onA = (await call(a.url, user, 'GET', '/api/order')).status;
      if (onA !== 401) await sleep(100);
    }
    expect(onA).toBe(401);
  });

  it('200 orders through both for 30 units: exactly 30 placed, and both show the stock at 0', async () => {
    const boss = await httpSession(a.url, PROCESS_ADMIN.email, PROCESS_ADMIN.password, true);
    const created = await call(a.url, boss, 'POST', '/api/service', {
      name: 'Two-instance part',
      sublierName: 'S',
      cost: 7,
      Quantity: 30,
      category: 'fans',
    });
    expect(created.status).toBe(201);
    const productId = (created.json() as Product)._id;
    // Warm both caches with the full stock first.
    for (const s of [a, b]) expect(((await call(s.url, null, 'GET', `/api/service/${productId}`)).json() as Product).Quantity).toBe(30);

    const users = await Promise.all(
      Array.from({ length: 5 }, (_, i) => httpSession(i % 2 ? a.url : b.url, `buyer-${i}-${Date.now()}@example.com`, 'secret123')),
    );
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(i % 2 ? a.url : b.url, users[i % users.length]!, 'POST', '/api/order', { userId: productId, number: '5551234' }, 30_000),
      ),
    );
    const counts = results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 201: 30, 409: 170 });

    for (const s of [a, b]) {
      let quantity = -1;
      for (let i = 0; i < 40 && quantity !== 0; i++) {
        quantity = ((await call(s.url, null, 'GET', `/api/service/${productId}`)).json() as Product).Quantity;
        if (quantity !== 0) await sleep(50);
      }
      expect(quantity, `stock as ${s === a ? 'A' : 'B'} shows it`).toBe(0);
    }
  }, 60_000);

  it('shares the contact rate limit between the instances', async () => {
    const from = `198.19.${Math.floor(Math.random() * 250)}.7`;
    const post = (s: ServerProcess) =>
      fetch(`${s.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email: 'a@example.com', subject: 'Hi', message: 'Hello' }),
      });
    for (let i = 0; i < 5; i++) expect((await post(i % 2 ? a : b)).status).toBe(201);
    const refused = await post(a);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(b)).status).toBe(429);
  });

  it('both stop cleanly on SIGTERM (exit code 0)', async () => {
    expect(await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')])).toEqual([0, 0]);
  });
});
