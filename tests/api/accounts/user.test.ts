import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/shared/schemas/user.js';
import { ADMIN, as, uniqueEmail, useTestApp, type Session } from '../../setup/app.js';

const t = useTestApp();

const listUsers = async () => (await as(t.app, t.admin, { method: 'GET', url: '/api/user' })).json() as User[];
const promote = (by: Session | null, email: string) =>
  as(t.app, by, { method: 'PUT', url: `/api/user/admin/${encodeURIComponent(email)}` });
const isAdmin = (by: Session | null, email: string) => as(t.app, by, { method: 'GET', url: `/api/admin/${encodeURIComponent(email)}` });

describe('GET /api/user', () => {
  it('lists every user with email and role to an admin', async () => {
    const user = await t.customer();
    const res = await as(t.app, t.admin, { method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as User[];
    expect(list).toContainEqual(expect.objectContaining({ email: ADMIN.email, role: 'admin' }));
    expect(list).toContainEqual(expect.objectContaining({ email: user.email, role: 'user' }));
    for (const u of list) {
      expect(Object.keys(u)).not.toContain('password');
      expect(JSON.stringify(u)).not.toMatch(/token|hash|scrypt/i);
    }
  });

  it('refuses customers (403) and anonymous callers (401)', async () => {
    const user = await t.customer();
    const res = await as(t.app, user, { method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(ADMIN.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });
});

describe('PUT /api/user/admin/:email', () => {
  it('promotes a user once: modifiedCount 1, then 0', async () => {
    const user = await t.customer();
    const first = await promote(t.admin, user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ modifiedCount: 1 });
    expect((await listUsers()).find((u) => u.email === user.email)?.role).toBe('admin');
    expect((await promote(t.admin, user.email)).json()).toEqual({ modifiedCount: 0 });
    // The promoted user now has admin rights on its existing session.
    expect((await as(t.app, user, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    expect((await isAdmin(user, user.email)).json()).toEqual({ admin: true });
  });

  it('refuses customers (403) and anonymous callers (401), changing nothing', async () => {
    const user = await t.customer();
    const target = await t.customer();
    expect((await promote(user, user.email)).statusCode).toBe(403);
    expect((await promote(user, target.email)).statusCode).toBe(403);
    expect((await promote(null, target.email)).statusCode).toBe(401);
    const roles = await listUsers();
    expect(roles.find((u) => u.email === user.email)?.role).toBe('user');
    expect(roles.find((u) => u.email === target.email)?.role).toBe('user');
  });

  it('answers 404 for an unknown e-mail and 400 for a malformed one', async () => {
    const unknown = await promote(t.admin, uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual(expect.any(String));
    const bad = await promote(t.admin, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['email']);
  });

  it('matches the e-mail without regard to case', async () => {
    const user = await t.customer();
    expect((await promote(t.admin, user.email.toUpperCase())).json()).toEqual({ modifiedCount: 1 });
  });
});

describe('GET /api/admin/:email', () => {
  it('answers a user about itself', async () => {
    const user = await t.customer();
    const res = await isAdmin(user, user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ admin: false });
    expect((await isAdmin(t.admin, ADMIN.email)).json()).toEqual({ admin: true });
  });

  it('answers an admin about anyone', async () => {
    const user = await t.customer();
    expect((await isAdmin(t.admin, user.email)).json()).toEqual({ admin: false });
    await promote(t.admin, user.email);
    expect((await isAdmin(t.admin, user.email)).json()).toEqual({ admin: true });
    expect((await isAdmin(t.admin, uniqueEmail('ghost'))).json()).toEqual({ admin: false });
  });

  it('refuses a customer asking about someone else (403), anonymous (401), bad e-mail (400)', async () => {
    const user = await t.customer();
    const res = await isAdmin(user, ADMIN.email);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('"admin"');
    expect((await isAdmin(null, user.email)).statusCode).toBe(401);
    expect((await isAdmin(user, 'nope')).statusCode).toBe(400);
  });
});
