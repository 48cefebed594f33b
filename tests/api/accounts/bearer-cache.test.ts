/**
 * The bearer lookup held in memory for BEARER_CACHE_SECONDS (docs/decisions/006): a token keeps
 * working from the cache, a session ended through this instance is refused at once, one deleted
 * behind the app's back within the bound, and a promotion counts from the next request.
 */
import { describe, expect, it } from 'vitest';
import { createBearerCache, type TokenSession } from '../../../src/server/modules/accounts/bearer-cache.js';
import type { Viewer } from '../../../src/server/lib/viewer.js';
import { as, signIn, useTestApp, type Session } from '../../setup/app.js';

const ORIGIN = 'http://localhost:3000';
/** The bound in these tests: long enough that two requests in a row fall inside it, short enough to wait out. */
const TTL_SECONDS = 2;

const t = useTestApp({ env: { BEARER_CACHE_SECONDS: String(TTL_SECONDS) } });

const orders = (s: Session) => as(t.app, s, { method: 'GET', url: '/api/order' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const deleteSessionRow = (token: string) => t.app.pool.query('delete from session where token = $1', [token]);

describe('bearer tokens held in memory', () => {
  it('keeps answering a token from memory within the bound, and refuses it once the bound has passed', async () => {
    const user = await t.customer();
    expect((await orders(user)).statusCode).toBe(200);
    // Deleted behind the app's back (another instance, or by hand): this instance still trusts what it read...
    await deleteSessionRow(user.token);
    expect((await orders(user)).statusCode).toBe(200);
    // ...for BEARER_CACHE_SECONDS at most.
    await sleep(TTL_SECONDS * 1000 + 100);
    expect((await orders(user)).statusCode).toBe(401);
  });

  it('refuses a token at once when it signs out (bearer or cookie), though it was just used', async () => {
    const user = await t.customer();
    expect((await orders(user)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...user.headers, origin: ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await orders(user)).statusCode).toBe(401);

    const other = await t.customer();
    expect((await orders(other)).statusCode).toBe(200);
    const byCookie = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: other.cookie, origin: ORIGIN } });
    expect(byCookie.statusCode).toBe(200);
    expect((await orders(other)).statusCode).toBe(401);
  });

  it('refuses every token of the user at once after revoke-sessions', async () => {
    const user = await t.customer();
    const second = await signIn(t.app, user.email, 'secret123');
    for (const s of [user, second]) expect((await orders(s)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/revoke-sessions', headers: { ...user.headers, origin: ORIGIN } });
    expect(res.statusCode).toBe(200);
    for (const s of [user, second]) expect((await orders(s)).statusCode).toBe(401);
  });

  it('gives a promoted user admin rights on the next request, though their token was just used', async () => {
    const user = await t.customer();
    expect((await as(t.app, user, { method: 'GET', url: '/api/user' })).statusCode).toBe(403);
    const promoted = await as(t.app, t.admin, { method: 'PUT', url: `/api/user/admin/${encodeURIComponent(user.email)}` });
    expect(promoted.json()).toEqual({ modifiedCount: 1 });
    expect((await as(t.app, user, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });
});

describe('the bearer cache on its own', () => {
  const viewer = (id: string): Viewer => ({
    id,
    email: `${id}@example.com`,
    name: id,
    role: 'user',
    roles: [],
    permissions: [],
    twoFactorEnabled: false,
    twoFactorRequired: false,
    sessionToken: `token-${id}`,
  });
  const session = (id: string, expiresAt = new Date(Date.now() + 86_400_000)): TokenSession => ({ viewer: viewer(id), expiresAt });

  it('holds at most maxEntries tokens, the oldest out first', async () => {
    let reads = 0;
    const read = async (token: string) => (reads++, session(token));
    const cache = createBearerCache({ ttlMs: 60_000, maxEntries: 3 });
    for (const token of ['a', 'b', 'c', 'd']) await cache.lookup(token, read);
    expect(cache.size()).toBe(3);
    expect(reads).toBe(4);
    await cache.lookup('d', read);
    await cache.lookup('b', read);
    expect(reads).toBe(4);
    await cache.lookup('a', read); // pushed out by d
    expect(reads).toBe(5);
  });

  it('never trusts a token past its session expiry, holds nothing for an unknown token, and is off at 0', async () => {
    let clock = 1_000_000;
    let reads = 0;
    const cache = createBearerCache({ ttlMs: 5000, maxEntries: 10, now: () => clock });
    const expiring = async (token: string) => (reads++, session(token, new Date(clock + 1000)));
    await cache.lookup('x', expiring);
    clock += 1500;
    await cache.lookup('x', expiring);
    expect(reads).toBe(2);

    const unknown = async () => (reads++, null);
    expect(await cache.lookup('nobody', unknown)).toBeNull();
    expect(await cache.lookup('nobody', unknown)).toBeNull();
    expect(reads).toBe(4);

    const off = createBearerCache({ ttlMs: 0, maxEntries: 10 });
    const always = async (token: string) => (reads++, session(token));
    await off.lookup('y', always);
    await off.lookup('y', always);
    expect(reads).toBe(6);
    expect(off.size()).toBe(0);
  });

  it('does not store what a lookup read before a sign-out that ended while it ran', async () => {
    const cache = createBearerCache({ ttlMs: 60_000, maxEntries: 10 });
    let release!: () => void;
    const slow = () => new Promise<TokenSession>((resolve) => (release = () => resolve(session('z'))));
    const pending = cache.lookup('z', slow);
    cache.forgetTokens(['z']);
    release();
    expect(await pending).not.toBeNull();
    expect(cache.size()).toBe(0);
  });

  it('holds nothing while deaf to other instances, drops what it held both ways, and forgets users by id', async () => {
    let reads = 0;
    const read = async (token: string) => (reads++, session(token));
    const cache = createBearerCache({ ttlMs: 60_000, maxEntries: 10 });
    await cache.lookup('a', read);
    await cache.lookup('a', read);
    expect(reads).toBe(1);
    cache.setHearing(false);
    expect(cache.size()).toBe(0);
    // Deaf: every lookup asks PostgreSQL, and nothing it reads is kept.
    await cache.lookup('a', read);
    await cache.lookup('a', read);
    expect([reads, cache.size()]).toEqual([3, 0]);
    // A lookup that began while deaf does not store its answer after hearing is back.
    let release!: () => void;
    const slow = cache.lookup('late', () => new Promise<TokenSession>((resolve) => (release = () => resolve(session('late')))));
    cache.setHearing(true);
    release();
    await slow;
    expect(cache.size()).toBe(0);
    await cache.lookup('a', read);
    await cache.lookup('b', read);
    await cache.lookup('a', read);
    expect([reads, cache.size()]).toEqual([5, 2]);
    cache.forgetUsers(['a']);
    expect(cache.size()).toBe(1);
  });
});
