import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Session } from '../../setup/app.js';
import { listening, rawRequest, type RawResponse } from '../../setup/raw-http.js';

// Issue #14, item 7: another site's page makes the victim's browser send a write with its session
// cookie. Every way of writing the path, and every Authorization header short of a live bearer
// token, gets the same 403. Over a real socket, so the request target reaches the server as written.
const EVIL = 'https://evil.example';
const t = useTestApp({ admin: false });
let port: number;
let victim: Session;
beforeAll(async () => {
  port = await listening(t.app);
  victim = await t.customer();
});

const reviews = async () => Number((await t.app.pool.query('select count(*) from review')).rows[0].count);
const review = { Name: 'CSRF', dec: 'forged' };

function expectCrossSite(res: RawResponse, what: string) {
  expect(res.status, `${what}: ${res.body}`).toBe(403);
  expect(res.json().code, what).toBe('CROSS_SITE');
}

describe('the cross-site check', () => {
  it('refuses a cookie write from another origin however the path is written', async () => {
    const before = await reviews();
    for (const target of ['/api/review', '/%61pi/review', '/api/%72eview', `http://127.0.0.1:${port}/api/review`, '/api/review#x']) {
      const res = await rawRequest(port, { method: 'POST', target, headers: { cookie: victim.cookie, origin: EVIL }, body: review });
      expectCrossSite(res, target);
    }
    expect(await reviews()).toBe(before);
  });

  it('refuses it when any Authorization header other than a live bearer token comes with the cookie', async () => {
    const before = await reviews();
    const headers = ['Basic x', `Basic ${Buffer.from('a:b').toString('base64')}`, `Bearer ${'A'.repeat(32)}`, 'Bearer', 'Token abc'];
    for (const authorization of headers) {
      const res = await rawRequest(port, {
        method: 'POST',
        target: '/api/review',
        headers: { cookie: victim.cookie, origin: EVIL, authorization },
        body: review,
      });
      expectCrossSite(res, authorization);
    }
    // Better Auth's own writes are guarded the same way: the name stays.
    const rename = await rawRequest(port, {
      method: 'POST',
      target: '/api/auth/update-user',
      headers: { cookie: victim.cookie, origin: EVIL, authorization: 'Basic x' },
      body: { name: 'Hacked' },
    });
    expectCrossSite(rename, 'update-user');
    expect(await reviews()).toBe(before);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: victim.headers });
    expect(session.json().user.name).not.toBe('Hacked');
  });

  it('lets a live bearer token write from another origin, and it acts for the token, not the cookie', async () => {
    const client = await t.customer();
    const alone = await rawRequest(port, {
      method: 'POST',
      target: '/api/review',
      headers: { ...client.headers, origin: EVIL },
      body: review,
    });
    expect(alone.status, alone.body).toBe(201);
    const both = await rawRequest(port, {
      method: 'POST',
      target: '/%61pi/review',
      headers: { ...client.headers, cookie: victim.cookie, origin: EVIL },
      body: { Name: 'Token', dec: 'mine' },
    });
    expect(both.status, both.body).toBe(201);
    const { rows } = await t.app.pool.query('select email from review order by created_at desc limit 1');
    expect(rows[0].email).toBe(client.email);
  });
});
