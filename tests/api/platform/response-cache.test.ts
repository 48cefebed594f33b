import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { as, firstProduct, useTestApp } from '../../setup/app.js';

const t = useTestApp();

const get = (url: string, etag?: string) => t.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

describe('caching of public answers', () => {
  it('answers 304 to a matching ETag and says browsers must revalidate', async () => {
    const first = await get('/api/service');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const second = await get('/api/service', etag);
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    expect((await get('/api/service', '"something-else"')).statusCode).toBe(200);
  });

  it('answers a hit with the headers its miss sent, security headers included (stored with the answer)', async () => {
    const miss = await get('/api/blogs');
    const hit = await get('/api/blogs');
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
    const answerHeaders = ({ date: _date, connection: _connection, 'x-cache': _cache, ...rest }: Record<string, unknown>) => rest;
    expect(answerHeaders(hit.headers)).toEqual(answerHeaders(miss.headers));
    expect(hit.body).toBe(miss.body);
    expect(String(hit.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.headers['content-length']).toBe(String(Buffer.byteLength(miss.body)));

    const notModified = await get('/api/blogs', hit.headers.etag as string);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['x-cache']).toBe('hit');
    expect(notModified.headers.etag).toBe(hit.headers.etag);
    expect(String(notModified.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('never answers a caller with credentials from the cache on a guests-only route', async () => {
    const product = await firstProduct(t.app);
    const url = `/api/service/${product._id}`;
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    const user = await t.customer();
    for (const headers of [user.headers, { cookie: user.cookie }]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await get(url)).headers['x-cache']).toBe('hit');
  });

  it('shows a write to a product at once (new body, new ETag)', async () => {
    const product = await firstProduct(t.app);
    const before = await get('/api/service');
    await get(`/api/service/${product._id}`);
    const res = await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${product._id}`, payload: { Quantity: 7 } });
    expect(res.statusCode).toBe(200);
    const after = await get('/api/service', before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()[0].Quantity).toBe(product.Quantity + 7);
    expect((await get(`/api/service/${product._id}`)).json().Quantity).toBe(product.Quantity + 7);
  });

  it('shows stock taken by an order at once', async () => {
    const user = await t.customer();
    const product = await firstProduct(t.app);
    await get('/api/service');
    await as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: product._id, number: '5551234', quantity: 2 } });
    expect((await get('/api/service')).json()[0].Quantity).toBe(product.Quantity - 2);
  });

  it('never lets browsers store answers for a signed-in user', async () => {
    const user = await t.customer();
    const res = await as(t.app, user, { method: 'GET', url: '/api/order' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it("drops another instance's cached answer when this one writes (LISTEN/NOTIFY)", async () => {
    const other = await buildApp({ config: t.config, databaseUrl: t.databaseUrl, logger: false });
    try {
      const product = await firstProduct(t.app);
      await other.inject({ method: 'GET', url: '/api/service' }); // cached on the other instance
      await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${product._id}`, payload: { Quantity: 3 } });
      let seen = 0;
      for (let i = 0; i < 50 && seen !== product.Quantity + 3; i++) {
        await new Promise((r) => setTimeout(r, 20));
        seen = (await other.inject({ method: 'GET', url: '/api/service' })).json()[0].Quantity;
      }
      expect(seen).toBe(product.Quantity + 3);
    } finally {
      await other.close();
    }
  });

  it('serves nothing from the cache while its LISTEN connection is cut, then hears other instances again', async () => {
    const other = await buildApp({ config: t.config, databaseUrl: t.databaseUrl, logger: false });
    const listeners = async () =>
      Number(
        (
          await t.app.pool.query(
            `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN partshub_cache%'`,
          )
        ).rows[0].n,
      );
    const poll = async (done: () => Promise<boolean>, what: string) => {
      for (let i = 0; i < 200; i++) {
        if (await done()) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`never: ${what}`);
    };
    const xCache = async () => (await other.inject({ method: 'GET', url: '/api/service' })).headers['x-cache'];
    try {
      const product = await firstProduct(t.app);
      await other.inject({ method: 'GET', url: '/api/service' });
      expect(await xCache()).toBe('hit');
      const before = await listeners();
      // Both instances' listening connections are cut (as a PostgreSQL restart would).
      await t.app.pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN partshub_cache%'`,
      );
      // Deaf: a write elsewhere could go unheard, so nothing is served from the cache.
      await poll(async () => (await xCache()) !== 'hit', 'the cache stopped serving');
      // Listening again, the cache keeps answers again...
      await poll(async () => (await listeners()) >= before && (await xCache()) === 'miss' && (await xCache()) === 'hit', 'listening again');
      // ...and hears this instance's write.
      await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${product._id}`, payload: { Quantity: 2 } });
      await poll(
        async () => (await other.inject({ method: 'GET', url: '/api/service' })).json()[0].Quantity === product.Quantity + 2,
        'the write was heard',
      );
    } finally {
      await other.close();
    }
  });
});
