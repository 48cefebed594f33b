import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { freePort } from '../../../src/server/db/embedded.js';
import type { SessionData, socialSignInSchema } from '../../../src/shared/schemas/session.js';
import type { tokenSchema } from '../../../src/shared/schemas/user.js';
import { TWO_FACTOR_SIGN_IN } from '../../../src/shared/constants.js';
import { createTestApp, signIn, type TestApp } from '../../setup/app.js';
import { GOOGLE_TEST_USER, startOidcServer, type OidcServer } from '../../setup/oidc-server.js';
import { CookieJar, followRedirects } from '../../setup/redirects.js';
import { waitForMail } from '../../setup/outbox.js';
import { enableTwoFactor } from '../../setup/two-factor.js';

let oidc: OidcServer;
let t: TestApp;
let appUrl: string;

beforeAll(async () => {
  // PUBLIC_URL must be the origin the app listens on: reserve a port, then listen on it.
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  oidc = await startOidcServer({ redirectUri: `${appUrl}/api/auth/callback/google` });
  t = await createTestApp({
    PORT: String(port),
    PUBLIC_URL: appUrl,
    GOOGLE_ISSUER: oidc.issuer,
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

/** Starts the social sign-in like the web app does and follows every redirect to the end. */
async function signInWithGoogle(jar: CookieJar) {
  const start = await fetch(`${appUrl}/api/auth/sign-in/social`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ provider: 'google', callbackURL: '/' }),
  });
  jar.store(appUrl, start);
  expect(start.status).toBe(200);
  const { url, redirect } = (await start.json()) as z.infer<typeof socialSignInSchema>;
  expect(redirect).toBe(true);
  expect(new URL(url!).origin).toBe(oidc.issuer);
  expect(new URL(url!).searchParams.get('code_challenge_method')).toBe('S256');
  return followRedirects(url!, jar);
}

async function roleInDatabase(email: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    const res = await client.query<{ role: string }>('SELECT role FROM "user" WHERE email = $1', [email]);
    return res.rows.map((r) => r.role);
  } finally {
    await client.end();
  }
}

describe('Google sign-in (OpenID Connect)', () => {
  it('says Google is enabled in the public config', async () => {
    const res = await fetch(`${appUrl}/api/config`);
    expect(await res.json()).toEqual({ googleEnabled: true, staffTwoFactor: 'optional', storeCreditRefunds: true, guestCheckout: true });
  });

  it('goes through the identity provider and back to the shop with a session', async () => {
    const jar = new CookieJar();
    const { hops } = await signInWithGoogle(jar);
    const callback = hops.find((h) => h.url.startsWith(`${appUrl}/api/auth/callback/google`));
    expect(callback, hops.map((h) => `${h.status} ${h.url}`).join('\n')).toBeDefined();
    expect(callback!.status).toBe(302);
    expect(new URL(callback!.location!, appUrl).toString()).toBe(`${appUrl}/`);
    expect(jar.names(appUrl).some((n) => n.endsWith('session_token'))).toBe(true);

    const session = await fetch(`${appUrl}/api/auth/get-session`, { headers: { cookie: jar.header(appUrl) } });
    const body = (await session.json()) as SessionData;
    expect(body?.user.email).toBe(GOOGLE_TEST_USER.email);
    expect(body?.user.name).toBe(GOOGLE_TEST_USER.name);
    expect(await roleInDatabase(GOOGLE_TEST_USER.email)).toEqual(['user']);

    const tokenRes = await fetch(`${appUrl}/api/user/${encodeURIComponent(GOOGLE_TEST_USER.email)}`, {
      method: 'PUT',
      headers: { cookie: jar.header(appUrl) },
    });
    expect(tokenRes.status).toBe(200);
    const { token } = (await tokenRes.json()) as z.infer<typeof tokenSchema>;
    expect(token).toEqual(expect.any(String));
    const viaBearer = await fetch(`${appUrl}/api/admin/${encodeURIComponent(GOOGLE_TEST_USER.email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await viaBearer.json()).toEqual({ admin: false });
  });

  it('signs the same Google account in again without making a second user', async () => {
    const jar = new CookieJar();
    await signInWithGoogle(jar);
    const session = await fetch(`${appUrl}/api/auth/get-session`, { headers: { cookie: jar.header(appUrl) } });
    expect(((await session.json()) as SessionData)?.user.email).toBe(GOOGLE_TEST_USER.email);
    expect(await roleInDatabase(GOOGLE_TEST_USER.email)).toEqual(['user']);
  });

  it('refuses a callback that did not start here (no state cookie)', async () => {
    const res = await fetch(`${appUrl}/api/auth/callback/google?code=forged&state=forged`, { redirect: 'manual' });
    const location = res.headers.get('location') ?? '';
    expect(res.status).toBe(302);
    expect(location).toMatch(/error=/);
    expect(res.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(false);
  });
});

describe('linking a Google identity to an existing account', () => {
  /** A password account whose owner verified its e-mail address. */
  async function verifiedPasswordAccount(email: string) {
    const res = await fetch(`${appUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ email, password: 'secret123', name: 'Owner' }),
    });
    expect(res.status).toBe(200);
    await t.app.pool.query('update "user" set email_verified = true where email = $1', [email]);
  }
  const googleAccounts = async (email: string) =>
    (
      await t.app.pool.query(
        `select a.account_id from account a join "user" u on u.id = a.user_id where u.email = $1 and a.provider_id = 'google'`,
        [email],
      )
    ).rows;

  afterAll(() => oidc.signInAs(GOOGLE_TEST_USER));

  it('does not link when Google does not say the e-mail is verified (no session, no linked account)', async () => {
    const email = 'victim.owner@example.com';
    await verifiedPasswordAccount(email);
    oidc.signInAs({ sub: 'google-unverified-0002', email, email_verified: false, name: 'Someone Else' });
    const jar = new CookieJar();
    const { hops } = await signInWithGoogle(jar);
    const callback = hops.find((h) => h.url.startsWith(`${appUrl}/api/auth/callback/google`));
    expect(callback?.location ?? '').toMatch(/error=/);
    expect(jar.names(appUrl).some((n) => n.endsWith('session_token'))).toBe(false);
    expect(await googleAccounts(email)).toEqual([]);
  });

  it('links when Google says the e-mail is verified', async () => {
    const email = 'verified.owner@example.com';
    await verifiedPasswordAccount(email);
    oidc.signInAs({ sub: 'google-verified-0003', email, email_verified: true, name: 'Owner' });
    const jar = new CookieJar();
    await signInWithGoogle(jar);
    const session = await fetch(`${appUrl}/api/auth/get-session`, { headers: { cookie: jar.header(appUrl) } });
    expect(((await session.json()) as SessionData)?.user.email).toBe(email);
    expect(await googleAccounts(email)).toEqual([{ account_id: 'google-verified-0003' }]);
  });
});

