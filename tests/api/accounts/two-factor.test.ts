import { describe, expect, it } from 'vitest';
import { ADMIN, as, cookieOf, signIn, uniqueEmail, useTestApp, type Session } from '../../setup/app.js';
import { enableTwoFactor, signInWithCode, totpCode } from '../../setup/two-factor.js';

// The shop as deployed: every account with a staff role needs a second factor (STAFF_2FA's default).
const t = useTestApp({ env: { STAFF_2FA: 'required' } });
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'secret123';

const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie }, payload });
const staffList = (session: Session) => as(t.app, session, { method: 'GET', url: '/api/admin/staff' });
const me = async (session: Session) => (await as(t.app, session, { method: 'GET', url: '/api/me' })).json();

/** A new account holding `role`, signed in with its password alone. */
async function staffMember(role: string): Promise<Session> {
  const email = uniqueEmail(role);
  await t.customer(email, PASSWORD);
  await t.app.pool.query(`update "user" set role = $1 where email = $2`, [role, email]);
  return signIn(t.app, email, PASSWORD);
}

describe('two-factor sign-in required of staff (STAFF_2FA=required)', () => {
  it('an owner without a second factor gets 403 TWO_FACTOR_REQUIRED on staff routes and acts as a customer', async () => {
    const res = await staffList(t.admin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: expect.stringContaining('two-factor') });
    expect(await me(t.admin)).toMatchObject({ roles: ['owner'], permissions: [], twoFactorEnabled: false, twoFactorRequired: true });
    // A customer's own routes keep working.
    expect((await as(t.app, t.admin, { method: 'GET', url: '/api/order' })).statusCode).toBe(200);
    // A customer is told the route is not theirs, not to set up a second factor.
    const customer = await t.customer();
    expect((await staffList(customer)).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await me(customer)).toMatchObject({ twoFactorRequired: false, twoFactorEnabled: false });
  });

  it('turning it on needs the password and a first code from the app; then the role works and other sessions end', async () => {
    const packer = await staffMember('fulfilment');
    const other = await signIn(t.app, packer.email, PASSWORD);
    expect((await post('/api/auth/two-factor/enable', packer.cookie, { password: 'wrong-password' })).statusCode).toBe(400);

    const enabled = await post('/api/auth/two-factor/enable', packer.cookie, { password: PASSWORD });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/PartsHub:/);
    expect(backupCodes).toHaveLength(10);
    // Not on until a code from the app is verified.
    expect(await me(packer)).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });
    expect((await post('/api/auth/two-factor/verify-totp', packer.cookie, { code: '000000' })).statusCode).toBe(401);
    const verified = await post('/api/auth/two-factor/verify-totp', packer.cookie, { code: await totpCode(totpURI) });
    expect(verified.statusCode).toBe(200);

    const fresh = await signInWithCode(t.app, packer.email, PASSWORD, { code: await totpCode(totpURI) });
    expect(fresh.session).not.toBeNull();
    expect(await me(fresh.session!)).toMatchObject({
      twoFactorEnabled: true,
      twoFactorRequired: false,
      permissions: expect.arrayContaining(['orders:fulfil']),
    });
    expect((await as(t.app, fresh.session, { method: 'GET', url: '/api/order/manage' })).statusCode).toBe(200);
    // The sessions from before the change are over, by cookie and by token.
    for (const old of [packer, other]) {
      expect((await as(t.app, old, { method: 'GET', url: '/api/order' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/order', headers: { cookie: old.cookie } })).statusCode).toBe(401);
    }
  });

  it('sign-in without the code gives no session; a wrong code fails; the right one signs in', async () => {
    const owner = await enableTwoFactor(t.app, await signIn(t.app, ADMIN.email, ADMIN.password), ADMIN.password);
    expect((await staffList(owner.session)).statusCode).toBe(200);

    const first = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN }, payload: ADMIN });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(first.cookies.find((c) => c.name.endsWith('session_token') && c.value)).toBeUndefined();
    // The challenge's cookie is no session: the spec's token call refuses it.
    const token = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(ADMIN.email)}`,
      headers: { cookie: cookieOf(first) },
    });
    expect(token.statusCode).toBe(401);

    const wrong = await signInWithCode(t.app, ADMIN.email, ADMIN.password, { code: '123456' });
    expect(wrong.verified.statusCode).toBe(401);
    expect(wrong.session).toBeNull();
    const right = await signInWithCode(t.app, ADMIN.email, ADMIN.password, { code: await totpCode(owner.totpURI) });
    expect((await staffList(right.session!)).statusCode).toBe(200);
    const listed = (await staffList(right.session!)).json() as { email: string; twoFactorEnabled: boolean }[];
    expect(listed.find((m) => m.email === ADMIN.email)?.twoFactorEnabled).toBe(true);
  });

  it('a backup code signs in once', async () => {
    const support = await staffMember('support');
    const { backupCodes } = await enableTwoFactor(t.app, support, PASSWORD);
    const code = backupCodes[0]!;
    const once = await signInWithCode(t.app, support.email, PASSWORD, { code, backup: true });
    expect(once.verified.statusCode, once.verified.body).toBe(200);
    expect((await as(t.app, once.session, { method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(200);
    const twice = await signInWithCode(t.app, support.email, PASSWORD, { code, backup: true });
    expect(twice.verified.statusCode).toBe(401);
    expect(twice.session).toBeNull();
  });

  it('a trusted device skips the code for 30 days until the account forgets it', async () => {
    const catalog = await staffMember('catalog');
    const { totpURI } = await enableTwoFactor(t.app, catalog, PASSWORD);
    const trusted = await signInWithCode(t.app, catalog.email, PASSWORD, { code: await totpCode(totpURI), trustDevice: true });
    const trust = trusted.verified.cookies.find((c) => c.name.endsWith('trust_device'));
    expect(trust?.maxAge).toBe(30 * 24 * 60 * 60);
    const device = `${trust!.name}=${trust!.value}`;

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, cookie: device },
      payload: { email: catalog.email, password: PASSWORD },
    });
    expect(again.json().twoFactorRedirect).toBeUndefined();
    expect(again.cookies.find((c) => c.name.endsWith('session_token'))?.value).toBeTruthy();

    const devices = await as(t.app, trusted.session, { method: 'GET', url: '/api/me/trusted-devices' });
    expect(devices.json()).toMatchObject({ count: 1, until: expect.any(String) });
    const forgot = await as(t.app, trusted.session, { method: 'DELETE', url: '/api/me/trusted-devices' });
    expect(forgot.json()).toEqual({ forgotten: 1 });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, cookie: device },
      payload: { email: catalog.email, password: PASSWORD },
    });
    expect(asked.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('turning it off needs the password, ends the other sessions and withholds the role again', async () => {
    const content = await staffMember('support');
    const { session, totpURI } = await enableTwoFactor(t.app, content, PASSWORD);
    const other = (await signInWithCode(t.app, content.email, PASSWORD, { code: await totpCode(totpURI) })).session!;
    expect((await post('/api/auth/two-factor/disable', session.cookie, { password: 'nope-nope' })).statusCode).toBe(400);
    const off = await post('/api/auth/two-factor/disable', session.cookie, { password: PASSWORD });
    expect(off.statusCode).toBe(200);
    expect((await as(t.app, other, { method: 'GET', url: '/api/order' })).statusCode).toBe(401);
    const after = await signIn(t.app, content.email, PASSWORD);
    expect(await me(after)).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true, permissions: [] });
    const reviews = await as(t.app, after, { method: 'GET', url: '/api/admin/reviews' });
    expect(reviews.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
  });
});
