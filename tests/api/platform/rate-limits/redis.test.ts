import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app.js';
import { uniqueEmail, useTestApp } from '../../../setup/app.js';
import { skipWithout } from '../../../setup/machine-services.js';
import { CONTACT as contact, expectTooMany, freshIp as ip, post } from './too-many.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

describe.skipIf(await skipWithout('rate-limits/redis.test.ts', 'Redis'))('limits shared by two instances through Redis', () => {
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
