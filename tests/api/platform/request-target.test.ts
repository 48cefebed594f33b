import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../setup/app.js';
import { listening, rawRequest } from '../../setup/raw-http.js';
import { expectTooMany, ORIGIN } from './rate-limits/too-many.js';

// Each request target is written on the request line as is, over a real socket: app.inject
// would parse and rebuild it, and the server would never see what an attacker sends.
const t = useTestApp({ env: { RATE_LIMIT_AUTH_MAX: '3' }, admin: false });
let port: number;
beforeAll(async () => {
  port = await listening(t.app);
});

/** A fresh client address per bucket (the peer is loopback, a trusted proxy, so it counts X-Forwarded-For). */
let n = 0;
const freshIp = () => `198.19.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;

/** Ways to write a path that the router and the auth handler both read as the path itself. */
const spellings: Record<string, (path: string) => string> = {
  fragment: (path) => `${path}#${n}`,
  'absolute form': (path) => `http://127.0.0.1:${port}${path}`,
  'dot segments': (path) => path.replace('/api/auth/', '/api/auth/x/../'),
  'encoded dot segments': (path) => path.replace('/api/auth/', '/api/auth/x/%2e%2E/'),
  backslashes: (path) => path.replace('/api/auth/', '/api/auth/x\\..\\'),
  'absolute form with a query': (path) => `http://127.0.0.1:${port}${path}?a=1`,
  'a query and a fragment': (path) => `${path}?a=1#x`,
};

const post = (target: string, body: object, ip: string) =>
  rawRequest(port, { method: 'POST', target, headers: { origin: ORIGIN, 'x-forwarded-for': ip }, body });

const attempts: Record<string, { path: string; body: () => object; status: number }> = {
  'sign-in': { path: '/api/auth/sign-in/email', body: () => ({ email: uniqueEmail('nobody'), password: 'wrong-pass' }), status: 401 },
  'sign-up': { path: '/api/auth/sign-up/email', body: () => ({ email: uniqueEmail(), password: 'secret123', name: 'N' }), status: 200 },
  'password-reset mail': {
    path: '/api/auth/request-password-reset',
    body: () => ({ email: uniqueEmail('reset'), redirectTo: '/reset-password' }),
    status: 200,
  },
};

describe('auth attempt limits whatever the request target (RATE_LIMIT_AUTH_MAX=3)', () => {
  for (const [action, { path, body, status }] of Object.entries(attempts)) {
    for (const [name, spell] of Object.entries(spellings)) {
      it(`${action}: ${name} reaches the handler and is limited per IP`, async () => {
        const ip = freshIp();
        for (let i = 0; i < 3; i++) {
          const res = await post(spell(path), body(), ip);
          expect(res.status, `${spell(path)}: ${res.body}`).toBe(status);
        }
        expectTooMany(await post(spell(path), body(), ip));
      });
    }
  }

  it('counts the plain path and every other spelling in one bucket', async () => {
    const ip = freshIp();
    const { path, body } = attempts['sign-in']!;
    expect((await post(path, body(), ip)).status).toBe(401);
    expect((await post(spellings.fragment!(path), body(), ip)).status).toBe(401);
    expect((await post(spellings['absolute form']!(path), body(), ip)).status).toBe(401);
    expectTooMany(await post(path, body(), ip));
  });

  it('limits sign-in per account whatever the spelling, from a new address each time', async () => {
    const email = uniqueEmail('target');
    const names = Object.keys(spellings);
    for (let i = 0; i < 3; i++) {
      const target = spellings[names[i]!]!('/api/auth/sign-in/email');
      expect((await post(target, { email, password: `guess-000${i}` }, freshIp())).status).toBe(401);
    }
    expectTooMany(await post(spellings[names[3]!]!('/api/auth/sign-in/email'), { email, password: 'guess-0003' }, freshIp()));
  });

  it('answers 400 to a malformed percent-encoding in the path', async () => {
    const res = await post('/api/auth/sign-in/%zzemail', attempts['sign-in']!.body(), freshIp());
    expect(res.status).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('API answers are never stored by a shared cache, whatever the request target', () => {
  it('marks an API answer private, no-store for the absolute form and an encoded path too', async () => {
    for (const target of ['/api/order', `http://127.0.0.1:${port}/api/order`, '/%61pi/order']) {
      const res = await rawRequest(port, { method: 'GET', target });
      expect(res.status, target).toBe(401);
      expect(res.headers['cache-control'], target).toBe('private, no-store');
    }
  });
});
