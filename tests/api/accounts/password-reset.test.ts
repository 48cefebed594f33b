import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../../setup/app.js';
import { drainOutbox, expectMail, mailsTo, waitForMail } from '../../setup/outbox.js';

const t = useTestApp();

const ORIGIN = { origin: 'http://localhost:3000' };

function requestReset(email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: ORIGIN,
    payload: { email, redirectTo: 'http://localhost:3000/reset-password' },
  });
}

async function tokenFromMail(email: string): Promise<string> {
  const mail = await waitForMail(t.config.DATA_DIR, email, 'Reset your PartsHub password');
  expect(mail?.subject).toBe('Reset your PartsHub password');
  const link = /(http\S+reset-password\/[^\s?]+\?callbackURL=\S+)/.exec(mail!.raw)?.[1];
  expect(link).toBeTruthy();
  return new URL(link!).pathname.split('/').pop()!;
}

const reset = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: ORIGIN, payload: { token, newPassword } });

describe('password reset', () => {
  it('mails a link, sets the new password, ends old sessions, and the token works once', async () => {
    const user = await t.customer(undefined, 'old-secret-1');
    const before = await requestReset(user.email);
    expect(before.statusCode).toBe(200);
    const token = await tokenFromMail(user.email);

    const done = await reset(token, 'new-secret-2');
    expect(done.statusCode).toBe(200);
    // Old session (and its bearer token) ended.
    const old = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
    expect(old.statusCode).toBe(401);
    await expect(signIn(t.app, user.email, 'old-secret-1')).rejects.toThrow();
    await signIn(t.app, user.email, 'new-secret-2');
    // The same token a second time is refused.
    expect((await reset(token, 'third-secret-3')).statusCode).toBe(400);
  });

  it('answers the same whether or not the address has an account', async () => {
    const unknown = await requestReset('nobody-here@example.com');
    const user = await t.customer();
    const known = await requestReset(user.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    // The known address's mail arrives; none was queued or sent for the unknown one.
    await expectMail(
      t.config.DATA_DIR,
      user.email,
      'Reset your PartsHub password',
      'Someone asked to reset the password of your PartsHub account',
    );
    await drainOutbox(t.app);
    expect(mailsTo(t.config.DATA_DIR, 'nobody-here@example.com')).toHaveLength(0);
    const queued = await t.app.pool.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'nobody-here@example.com'`);
    expect(queued.rows[0].n).toBe(0);
  });

  it('refuses an expired token', async () => {
    const user = await t.customer();
    await requestReset(user.email);
    const token = await tokenFromMail(user.email);
    await t.app.pool.query(`UPDATE verification SET expires_at = now() - interval '1 minute' WHERE identifier LIKE $1`, [`%${token}%`]);
    expect((await reset(token, 'new-secret-9')).statusCode).toBe(400);
  });
});
