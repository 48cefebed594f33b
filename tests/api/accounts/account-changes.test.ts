/**
 * My Profile's changes, through Better Auth's own endpoints: the name (update-user), the e-mail
 * address (change-email: it changes only when the link mailed to the new address is opened; a
 * verified account approves it from its current address first) and the password (change-password:
 * the current one required, other sessions signed out when asked). The same revocation reaching
 * another instance is in session-revocations.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/shared/schemas/user.js';
import { as, signIn, uniqueEmail, useTestApp, type Session } from '../../setup/app.js';
import { drainOutbox, expectMail, mailsTo } from '../../setup/outbox.js';

const ORIGIN = 'http://localhost:3000';
const PROFILE = `${ORIGIN}/dashboard/profile`;
const t = useTestApp();

const post = (url: string, s: Session, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie: s.cookie }, payload });
const sessionUser = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers })).json()?.user as
    { email: string; name: string; emailVerified: boolean } | undefined;
const emailOf = async (id: string) =>
  (await t.app.pool.query<{ email: string }>('select email from "user" where id = $1', [id])).rows[0]?.email;
const idOf = async (email: string) =>
  (await t.app.pool.query<{ id: string }>('select id from "user" where email = $1', [email])).rows[0]!.id;
/** The one link to /api/auth/verify-email in a mail, as a path the app answers. */
const linkIn = (raw: string) => {
  const url = new URL(/(http:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(raw)![1]!);
  return `${url.pathname}${url.search}`;
};
const open = (path: string) => t.app.inject({ method: 'GET', url: path });

describe('the name', () => {
  it('changes at once: the session (cookie and bearer token) and the admins’ list show it', async () => {
    const user = await t.customer(undefined, undefined, 'Old Name');
    const res = await post('/api/auth/update-user', user, { name: '  Ada Lovelace ' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sessionUser({ cookie: user.cookie }))?.name).toBe('Ada Lovelace');
    expect((await sessionUser(user.headers))?.name).toBe('Ada Lovelace');
    const list = (await as(t.app, t.admin, { method: 'GET', url: '/api/user' })).json() as User[];
    expect(list.find((u) => u.email === user.email)?.name).toBe('Ada Lovelace');
  });

  it('refuses an empty or overlong name in words, and keeps the old one', async () => {
    const user = await t.customer(undefined, undefined, 'Kept Name');
    const empty = await post('/api/auth/update-user', user, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Name is required');
    const long = await post('/api/auth/update-user', user, { name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Name must be at most 100 characters');
    expect((await sessionUser({ cookie: user.cookie }))?.name).toBe('Kept Name');
  });
});

describe('the e-mail address', () => {
  it('of a verified account: approved from the old address, then changed only when the new address’s link is opened', async () => {
    const user = await t.customer();
    await t.app.pool.query('update "user" set email_verified = true where email = $1', [user.email]);
    const id = await idOf(user.email);
    const next = uniqueEmail('moved');

    const asked = await post('/api/auth/change-email', user, { newEmail: next, callbackURL: PROFILE });
    expect(asked.statusCode, asked.body).toBe(200);
    const approval = await expectMail(
      t.config.DATA_DIR,
      user.email,
      'Approve the new e-mail address of your PartsHub account',
      `from ${user.email} to ${next}`,
      'If it was not you, do not open the link',
    );
    // Nothing reached the new address yet, and nothing changed.
    await drainOutbox(t.app);
    expect(mailsTo(t.config.DATA_DIR, next)).toHaveLength(0);
    expect(await emailOf(id)).toBe(user.email);

    expect((await open(linkIn(approval.raw))).statusCode).toBe(302);
    const confirm = await expectMail(
      t.config.DATA_DIR,
      next,
      'Confirm the new e-mail address of your PartsHub account',
      `instead of ${user.email}`,
    );
    // Approved but not yet confirmed: still the old address.
    expect(await emailOf(id)).toBe(user.email);
    expect((await sessionUser({ cookie: user.cookie }))?.email).toBe(user.email);

    const done = await open(linkIn(confirm.raw));
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(PROFILE);
    expect(await emailOf(id)).toBe(next);
    expect(await sessionUser({ cookie: user.cookie })).toMatchObject({ email: next, emailVerified: true });
    // The account now signs in with the new address and the same password; the old address is free.
    await signIn(t.app, next, 'secret123');
    await expect(signIn(t.app, user.email, 'secret123')).rejects.toThrow(/401/);
  });

  it('of an account not verified yet: the link goes straight to the new address, and nothing changes before it is opened', async () => {
    const user = await t.customer();
    const id = await idOf(user.email);
    const next = uniqueEmail('fresh');
    expect((await post('/api/auth/change-email', user, { newEmail: next, callbackURL: PROFILE })).statusCode).toBe(200);
    const confirm = await expectMail(t.config.DATA_DIR, next, 'Confirm the new e-mail address of your PartsHub account');
    expect(await emailOf(id)).toBe(user.email);
    expect((await sessionUser(user.headers))?.email).toBe(user.email);
    expect((await open(linkIn(confirm.raw))).statusCode).toBe(302);
    expect(await emailOf(id)).toBe(next);
    // The bearer token the app holds reads the account again: the new address.
    expect((await sessionUser(user.headers))?.email).toBe(next);
  });

  it('answers the same for an address another account has, sending it nothing and changing nothing', async () => {
    const user = await t.customer();
    const other = await t.customer();
    const res = await post('/api/auth/change-email', user, { newEmail: other.email, callbackURL: PROFILE });
    expect(res.statusCode).toBe(200);
    await drainOutbox(t.app);
    expect(mailsTo(t.config.DATA_DIR, other.email).filter((m) => m.subject.includes('new e-mail address'))).toHaveLength(0);
    expect((await sessionUser({ cookie: user.cookie }))?.email).toBe(user.email);
  });
});

describe('the password', () => {
  it('refuses a wrong current password with a 400 in words, and changes nothing', async () => {
    const user = await t.customer();
    const res = await post('/api/auth/change-password', user, { currentPassword: 'not-my-password', newPassword: 'brand-new-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PASSWORD', message: 'Invalid password' });
    await signIn(t.app, user.email, 'secret123');
    await expect(signIn(t.app, user.email, 'brand-new-1')).rejects.toThrow(/401/);
  });

  it('with the right one: the new password signs in, the old does not; other sessions stay unless asked', async () => {
    const user = await t.customer();
    const laptop = await signIn(t.app, user.email, 'secret123');
    const res = await post('/api/auth/change-password', user, { currentPassword: 'secret123', newPassword: 'brand-new-2' });
    expect(res.statusCode, res.body).toBe(200);
    await signIn(t.app, user.email, 'brand-new-2');
    await expect(signIn(t.app, user.email, 'secret123')).rejects.toThrow(/401/);
    expect((await as(t.app, laptop, { method: 'GET', url: '/api/order' })).statusCode).toBe(200);
    expect((await as(t.app, user, { method: 'GET', url: '/api/order' })).statusCode).toBe(200);
  });

  it('signs out every other session when asked, and answers the token of the session that goes on', async () => {
    const user = await t.customer();
    const laptop = await signIn(t.app, user.email, 'secret123');
    const res = await post('/api/auth/change-password', user, {
      currentPassword: 'secret123',
      newPassword: 'brand-new-3',
      revokeOtherSessions: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json() as { token: string };
    expect(token).toBeTruthy();
    // The other session is gone, by bearer token and by cookie.
    expect((await as(t.app, laptop, { method: 'GET', url: '/api/order' })).statusCode).toBe(401);
    expect(await sessionUser({ cookie: laptop.cookie })).toBeUndefined();
    // The page that changed it goes on with the new session (the cookie it was sent, the token answered).
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await sessionUser({ cookie }))?.email).toBe(user.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/order', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('an account without a password (Google only) has none to change, and sets one through the e-mailed reset link', async () => {
    const user = await t.customer();
    // As a Google sign-up leaves it: a Google identity, no password.
    const id = await idOf(user.email);
    await t.app.pool.query(
      `update account set provider_id = 'google', account_id = 'google-sub-' || user_id, password = null where user_id = $1`,
      [id],
    );
    const accounts = await t.app.inject({ method: 'GET', url: '/api/auth/list-accounts', headers: { cookie: user.cookie } });
    expect((accounts.json() as { providerId: string }[]).map((a) => a.providerId)).toEqual(['google']);
    const change = await post('/api/auth/change-password', user, { currentPassword: 'anything', newPassword: 'brand-new-4' });
    expect(change.statusCode).toBe(400);
    expect(change.json().code).toBe('CREDENTIAL_ACCOUNT_NOT_FOUND');

    const asked = await post('/api/auth/request-password-reset', user, { email: user.email, redirectTo: `${ORIGIN}/reset-password` });
    expect(asked.statusCode).toBe(200);
    const mail = await expectMail(t.config.DATA_DIR, user.email, 'Reset your PartsHub password');
    const token = new URL(/(http\S+reset-password\/[^\s?]+)/.exec(mail.raw)![1]!).pathname.split('/').pop()!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ORIGIN },
      payload: { token, newPassword: 'brand-new-4' },
    });
    expect(set.statusCode).toBe(200);
    await signIn(t.app, user.email, 'brand-new-4');
  });
});
