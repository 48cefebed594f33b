import { describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../setup/app.js';
import { expectTooMany, post } from './too-many.js';

const t = useTestApp({ env: { RATE_LIMIT_AUTH_MAX: '3', SEED: 'false' }, admin: false });

const attempt = (url: string, payload: object, ip: string) => post(t.app, url, payload, ip);

describe('auth rate limits (RATE_LIMIT_AUTH_MAX=3)', () => {
  it('limits sign-up per IP and leaves other IPs alone', async () => {
    const ip = '10.0.1.1';
    for (let i = 0; i < 3; i++) {
      const ok = await attempt('/api/auth/sign-up/email', { email: uniqueEmail(), password: 'secret123', name: 'N' }, ip);
      expect(ok.statusCode).toBe(200);
    }
    const email = uniqueEmail('blocked');
    expectTooMany(await attempt('/api/auth/sign-up/email', { email, password: 'secret123', name: 'N' }, ip));
    // The refused sign-up created nothing: the same e-mail signs up from another IP.
    expect((await attempt('/api/auth/sign-up/email', { email, password: 'secret123', name: 'N' }, '10.0.1.2')).statusCode).toBe(200);
  });

  it('limits sign-in per IP whatever the account', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < 3; i++) {
      const res = await attempt('/api/auth/sign-in/email', { email: uniqueEmail('nobody'), password: 'wrong-pass' }, ip);
      expect(res.statusCode).toBe(401);
    }
    expectTooMany(await attempt('/api/auth/sign-in/email', { email: uniqueEmail('nobody'), password: 'wrong-pass' }, ip));
  });

  it('limits sign-in per account even when every attempt comes from a new IP', async () => {
    const email = uniqueEmail('target');
    expect((await attempt('/api/auth/sign-up/email', { email, password: 'secret123', name: 'T' }, '10.0.3.100')).statusCode).toBe(200);
    for (let i = 1; i <= 3; i++) {
      expect((await attempt('/api/auth/sign-in/email', { email, password: 'guess-000' + i }, `10.0.3.${i}`)).statusCode).toBe(401);
    }
    // Different case and spaces are the same account.
    expectTooMany(await attempt('/api/auth/sign-in/email', { email: email.toUpperCase(), password: 'secret123' }, '10.0.3.4'));
    // Another account from a fresh IP is not affected.
    const other = await attempt('/api/auth/sign-in/email', { email: uniqueEmail('other'), password: 'wrong-pass' }, '10.0.3.5');
    expect(other.statusCode).toBe(401);
  });
});
