import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/shared/schemas/user.js';
import { ADMIN, as, signIn, signInAdmin, uniqueEmail, useTestApp } from '../../setup/app.js';

const ORIGIN = 'http://localhost:3000';
const t = useTestApp();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, ...headers }, payload });

const session = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });

describe('sign-up and sign-in by e-mail', () => {
  it('creates a user account (role user) and signs it in', async () => {
    const email = uniqueEmail('new');
    const res = await post('/api/auth/sign-up/email', { email, password: 'secret123', name: 'New One' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.some((c) => c.name.endsWith('session_token'))).toBe(true);
    const s = await signIn(t.app, email, 'secret123');
    expect((await as(t.app, s, { method: 'GET', url: `/api/admin/${email}` })).json()).toEqual({ admin: false });
  });

  it('ignores role: admin sent on sign-up', async () => {
    const email = uniqueEmail('sneaky');
    const res = await post('/api/auth/sign-up/email', { email, password: 'secret123', name: 'Sneaky', role: 'admin' });
    expect(res.statusCode).toBeLessThan(500);
    const user = res.statusCode === 200 ? await signIn(t.app, email, 'secret123') : await t.customer(email);
    expect((await as(t.app, user, { method: 'GET', url: `/api/admin/${email}` })).json()).toEqual({ admin: false });
    expect((await as(t.app, user, { method: 'GET', url: '/api/user' })).statusCode).toBe(403);
  });

  it('does not let a user make itself admin through update-user', async () => {
    const user = await t.customer();
    const res = await post('/api/auth/update-user', { role: 'admin', name: 'Still user' }, { cookie: user.cookie });
    expect(res.statusCode).toBeLessThan(500);
    expect((await as(t.app, user, { method: 'GET', url: `/api/admin/${user.email}` })).json()).toEqual({ admin: false });
    const list = (await as(t.app, t.admin, { method: 'GET', url: '/api/user' })).json() as User[];
    expect(list.find((u) => u.email === user.email)?.role).toBe('user');
  });

  it('refuses a password under 6 characters', async () => {
    const res = await post('/api/auth/sign-up/email', { email: uniqueEmail(), password: '12345', name: 'Short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_TOO_SHORT');
    expect((await post('/api/auth/sign-up/email', { email: uniqueEmail(), password: '123456', name: 'Six' })).statusCode).toBe(200);
  });

  it('refuses a second account with the same e-mail', async () => {
    const user = await t.customer();
    const res = await post('/api/auth/sign-up/email', { email: user.email, password: 'another123', name: 'Twin' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toMatch(/^USER_ALREADY_EXISTS/);
    // The original password still works; the second one does not.
    await signIn(t.app, user.email, 'secret123');
    expect((await post('/api/auth/sign-in/email', { email: user.email, password: 'another123' })).statusCode).toBe(401);
  });

  it('refuses an invalid e-mail with INVALID_EMAIL on sign-up and sign-in', async () => {
    const up = await post('/api/auth/sign-up/email', { email: 'not-an-email', password: 'secret123', name: 'X' });
    expect(up.statusCode).toBe(400);
    expect(up.json().code).toBe('INVALID_EMAIL');
    const signin = await post('/api/auth/sign-in/email', { email: 'not-an-email', password: 'secret123' });
    expect(signin.statusCode).toBe(400);
    expect(signin.json().code).toBe('INVALID_EMAIL');
  });

  it('answers the same INVALID_EMAIL_OR_PASSWORD for a wrong password and an unknown user', async () => {
    const user = await t.customer();
    const wrong = await post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/sign-in/email', { email: uniqueEmail('ghost'), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.filter((c) => c.value !== '')).toEqual([]);
  });

  it('signs the seeded admin in as admin', async () => {
    const admin = await signInAdmin(t.app);
    expect((await as(t.app, admin, { method: 'GET', url: `/api/admin/${ADMIN.email}` })).json()).toEqual({ admin: true });
  });
});

describe('PUT /api/user/:email (the access token)', () => {
  it('answers {token} to the same signed-in e-mail, by cookie or by bearer', async () => {
    const user = await t.customer();
    const byCookie = await t.app.inject({ method: 'PUT', url: `/api/user/${user.email}`, headers: { cookie: user.cookie } });
    expect(byCookie.statusCode).toBe(200);
    expect(Object.keys(byCookie.json())).toEqual(['token']);
    const byBearer = await as(t.app, user, { method: 'PUT', url: `/api/user/${user.email.toUpperCase()}` });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json().token).toBe(byCookie.json().token);
  });

  it('refuses another e-mail (403), anonymous callers (401) and a bad e-mail (400)', async () => {
    const user = await t.customer();
    const other = await t.customer();
    const res = await as(t.app, user, { method: 'PUT', url: `/api/user/${other.email}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().token).toBeUndefined();
    expect((await t.app.inject({ method: 'PUT', url: `/api/user/${user.email}` })).statusCode).toBe(401);
    const bogus = await t.app.inject({ method: 'PUT', url: `/api/user/${user.email}`, headers: { authorization: 'Bearer nope' } });
    expect(bogus.statusCode).toBe(401);
    expect((await as(t.app, user, { method: 'PUT', url: '/api/user/not-an-email' })).statusCode).toBe(400);
  });
});

describe('bearer tokens and sign-out', () => {
  it('accepts the bearer token and the cookie on authorized calls', async () => {
    const user = await t.customer();
    expect((await session(user.headers)).json().user.email).toBe(user.email);
    expect((await session({ cookie: user.cookie })).json().user.email).toBe(user.email);
    expect((await as(t.app, user, { method: 'GET', url: '/api/profile' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: user.cookie } })).statusCode).toBe(200);
  });

  it('revokes the token at once on sign-out', async () => {
    const user = await t.customer();
    const out = await post('/api/auth/sign-out', {}, user.headers);
    expect(out.statusCode).toBe(200);
    expect((await as(t.app, user, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: user.cookie } })).statusCode).toBe(401);
    expect((await session(user.headers)).json()).toBeNull();
  });

  it('revokes the session on sign-out by cookie too', async () => {
    const user = await t.customer();
    expect((await post('/api/auth/sign-out', {}, { cookie: user.cookie })).statusCode).toBe(200);
    expect((await as(t.app, user, { method: 'PUT', url: `/api/user/${user.email}` })).statusCode).toBe(401);
  });
});