describe('an account with two-factor sign-in', () => {
  afterAll(() => oidc.signInAs(GOOGLE_TEST_USER));

  it('gets no session from Google or from an e-mail link: /login asks for the password and the code', async () => {
    const email = 'two.factor.owner@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: appUrl },
      payload: { email, password: 'secret123', name: 'Owner' },
    });
    await t.app.pool.query('update "user" set email_verified = true where email = $1', [email]);
    await enableTwoFactor(t.app, await signIn(t.app, email, 'secret123'), 'secret123', appUrl);
    oidc.signInAs({ sub: 'google-two-factor-0004', email, email_verified: true, name: 'Owner' });

    const jar = new CookieJar();
    const { hops } = await signInWithGoogle(jar);
    const callback = hops.find((h) => h.url.startsWith(`${appUrl}/api/auth/callback/google`));
    expect(callback?.location).toBe(`${appUrl}/login?error=${TWO_FACTOR_SIGN_IN}`);
    const session = await fetch(`${appUrl}/api/auth/get-session`, { headers: { cookie: jar.header(appUrl) } });
    expect(await session.json()).toBeNull();
    const live = await t.app.pool.query(`select 1 from session s join "user" u on u.id = s.user_id where u.email = $1`, [email]);
    // Only the session that turned two-factor sign-in on.
    expect(live.rowCount).toBe(1);

    // The verification link signs in too (autoSignInAfterVerification): not this account.
    await t.app.pool.query('update "user" set email_verified = false where email = $1', [email]);
    await t.app.inject({ method: 'POST', url: '/api/auth/send-verification-email', headers: { origin: appUrl }, payload: { email } });
    const mail = await waitForMail(t.config.DATA_DIR, email, 'Confirm your PartsHub e-mail address');
    const link = /(http\S+verify-email\?token=\S+)/.exec(mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '')?.[1];
    const opened = await fetch(link!, { redirect: 'manual' });
    expect(opened.headers.get('location')).toBe(`${appUrl}/login?error=${TWO_FACTOR_SIGN_IN}`);
    expect((await t.app.pool.query(`select 1 from session s join "user" u on u.id = s.user_id where u.email = $1`, [email])).rowCount).toBe(
      1,
    );
    expect((await t.app.pool.query('select email_verified from "user" where email = $1', [email])).rows[0].email_verified).toBe(true);
  });
});

describe('Google sign-in turned off', () => {
  it('says googleEnabled false without GOOGLE_CLIENT_ID', async () => {
    const plain = await createTestApp({ SEED: 'false' });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toEqual({ googleEnabled: false, staffTwoFactor: 'optional', storeCreditRefunds: true, guestCheckout: true });
      const social = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: 'http://localhost:3000' },
        payload: { provider: 'google', callbackURL: '/' },
      });
      expect(social.statusCode).toBeGreaterThanOrEqual(400);
      expect(social.statusCode).toBeLessThan(500);
    } finally {
      await plain.close();
    }
  });
});
