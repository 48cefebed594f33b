import { describe, expect, it } from 'vitest';
import type { BlogReview } from '../../../../src/shared/schemas/blog.js';
import type { Product } from '../../../../src/shared/schemas/product.js';
import type { Review } from '../../../../src/shared/schemas/review.js';
import { seedBulkProducts } from '../../../../src/server/modules/catalog/seed/bulk.js';
import { as, useTestApp, type Session } from '../../../setup/app.js';
import { expectTooMany } from './too-many.js';

const postReview = (app: ReturnType<typeof useTestApp>['app'], user: Session, n: number) =>
  as(app, user, { method: 'POST', url: '/api/review', payload: { Name: `Reviewer ${n}`, dec: `Good shop, visit ${n}.` } });

describe('review writes are limited per account and per IP', () => {
  const t = useTestApp();

  it('allows 10 a minute per account and 30 per IP, then 429 with Retry-After', async () => {
    const [a, b, c, d] = [await t.customer(), await t.customer(), await t.customer(), await t.customer()];
    for (let i = 0; i < 10; i++) expect((await postReview(t.app, a, i)).statusCode).toBe(201);
    const eleventh = await postReview(t.app, a, 10);
    expectTooMany(eleventh);
    expect(eleventh.json().message).toBe('Too many attempts. Please wait a moment and try again.');
    // Other accounts from the same address: 20 more, then the address is spent.
    for (const user of [b, c]) for (let i = 0; i < 10; i++) expect((await postReview(t.app, user, i)).statusCode).toBe(201);
    expectTooMany(await postReview(t.app, d, 0));
    const stored = await t.app.pool.query<{ n: string }>('select count(*) as n from review where user_id is not null');
    expect(Number(stored.rows[0]!.n)).toBe(30);
  });
});

describe('public lists answer a bounded page', () => {
  const t = useTestApp();

  it('GET /api/review and /api/blogReview answer the newest 100', async () => {
    await t.app.pool.query(
      `insert into review (name, email, text, created_at)
       select 'R' || i, 'r' || i || '@example.com', 'text ' || i, now() + i * interval '1 second' from generate_series(1, 120) as i`,
    );
    const reviews: Review[] = (await t.app.inject({ method: 'GET', url: '/api/review' })).json();
    expect(reviews).toHaveLength(100);
    expect(reviews[0]!.Name).toBe('R120');
    expect(reviews[99]!.Name).toBe('R21');

    const blog = (await t.app.pool.query<{ id: string }>('select id from blog limit 1')).rows[0]!.id;
    await t.app.pool.query(
      `insert into blog_review (blog_id, name, description, created_at)
       select $1, 'B' || i, 'comment ' || i, now() + i * interval '1 second' from generate_series(1, 130) as i`,
      [blog],
    );
    const all: BlogReview[] = (await t.app.inject({ method: 'GET', url: '/api/blogReview' })).json();
    expect(all).toHaveLength(100);
    const ofBlog: BlogReview[] = (await t.app.inject({ method: 'GET', url: `/api/blogReview?blogId=${blog}` })).json();
    expect(ofBlog).toHaveLength(100);
    expect(ofBlog[0]!.name).toBe('B130');
  });

  it('GET /api/service without paging answers the newest 500 with X-Total-Count and a Link to the paged call, from the cache too', async () => {
    await seedBulkProducts(t.app.db, 520);
    const total = Number((await t.app.pool.query<{ n: string }>('select count(*) as n from product where not archived')).rows[0]!.n);
    expect(total).toBeGreaterThan(500);
    for (const cache of ['miss', 'hit']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/service' });
      expect(res.headers['x-cache']).toBe(cache);
      expect((res.json() as Product[]).length).toBe(500);
      expect(res.headers['x-total-count']).toBe(String(total));
      expect(res.headers.link).toContain('</api/service?page=1&limit=100>; rel="first"');
      expect(res.headers.link).toContain('</api/service?page=6&limit=100>; rel="next"');
    }
  });
});

describe('the response cache', () => {
  const t = useTestApp({ env: { RESPONSE_CACHE_MAX_BYTES: '60000' } });

  it('keys answers on the validated query: unknown parameters do not make new copies', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    expect((await get('/api/service?x=1')).headers['x-cache']).toBe('miss');
    expect((await get('/api/service?x=2')).headers['x-cache']).toBe('hit');
    expect((await get('/api/service')).headers['x-cache']).toBe('hit');
    expect((await get('/api/service?search=ssd&utm=1')).headers['x-cache']).toBe('miss');
    expect((await get('/api/service?utm=2&search=ssd')).headers['x-cache']).toBe('hit');
    expect((await get('/api/review?junk=1')).headers['x-cache']).toBe('miss');
    expect((await get('/api/review?junk=2')).headers['x-cache']).toBe('hit');
  });

  it('holds no more than RESPONSE_CACHE_MAX_BYTES, dropping the oldest answers', async () => {
    await seedBulkProducts(t.app.db, 300);
    t.app.responseCache.invalidate(['products']);
    let stored = 0;
    for (let page = 1; page <= 40; page++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/service?page=${page}&limit=5` });
      expect(res.statusCode).toBe(200);
      stored += Buffer.byteLength(res.body);
    }
    expect(stored).toBeGreaterThan(60_000);
    const { bytes, entries } = t.app.responseCache.stats();
    expect(bytes).toBeLessThanOrEqual(60_000);
    expect(entries).toBeGreaterThan(0);
    // The newest answer is still there; the oldest went first.
    expect((await t.app.inject({ method: 'GET', url: '/api/service?page=40&limit=5' })).headers['x-cache']).toBe('hit');
    expect((await t.app.inject({ method: 'GET', url: '/api/service?page=1&limit=5' })).headers['x-cache']).toBe('miss');
  });
});
