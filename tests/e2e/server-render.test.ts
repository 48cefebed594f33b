/**
 * Public pages come from the server as HTML that already holds their content (no JavaScript
 * needed to read them), with their own title, description and canonical link, and no inline
 * script the CSP would refuse; then they hydrate in Chromium without a mismatch.
 */
import { describe, expect, it } from 'vitest';
import type { Blog } from '../../src/shared/schemas/blog.js';
import type { ProductPage } from '../../src/shared/schemas/product.js';
import { ADMIN, apiToken, browser, httpStatus, openPage, shop, useShop } from './harness.js';

useShop();

const get = async (path: string) => {
  const res = await fetch(shop.url + path);
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const api = async <T>(path: string): Promise<T> => (await fetch(`${shop.url}/api${path}`)).json() as Promise<T>;
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

/** Each public page with what its HTML must say before any script runs. */
async function publicPages(): Promise<{ path: string; status: number; says: string[]; title: RegExp }[]> {
  const [blogs, catalog, laptops] = await Promise.all([
    api<Blog[]>('/blogs'),
    api<ProductPage>('/service?page=1&limit=24'),
    api<{ _id: string }[]>('/laptops?search=20L5'),
  ]);
  return [
    { path: '/', status: 200, says: ['Our Happy Customer'], title: /PartsHub/ },
    { path: '/service', status: 200, says: [catalog.items[0]!.name, catalog.items[5]!.name], title: /All parts/ },
    { path: '/service?category=batteries', status: 200, says: ['battery'], title: /All parts/ },
    { path: '/blogs', status: 200, says: blogs.slice(0, 3).map((b) => b.title), title: /Repair guides/ },
    {
      path: `/detailsblogs/${blogs[0]!._id}`,
      status: 200,
      says: [blogs[0]!.title, blogs[0]!.description.slice(0, 40)],
      title: new RegExp(blogs[0]!.title.slice(0, 20)),
    },
    { path: '/fotfolio', status: 200, says: ['Alex Morgan'], title: /Alex Morgan/ },
    { path: `/laptops/${laptops[0]!._id}`, status: 200, says: ['ThinkPad T480'], title: /ThinkPad T480 parts/ },
    { path: '/login', status: 200, says: ['Welcome back'], title: /Login/ },
    { path: '/signup', status: 200, says: ['Create your account'], title: /Sign up/ },
    { path: '/gift-cards', status: 200, says: ['Gift card balance', 'Gift card code'], title: /Gift card balance/ },
    { path: '/no-such-page', status: 404, says: ['/no-such-page'], title: /Page not found/ },
  ];
}

describe('server-rendered public pages', () => {
  it('answer HTML that already holds their content, title, description and canonical link, with no inline script', async () => {
    for (const page of await publicPages()) {
      const { status, html, headers } = await get(page.path);
      expect(status, page.path).toBe(page.status);
      const root = html.slice(html.indexOf('<div id="root">'));
      for (const words of page.says)
        expect(textOf(root).toLowerCase(), `${page.path}: ${words}`).toContain(words.toLowerCase().replace(/\s+/g, ' '));
      const head = html.slice(0, html.indexOf('</head>'));
      const titles = head.match(/<title>([^<]*)<\/title>/g) ?? [];
      expect(titles, page.path).toHaveLength(1);
      expect(titles[0], page.path).toMatch(page.title);
      expect(head.match(/<meta name="description"/g), page.path).toHaveLength(1);
      expect(head, page.path).toMatch(/<link rel="canonical" href="http[^"]+"/);
      // Every script is a file or data (JSON), never inline code: the CSP stays strict.
      for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag, page.path).toMatch(/\ssrc=|type="application\/(ld\+)?json"/);
      const scriptSrc = /script-src [^;]*/.exec(headers.get('content-security-policy') ?? '')?.[0];
      expect(scriptSrc, page.path).toMatch(/^script-src 'self'/);
      expect(scriptSrc, page.path).not.toContain('unsafe-inline');
    }
  });

  it('keeps a rendered page, compressed, until an answer it was made from changes', async () => {
    const page = '/service?sort=newest';
    const fetchPage = (headers: Record<string, string> = {}) =>
      fetch(shop.url + page, { headers: { 'accept-encoding': 'br', ...headers } });
    await fetchPage();
    const held = await fetchPage();
    expect(held.headers.get('x-cache')).toBe('hit');
    expect(held.headers.get('content-encoding')).toBe('br');
    expect(held.headers.get('vary')).toMatch(/accept-encoding/i);
    const first = (await api<ProductPage>('/service?sort=newest&page=1&limit=24')).items[0]!;
    expect(textOf(await held.text())).toContain(first.name);
    // The browser's copy is still good: 304, no body.
    expect((await fetchPage({ 'if-none-match': held.headers.get('etag')! })).status).toBe(304);
    const gzip = await fetch(shop.url + page, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');

    // The admin renames the newest part: the next visitor gets a page made again, with the new name.
    const token = await apiToken(shop, ADMIN);
    const renamed = `${first.name} (renamed ${Date.now()})`;
    const patch = await fetch(`${shop.url}/api/service/${first._id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: renamed }),
    });
    expect(patch.status).toBe(200);
    const fresh = await fetchPage();
    expect(fresh.headers.get('x-cache')).toBe('miss');
    expect(textOf(await fresh.text())).toContain(renamed);
    expect((await fetchPage()).headers.get('x-cache')).toBe('hit');
  });

  it('lists the parts on /service as schema.org data for crawlers', async () => {
    const { html } = await get('/service');
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      '@type': 'ItemList',
      itemListElement: expect.arrayContaining([expect.objectContaining({ position: 1 })]),
    });
  });

  it('leaves signed-in pages to the browser', async () => {
    const { status, html } = await get('/dashboard');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    // A file a browser asks for by itself is not a page to render (no 404 page for /favicon.ico).
    expect((await get('/favicon.ico')).status).toBe(200);
  });

  it('hydrates every public page in Chromium without a mismatch, in both themes, and the page then works', async () => {
    const pages = await publicPages();
    for (const theme of ['light', 'dark'] as const) {
      const { page, close } = await openPage(browser, { theme, width: 375, allowConsole: [httpStatus(404)] });
      for (const p of pages) {
        await page.goto(shop.url + p.path, { waitUntil: 'networkidle' });
        expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
      }
      // Hydrated: the client router and the query cache run the page (a search changes the address).
      await page.goto(`${shop.url}/service`, { waitUntil: 'networkidle' });
      await page.getByTestId('product-search').fill('t480');
      await page.waitForURL(/q=t480/);
      await close();
    }
  });

  it('publishes a sitemap of the public pages, every guide and every laptop page, named in robots.txt', async () => {
    const [{ html: sitemap, headers }, { html: robots }, blogs] = await Promise.all([
      get('/sitemap.xml'),
      get('/robots.txt'),
      api<Blog[]>('/blogs'),
    ]);
    expect(headers.get('content-type')).toContain('application/xml');
    for (const path of ['/service', '/blogs', `/detailsblogs/${blogs[0]!._id}`]) expect(sitemap).toContain(`${shop.url}${path}</loc>`);
    expect(sitemap.match(/\/laptops\//g)!.length).toBeGreaterThanOrEqual(30);
    expect(robots).toContain(`Sitemap: ${shop.url}/sitemap.xml`);
    expect(robots).toContain('Disallow: /dashboard');
  });
});
