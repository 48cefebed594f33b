import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { apiMessages } from '../../src/shared/messages.js';
import { uniqueEmail, useTestApp } from '../setup/app.js';

const ORIGIN = 'http://localhost:3000';
const REDIS_URL = 'redis://127.0.0.1:6379';

function expectTooMany(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.json()).toMatchObject({ message: apiMessages.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
}

const post = (app: FastifyInstance, url: string, payload: object, from: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, remoteAddress: from, headers: { origin: ORIGIN, ...headers }, payload } as InjectOptions);

/** A fresh address per test, so tests (and runs sharing Redis) never share a bucket. */
let n = 0;
const ip = () => `198.18.${Math.floor(Math.random() * 250)}.${(n++ % 250) + 1}`;
const contact = { email: 'someone@example.com', subject: 'Hello', message: 'A question about a battery.' };
const count = async (app: FastifyInstance, table: string) => Number((await app.pool.query(`select count(*) from ${table}`)).rows[0].count);

describe('per-IP limits on one instance (RATE_LIMIT_AUTH_MAX=3)', () => {
  const t = useTestApp({ env: { RATE_LIMIT_AUTH_MAX: '3' }, admin: false });
  let blogId: string;
  beforeAll(async () => {
    blogId = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json()[0]._id;
  });

  it('limits password-reset requests per IP', async () => {
    const from = ip();
    for (let i = 0; i < 3; i++) {
      const res = await post(
        t.app,
        '/api/auth/request-password-reset',
        { email: uniqueEmail('reset'), redirectTo: '/reset-password' },
        from,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = await count(t.app, 'verification');
    expectTooMany(
      await post(t.app, '/api/auth/request-password-reset', { email: uniqueEmail('reset'), redirectTo: '/reset-password' }, from),
    );
    expect(await count(t.app, 'verification')).toBe(before);
  });

  it('limits the contact form to 5 a minute per IP, storing nothing refused', async () => {
    const from = ip();
    const before = await count(t.app, 'contact_message');
    for (let i = 0; i < 5; i++) expect((await post(t.app, '/api/contact', contact, from)).statusCode).toBe(201);
    expectTooMany(await post(t.app, '/api/contact', contact, from));
    expect(await count(t.app, 'contact_message')).toBe(before + 5);
    expect((await post(t.app, '/api/contact', contact, ip())).statusCode).toBe(201);
  });

  it('limits blog reviews to 20 a minute per IP', async () => {
    const from = ip();
    const review = { blogId, name: 'Reader', description: 'Helpful.' };
    for (let i = 0; i < 20; i++) expect((await post(t.app, '/api/blogReview', review, from)).statusCode).toBe(201);
    expectTooMany(await post(t.app, '/api/blogReview', review, from));
  });

  it('cannot be dodged with a forged X-Forwarded-For from an untrusted peer', async () => {
    const from = '203.0.113.9'; // a client on the internet, not a proxy of ours
    for (let i = 0; i < 5; i++) {
      expect((await post(t.app, '/api/contact', contact, from, { 'x-forwarded-for': `10.0.0.${i}` })).statusCode).toBe(201);
    }
    expectTooMany(await post(t.app, '/api/contact', contact, from, { 'x-forwarded-for': '10.0.0.99' }));
  });

  it('behind a local proxy, counts the address the proxy saw, not one the client wrote', async () => {
    const client = ip();
    const viaProxy = (spoof: string) =>
      post(t.app, '/api/auth/sign-in/email', { email: uniqueEmail('x'), password: 'wrong-pass' }, '127.0.0.1', {
        'x-forwarded-for': `${spoof}, ${client}`,
      });
    for (let i = 0; i < 3; i++) expect((await viaProxy(`1.1.1.${i}`)).statusCode).toBe(401);
    expectTooMany(await viaProxy('1.1.1.99'));
  });

  it('limits sign-up per IP and sign-in per account', async () => {
    const from = ip();
    for (let i = 0; i < 3; i++) {
      expect(
        (await post(t.app, '/api/auth/sign-up/email', { email: uniqueEmail(), password: 'secret123', name: 'N' }, from)).statusCode,
      ).toBe(200);
    }
    const users = await count(t.app, '"user"');
    expectTooMany(await post(t.app, '/api/auth/sign-up/email', { email: uniqueEmail(), password: 'secret123', name: 'N' }, from));
    expect(await count(t.app, '"user"')).toBe(users);
    const email = uniqueEmail('victim');
    expect((await post(t.app, '/api/auth/sign-up/email', { email, password: 'secret123', name: 'V' }, ip())).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, '/api/auth/sign-in/email', { email, password: `guess-${i}xx` }, ip())).statusCode).toBe(401);
    expectTooMany(await post(t.app, '/api/auth/sign-in/email', { email, password: 'secret123' }, ip()));
  });
});

async function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port, timeout: 1000 }, () => {
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
const redisUp = await reachable(6379);
if (!redisUp) console.warn('rate-limits.test.ts: Redis is not reachable at 127.0.0.1:6379; the shared-limit tests are skipped.');

describe.skipIf(!redisUp)('limits shared by two instances through Redis', () => {
  const prefix = `partshub-rl-test-${randomUUID()}-`;
  const a = useTestApp({ env: { REDIS_URL, RATE_LIMIT_PREFIX: prefix, RATE_LIMIT_AUTH_MAX: '3', SEED: 'false' }, admin: false });
  let b: FastifyInstance;
  beforeAll(async () => {
    b = await buildApp({ config: a.config, databaseUrl: a.databaseUrl, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  const either = (i: number) => (i % 2 === 0 ? a.app : b);

  it('counts contact posts on both instances in one bucket', async () => {
    const from = ip();
    for (let i = 0; i < 5; i++) expect((await post(either(i), '/api/contact', contact, from)).statusCode).toBe(201);
    expectTooMany(await post(b, '/api/contact', contact, from));
    expectTooMany(await post(a.app, '/api/contact', contact, from));
    const redis = new Redis(REDIS_URL);
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
    await redis.quit();
  });

  it('counts sign-in attempts per account across instances', async () => {
    const email = uniqueEmail('shared');
    expect((await post(a.app, '/api/auth/sign-up/email', { email, password: 'secret123', name: 'S' }, ip())).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await post(either(i), '/api/auth/sign-in/email', { email, password: `nope-${i}xx` }, ip())).statusCode).toBe(401);
    expectTooMany(await post(b, '/api/auth/sign-in/email', { email, password: 'secret123' }, ip()));
  });

  it('counts sign-up and reset requests per IP across instances', async () => {
    const from = ip();
    await post(a.app, '/api/auth/sign-up/email', { email: uniqueEmail(), password: 'secret123', name: 'N' }, from);
    await post(b, '/api/auth/request-password-reset', { email: uniqueEmail(), redirectTo: '/reset-password' }, from);
    await post(a.app, '/api/auth/sign-up/email', { email: uniqueEmail(), password: 'secret123', name: 'N' }, from);
    expectTooMany(await post(b, '/api/auth/sign-up/email', { email: uniqueEmail(), password: 'secret123', name: 'N' }, from));
  });

  it('keeps serving (limits skipped, not a 500) when Redis is gone', async () => {
    const down = await buildApp({ config: { ...a.config, REDIS_URL: 'redis://127.0.0.1:1' }, databaseUrl: a.databaseUrl, logger: false });
    try {
      await down.ready();
      const res = await post(down, '/api/contact', contact, ip());
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await down.close();
    }
  });
});
