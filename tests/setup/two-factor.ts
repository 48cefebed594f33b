import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { FastifyInstance } from 'fastify';
import { cookieOf, withToken, type Session } from './app.js';

const ORIGIN = 'http://localhost:3000';

/** The current code of the authenticator app that scanned this otpauth:// URI (RFC 6238, as the app would compute it). */
export function totpCode(totpURI: string): Promise<string> {
  const secret = new URL(totpURI).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  return createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
}

export interface TwoFactorAccount {
  /** The session that turned it on: the one that goes on (the account's others ended). */
  session: Session;
  totpURI: string;
  backupCodes: string[];
}

/** Turns two-factor sign-in on for a signed-in account, as My Profile does: enable with the password, then a first code. */
export async function enableTwoFactor(app: FastifyInstance, session: Session, password: string): Promise<TwoFactorAccount> {
  const post = (url: string, cookie: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie }, payload });
  const enabled = await post('/api/auth/two-factor/enable', session.cookie, { password });
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const verified = await post('/api/auth/two-factor/verify-totp', session.cookie, { code: await totpCode(totpURI) });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return { session: await withToken(app, session.email, cookieOf(verified)), totpURI, backupCodes };
}

/**
 * Signs in an account with two-factor sign-in: the password, then `second` (a code from the app or a
 * backup code) on the challenge's cookie. Answers the session, or the failed step's response.
 */
export async function signInWithCode(
  app: FastifyInstance,
  email: string,
  password: string,
  second: { code: string; backup?: boolean; trustDevice?: boolean; cookie?: string },
) {
  const first = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN, ...(second.cookie ? { cookie: second.cookie } : {}) },
    payload: { email, password },
  });
  const challenge = cookieOf(first);
  const url = second.backup ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp';
  const verified = await app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, cookie: [second.cookie, challenge].filter(Boolean).join('; ') },
    payload: { code: second.code, trustDevice: second.trustDevice ?? false },
  });
  return { first, verified, session: verified.statusCode === 200 ? await withToken(app, email, cookieOf(verified)) : null };
}
