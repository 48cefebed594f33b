import { describe, expect, it } from 'vitest';
import type { Blog } from '../../../src/shared/schemas/blog.js';
import type { Laptop } from '../../../src/shared/schemas/laptop.js';
import { as, useTestApp } from '../../setup/app.js';

/** The shop with its server-rendered pages (the built web app), at a public address of its own. */
const PUBLIC_URL = 'https://shop.example';
const t = useTestApp({ env: { PUBLIC_URL }, serveWeb: true });

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const cacheOf = async (url: string, headers: Record<string, string> = {}) => (await page(url, headers)).headers['x-cache'];

/** Asks for the page until it is held (the first answer renders it), and says it is. */
async function warm(url: string) {
  await page(url);
  expect(await cacheOf(url), url).toBe('hit');
}

describe('the page cache (issue 27: anyone could keep it cold)', () => {
  it('keeps a page that does not show what a write changed: an anonymous blog review voids the blog page alone', async () => {
    const [blog] = (await page('/api/blogs')).json() as Blog[];
    const blogPage = `/detailsblogs/${blog!._id}`;
    for (const url of ['/', '/service', blogPage]) await warm(url);
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/blogReview',
      payload: { blogId: blog!._id, name: 'Reader', description: 'Good read' },
    });
    expect(review.statusCode).toBe(201);
    expect(await cacheOf('/service')).toBe('hit');
    expect(await cacheOf('/')).toBe('hit');
    const fresh = await page(blogPage);
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.body).toContain('Good read');
  });

  it('drops a page when an answer it shows changes (a product write voids the catalogue page)', async () => {
    await warm('/service');
    const [product] = (await page('/api/service')).json() as { _id: string }[];
    const res = await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${product!._id}`, payload: { Quantity: 3 } });
    expect(res.statusCode).toBe(200);
    expect(await cacheOf('/service')).toBe('miss');
  });

  it('answers every Host with the canonical page from one slot: made-up hosts cannot evict the home page', async () => {
    await warm('/');
    for (let i = 0; i < 250; i++) {
      const res = await page('/', { host: `evil-${i}.example` });
      expect(res.headers['x-cache']).toBe('hit');
      if (i === 0) {
        expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"`);
        expect(res.body).not.toContain('evil-0.example');
      }
    }
    expect(await cacheOf('/')).toBe('hit');
  });

  it('reads only the query a page declares: unknown parameters are the same page, made-up searches never evict plain pages', async () => {
    await warm('/');
    await warm('/blogs');
    for (let i = 0; i < 250; i++) expect(await cacheOf(`/blogs?x=${i}`)).toBe('hit');
    // Known parameters in any order, with unknown ones among them: one page.
    await page('/service?sort=price-asc&q=fan');
    expect(await cacheOf('/service?utm_source=mail&q=fan&sort=price-asc&q=other')).toBe('hit');
    // A flood of distinct searches fills the searches' own slots, never the plain pages'.
    for (let i = 0; i < 150; i++) await page(`/service?q=x${i}`);
    expect(await cacheOf('/')).toBe('hit');
    expect(await cacheOf('/blogs')).toBe('hit');
  });

  it("puts a page's own head text in the head as written, never as a replacement pattern", async () => {
    const res = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/admin/laptops',
      payload: { brand: 'Odd', family: "Dollar $` and $' and $&", model: '1' },
    });
    expect(res.statusCode).toBe(201);
    const laptop = res.json() as Laptop;
    const html = (await page(`/laptops/${laptop._id}`)).body;
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>[^<]*<\/title>/g)?.[0]).toContain('Dollar $` and ');
  });
});
