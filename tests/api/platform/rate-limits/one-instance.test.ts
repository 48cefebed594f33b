import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../setup/app.js';
import { CONTACT as contact, expectTooMany, freshIp as ip, post } from './too-many.js';

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

  it('limits password changes (guesses at the current password) per IP', async () => {
    const user = await t.customer();
    const from = ip();
    const change = (currentPassword: string) =>
      post(t.app, '/api/auth/change-password', { currentPassword, newPassword: 'new-secret-1' }, from, { cookie: user.cookie });
    for (let i = 0; i < 3; i++) expect((await change(`guess-${i}`)).statusCode).toBe(400);
    expectTooMany(await change('secret123'));
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
