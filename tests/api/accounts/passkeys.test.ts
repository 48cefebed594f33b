import { describe, expect, it } from 'vitest';
import { as, cookieOf, signIn, uniqueEmail, useTestApp, withToken, type Session } from '../../setup/app.js';
import { softPasskey, type SoftPasskey } from '../../setup/webauthn.js';

const t = useTestApp();
const ORIGIN = 'http://localhost:3000';

const get = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: { origin: ORIGIN, cookie } });
const post = (url: string, cookie: string, payload: object, origin = ORIGIN) =>
  t.app.inject({ method: 'POST', url, headers: { origin, cookie }, payload });

/** Adds a passkey to the signed-in account, as My Profile does. */
async function addPasskey(session: Session, key: SoftPasskey, name = 'Test key') {
  const options = await get('/api/auth/passkey/generate-register-options', session.cookie);
  expect(options.statusCode, options.body).toBe(200);
  const challengeCookie = cookieOf(options);
  return post('/api/auth/passkey/verify-registration', `${session.cookie}; ${challengeCookie}`, {
    response: key.register(options.json(), ORIGIN),
    name,
  });
}

/** Signs in with a passkey from /login: options, the authenticator's answer, the session. */
async function passkeySignIn(key: SoftPasskey, origin = ORIGIN) {
  const options = await get('/api/auth/passkey/generate-authenticate-options');
  expect(options.statusCode, options.body).toBe(200);
  return post('/api/auth/passkey/verify-authentication', cookieOf(options), { response: key.authenticate(options.json(), origin) }, origin);
}

describe('passkeys', () => {
  it('a customer adds a passkey in My Profile, then signs in with it alone', async () => {
    const email = uniqueEmail('passkey');
    const customer = await t.customer(email);
    const key = softPasskey();
    const added = await addPasskey(customer, key, 'My laptop');
    expect(added.statusCode, added.body).toBe(200);
    const listed = (await get('/api/auth/passkey/list-user-passkeys', customer.cookie)).json() as { name: string; credentialID: string }[];
    expect(listed).toEqual([expect.objectContaining({ name: 'My laptop', credentialID: key.credentialId })]);

    const signedIn = await passkeySignIn(key);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = await withToken(t.app, email, cookieOf(signedIn));
    const me = await as(t.app, session, { method: 'GET', url: '/api/me' });
    expect(me.json()).toMatchObject({ email });
    // The new session is listed with the others.
    const sessions = (await as(t.app, session, { method: 'GET', url: '/api/me/sessions' })).json() as unknown[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an answer for another site, a replayed answer, and a removed passkey', async () => {
    const customer = await t.customer();
    const key = softPasskey();
    expect((await addPasskey(customer, key)).statusCode).toBe(200);

    // Signed for another origin (a phishing site relaying the challenge).
    const phished = await passkeySignIn(key, 'http://localhost.evil.example');
    expect(phished.statusCode).toBeGreaterThanOrEqual(400);
    expect(phished.cookies.find((c) => c.name.endsWith('session_token') && c.value)).toBeUndefined();

    // The same answer twice: its challenge was used up by the first.
    const options = await get('/api/auth/passkey/generate-authenticate-options');
    const answer = key.authenticate(options.json(), ORIGIN);
    expect((await post('/api/auth/passkey/verify-authentication', cookieOf(options), { response: answer })).statusCode).toBe(200);
    const replay = await post('/api/auth/passkey/verify-authentication', cookieOf(options), { response: answer });
    expect(replay.statusCode).toBe(400);

    const [passkey] = (await get('/api/auth/passkey/list-user-passkeys', customer.cookie)).json() as { id: string }[];
    expect((await post('/api/auth/passkey/delete-passkey', customer.cookie, { id: passkey!.id })).statusCode).toBe(200);
    expect((await passkeySignIn(key)).statusCode).toBe(401);
  });

  it("no one adds a passkey to someone else's account or removes theirs", async () => {
    const [owner, intruder] = await Promise.all([t.customer(), t.customer()]);
    expect((await addPasskey(owner, softPasskey())).statusCode).toBe(200);
    const [passkey] = (await get('/api/auth/passkey/list-user-passkeys', owner.cookie)).json() as { id: string }[];
    const removed = await post('/api/auth/passkey/delete-passkey', intruder.cookie, { id: passkey!.id });
    expect(removed.statusCode).toBeGreaterThanOrEqual(400);
    expect((await get('/api/auth/passkey/list-user-passkeys', owner.cookie)).json()).toHaveLength(1);
    // Signed out, nobody registers one.
    expect((await get('/api/auth/passkey/generate-register-options')).statusCode).toBe(401);
  });

  it('a suspended account cannot sign in with its passkey', async () => {
    const email = uniqueEmail('suspended');
    const member = await t.customer(email);
    const key = softPasskey();
    expect((await addPasskey(member, key)).statusCode).toBe(200);
    await t.app.pool.query(`update "user" set banned = true where email = $1`, [email]);
    const refused = await passkeySignIn(key);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.cookies.find((c) => c.name.endsWith('session_token') && c.value)).toBeUndefined();
    await t.app.pool.query(`update "user" set banned = false where email = $1`, [email]);
    await expect(signIn(t.app, email, 'secret123')).resolves.toBeTruthy();
  });
});
