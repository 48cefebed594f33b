import { describe, expect, it } from 'vitest';
import { as, useTestApp } from '../../setup/app.js';
import { mailsTo } from '../../setup/outbox.js';
import { createProduct, placeOrder } from '../../setup/shop.js';

const t = useTestApp();
const ORIGIN = 'http://localhost:3000';

/** The verification link of the newest confirmation mail to `email`. */
async function verificationLink(email: string, count = 1): Promise<URL> {
  const confirmations = () => mailsTo(t.config.DATA_DIR, email).filter((m) => m.subject === 'Confirm your PartsHub e-mail address');
  await expect.poll(() => confirmations().length).toBeGreaterThanOrEqual(count);
  const mails = confirmations();
  const match = /(http:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(mails.at(-1)!.raw);
  expect(match, mails.at(-1)!.raw).not.toBeNull();
  return new URL(match![1]!);
}

const verified = async (email: string) =>
  (await t.app.pool.query<{ email_verified: boolean }>('select email_verified from "user" where email = $1', [email])).rows[0]!
    .email_verified;

describe('e-mail verification', () => {
  it('sends a link at sign-up; ordering works before it; the link verifies the address and signs in, landing on My Profile', async () => {
    const user = await t.customer();
    expect(await verified(user.email)).toBe(false);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: user.cookie } });
    expect(session.json().user.emailVerified).toBe(false);

    const product = await createProduct(t.app, t.admin, 3);
    await placeOrder(t.app, user, product._id);

    const link = await verificationLink(user.email);
    expect(link.searchParams.get('callbackURL')).toBe('/dashboard/profile');
    const res = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard/profile');
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookie).toMatch(/session_token=/);
    expect(await verified(user.email)).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(after.json().user).toMatchObject({ email: user.email, emailVerified: true });
  });

  it('sends the link again on request (My Profile’s Resend)', async () => {
    const user = await t.customer();
    await verificationLink(user.email);
    const resend = await as(t.app, user, {
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { origin: ORIGIN },
      payload: { email: user.email, callbackURL: '/dashboard/profile' },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const second = await verificationLink(user.email, 2);
    expect((await t.app.inject({ method: 'GET', url: `${second.pathname}${second.search}` })).statusCode).toBe(302);
    expect(await verified(user.email)).toBe(true);
  });

  it('refuses a forged or altered link', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=forged&callbackURL=/dashboard/profile' });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.cookies.some((c) => c.name.endsWith('session_token') && c.value)).toBe(false);
  });
});
