import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, createTestApp, firstProduct, signIn, uniqueEmail, useTestApp, type Session } from '../../setup/app.js';
import { placeOrder } from '../../setup/shop.js';

const ORIGIN = 'http://localhost:3000';
const t = useTestApp();

/** A protected call: 200 while the credentials are good, 401 once they are not. */
const ordersWith = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/order', headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, ...headers }, payload });

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json().message).toEqual(expect.any(String));
}

async function twoSessions(): Promise<[Session, Session]> {
  const first = await t.customer(uniqueEmail('tabs'), 'secret123');
  return [first, await signIn(t.app, first.email, 'secret123')];
}

describe('tokens that must not work', () => {
  it('refuses forged bearer tokens and forged cookies', async () => {
    const real = await t.customer();
    expect((await ordersWith(real.headers)).statusCode).toBe(200);
    const forged = [
      'Bearer ' + 'A'.repeat(32),
      'Bearer ' + real.token.slice(0, -1) + (real.token.endsWith('x') ? 'y' : 'x'),
      'Bearer ' + real.token + '.forged-signature',
      'Bearer ',
      'Basic ' + Buffer.from(`${real.email}:secret123`).toString('base64'),
      real.token,
    ];
    for (const authorization of forged) expectRefused(await ordersWith({ authorization }));
    const cookieName = real.cookie.split('=')[0]!;
    expectRefused(await ordersWith({ cookie: `${cookieName}=${real.token}.AAAAforgedAAAA` }));
    expectRefused(await ordersWith({ cookie: `${cookieName}=${'B'.repeat(32)}` }));
  });

  it('refuses an expired session (expires_at in the past), by token and by cookie', async () => {
    const user = await t.customer();
    await t.app.pool.query(`update session set expires_at = now() - interval '1 minute' where token = $1`, [user.token]);
    expectRefused(await ordersWith(user.headers));
    expectRefused(await ordersWith({ cookie: user.cookie }));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: user.headers })).json()).toBeNull();
  });

  it("lets no one use a token for another user's data", async () => {
    const [owner, intruder] = await Promise.all([t.customer(), t.customer()]);
    const product = await firstProduct(t.app);
    const order = await placeOrder(t.app, owner, product._id);
    expect((await as(t.app, intruder, { method: 'GET', url: `/api/order/${order._id}` })).statusCode).toBe(403);
    const token = await as(t.app, intruder, { method: 'PUT', url: `/api/user/${encodeURIComponent(owner.email)}`, payload: {} });
    expect(token.statusCode).toBe(403);
    expect(token.body).not.toContain(owner.token);
  });
});

describe('session fixation', () => {
  it('every sign-in makes a new session token; one planted before sign-in is not adopted', async () => {
    const user = await t.customer();
    const planted = `${user.cookie.split('=')[0]}=${'P'.repeat(32)}`;
    const res = await post('/api/auth/sign-in/email', { cookie: planted }, { email: user.email, password: 'secret123' });
    expect(res.statusCode).toBe(200);
    const issued = res.cookies.find((c) => c.name.endsWith('session_token'))!;
    expect(issued.value).not.toContain('P'.repeat(32));
    const again = await signIn(t.app, user.email, 'secret123');
    expect(again.token).not.toBe(user.token);
    expect((await ordersWith({ cookie: planted })).statusCode).toBe(401);
  });
});

describe('sign-out and revocation', () => {
  it('signing out one tab (cookie) ends that session and its bearer token at once, and clears the cookie', async () => {
    const [tab1, tab2] = await twoSessions();
    const out = await post('/api/auth/sign-out', { cookie: tab1.cookie });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name.endsWith('session_token'))).toMatchObject({ value: '', maxAge: 0 });
    expectRefused(await ordersWith(tab1.headers));
    expectRefused(await ordersWith({ cookie: tab1.cookie }));
    // Better Auth ends only the session signed out; the user's other sessions go on.
    expect((await ordersWith(tab2.headers)).statusCode).toBe(200);
    expect((await t.app.pool.query('select 1 from session where token = $1', [tab1.token])).rowCount).toBe(0);
  });

  it('revoke-sessions ends every session of the user, and only theirs', async () => {
    const [tab1, tab2] = await twoSessions();
    const bystander = await t.customer();
    const res = await post('/api/auth/revoke-sessions', tab1.headers);
    expect(res.statusCode).toBe(200);
    for (const s of [tab1, tab2]) {
      expectRefused(await ordersWith(s.headers));
      expectRefused(await ordersWith({ cookie: s.cookie }));
    }
    expect((await ordersWith(bystander.headers)).statusCode).toBe(200);
  });

  it('a revoked token cannot sign itself back in (no new token from PUT /api/user)', async () => {
    const user = await t.customer();
    await post('/api/auth/sign-out', user.headers);
    const res = await t.app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(user.email)}`, headers: user.headers });
    expectRefused(res);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax (not Secure over plain http in development)', async () => {
    const res = await post('/api/auth/sign-up/email', {}, { email: uniqueEmail(), password: 'secret123', name: 'C' });
    const header = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token='))!;
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
  });

  it('is Secure (and __Secure- prefixed) when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://shop.example', SEED: 'false' });
    try {
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://shop.example' },
        payload: { email: uniqueEmail(), password: 'secret123', name: 'S' },
      });
      expect(res.statusCode).toBe(200);
      const header = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token='))!;
      expect(header).toMatch(/^__Secure-/);
      expect(header).toMatch(/;\s*Secure/i);
      expect(header).toMatch(/;\s*HttpOnly/i);
      expect(header).toMatch(/;\s*SameSite=Lax/i);
    } finally {
      await https.close();
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a cookie-carrying POST from another origin (Origin or Referer) with 403 and stores nothing', async () => {
    const user = await t.customer();
    const count = async () => Number((await t.app.pool.query('select count(*) from review')).rows[0].count);
    const before = await count();
    for (const headers of [{ origin: 'https://evil.example' }, { referer: 'https://evil.example/page' }, { origin: 'null' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/review',
        headers: { cookie: user.cookie, ...headers },
        payload: { Name: 'CSRF', dec: 'forged' },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE');
    }
    // Sign-out and other Better Auth writes are guarded the same way.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(out.statusCode).toBe(403);
    expect((await ordersWith(user.headers)).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('refuses an HTML form post (urlencoded or text/plain) with a 4xx', async () => {
    const user = await t.customer();
    for (const url of ['/api/review', '/api/order', '/api/auth/sign-in/email', '/api/profile']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: user.cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'Name=CSRF&dec=forged&email=a%40b.co&password=secret123',
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    // A "simple" text/plain post (no CORS preflight) carrying JSON is not read as JSON either.
    for (const url of ['/api/review', '/api/auth/update-user', '/api/auth/sign-out']) {
      const plain = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: user.cookie, 'content-type': 'text/plain' },
        payload: '{"Name":"CSRF","dec":"forged","name":"Hacked"}',
      });
      expect([400, 415], url).toContain(plain.statusCode);
    }
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: user.headers });
    expect(session.json().user.name).not.toBe('Hacked');
  });

  it('lets the shop itself (same origin) and bearer-token clients write', async () => {
    const user = await t.customer();
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/review',
      headers: { cookie: user.cookie, origin: ORIGIN },
      payload: { Name: 'Ok', dec: 'fine' },
    });
    expect(same.statusCode).toBe(201);
    const bearer = await as(t.app, user, {
      method: 'POST',
      url: '/api/review',
      headers: { origin: 'https://app.example' },
      payload: { Name: 'Ok', dec: 'fine' },
    });
    expect(bearer.statusCode).toBe(201);
  });
});

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe("a user's own sessions (GET/DELETE /api/me/sessions)", () => {
  const list = async (session: Session) => {
    const res = await as(t.app, session, { method: 'GET', url: '/api/me/sessions' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { _id: string; current: boolean; userAgent: string | null; ip: string | null; lastSeenAt: string }[];
  };

  it('lists every live sign-in with this one marked, and never a token', async () => {
    const [first, second] = await twoSessions();
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, 'user-agent': CHROME_ON_ANDROID },
      payload: { email: first.email, password: 'secret123' },
    });
    expect(phone.statusCode).toBe(200);
    const res = await as(t.app, second, { method: 'GET', url: '/api/me/sessions' });
    const seen = res.json() as { current: boolean; device: string | null; userAgent: string | null }[];
    expect(seen).toHaveLength(3);
    expect(seen.filter((s) => s.current)).toHaveLength(1);
    expect(seen).toContainEqual(expect.objectContaining({ device: 'Chrome 131 on Android', userAgent: CHROME_ON_ANDROID }));
    expect(res.body).not.toContain(first.token);
    expect(res.body).not.toContain(second.token);
    // An expired sign-in is not a live one.
    await t.app.pool.query(`update session set expires_at = now() - interval '1 minute' where token = $1`, [first.token]);
    expect(await list(second)).toHaveLength(2);
  });

  it('signs one other device out at once, and not another user’s', async () => {
    const [first, second] = await twoSessions();
    const stranger = await t.customer();
    const strangers = await list(stranger);
    // Warm the remembered bearer token: ending the session must drop it too.
    expect((await ordersWith(first.headers)).statusCode).toBe(200);
    const other = (await list(second)).find((s) => !s.current)!;
    expect((await as(t.app, stranger, { method: 'DELETE', url: `/api/me/sessions/${other._id}` })).statusCode).toBe(404);
    expect((await ordersWith(first.headers)).statusCode).toBe(200);
    expect((await as(t.app, second, { method: 'DELETE', url: `/api/me/sessions/${strangers[0]!._id}` })).statusCode).toBe(404);

    expect((await as(t.app, second, { method: 'DELETE', url: `/api/me/sessions/${other._id}` })).statusCode).toBe(204);
    expectRefused(await ordersWith(first.headers));
    expectRefused(await ordersWith({ cookie: first.cookie }));
    expect((await ordersWith(second.headers)).statusCode).toBe(200);
    expect((await ordersWith(stranger.headers)).statusCode).toBe(200);
    expect(await list(second)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('"sign out everywhere else" ends all but this one', async () => {
    const [first, second] = await twoSessions();
    const third = await signIn(t.app, first.email, 'secret123');
    const res = await as(t.app, third, { method: 'DELETE', url: '/api/me/sessions' });
    expect(res.json()).toEqual({ ended: 2 });
    expectRefused(await ordersWith(first.headers));
    expectRefused(await ordersWith(second.headers));
    expect((await ordersWith(third.headers)).statusCode).toBe(200);
    expect((await as(t.app, third, { method: 'DELETE', url: '/api/me/sessions' })).json()).toEqual({ ended: 0 });
  });
});
