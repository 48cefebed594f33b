import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Blog, BlogReview } from '../../src/shared/schemas/blog.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { browser, httpStatus, openPage, shop, useShop } from './harness.js';

/** /service search, /blogs and blog detail with its comments, in a real browser. */
useShop();
let products: Product[];
let blogs: Blog[];

beforeAll(async () => {
  products = (await shop.app.inject({ method: 'GET', url: '/api/service' })).json();
  blogs = (await shop.app.inject({ method: 'GET', url: '/api/blogs' })).json();
});

const cardNames = (page: Page) => page.getByTestId('product-card').locator('h3').allTextContents();
const sorted = (a: string[]) => [...a].sort();
/** /service shows 24 parts a page; the seed has a few more. */
const PAGE = 24;
const firstPage = () => Math.min(products.length, PAGE);
const cardCount = (page: Page, n: number) =>
  page.waitForFunction((count) => document.querySelectorAll('[data-testid=product-card]').length === count, n);

async function search(page: Page, text: string) {
  await page.getByLabel('Find Your Product').fill(text);
  // The server answers after a short typing pause; wait until the count line describes this query
  // (it only changes once that query's results are on screen).
  await page.waitForFunction((q) => {
    const line = document.querySelector('[data-testid=result-count]')?.textContent ?? '';
    return q ? line.includes(`“${q}”`) : line !== '' && !line.includes('“');
  }, text);
}

describe('service', () => {
  it('lists every product and filters as you type by name, part number and laptop model', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${shop.url}/service`);
    await page.getByTestId('product-card').first().waitFor();
    expect(products.length).toBeGreaterThan(PAGE);
    expect(await page.getByTestId('product-card').count()).toBe(firstPage());
    expect(await page.getByTestId('result-count').textContent()).toBe(`Showing ${PAGE} of ${products.length} parts`);

    // Name, case-insensitive.
    await search(page, 'crucial');
    const byName = products.filter((p) => p.name.toLowerCase().includes('crucial')).map((p) => p.name);
    expect(byName.length).toBeGreaterThan(0);
    expect(sorted(await cardNames(page))).toEqual(sorted(byName));
    await search(page, 'CRUCIAL');
    expect(sorted(await cardNames(page))).toEqual(sorted(byName));

    // Part number.
    await search(page, 'ct16g4sfra32a');
    expect(await cardNames(page)).toEqual([products.find((p) => p.partNumber === 'CT16G4SFRA32A')!.name]);

    // Laptop model: every part that fits the ThinkPad T480, and only those.
    await search(page, 'T480');
    const fitsT480 = products.filter((p) => p.compatibleModels.some((m) => /t480/i.test(m)) || /t480/i.test(p.name)).map((p) => p.name);
    expect(fitsT480.length).toBeGreaterThan(3);
    expect(sorted(await cardNames(page))).toEqual(sorted(fitsT480));
    expect(page.url()).toContain('q=T480');

    // No match: a clear state with a way out.
    await search(page, 'zzz-no-such-part');
    await page.getByTestId('no-match').waitFor();
    expect(await page.getByTestId('product-card').count()).toBe(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await cardCount(page, firstPage());
    expect(await page.getByLabel('Find Your Product').inputValue()).toBe('');
    expect(page.url()).not.toContain('q=');

    // Typing then emptying the box shows everything again.
    await search(page, 'battery');
    expect(await page.getByTestId('product-card').count()).toBeLessThan(firstPage());
    await search(page, '');
    await cardCount(page, firstPage());
    await close();
  });

  it('restores a search from the address and works with the keyboard alone', async () => {
    const { page, close } = await openPage(browser, { width: 375 });
    await page.goto(`${shop.url}/service?q=01AV424`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').count()).toBe(1);
    await page.goto(`${shop.url}/service`);
    await page.getByTestId('product-card').first().waitFor();
    await page.keyboard.press('Tab');
    for (let i = 0; i < 15; i++) {
      if (await page.getByLabel('Find Your Product').evaluate((e) => e === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('xps 13');
    await page.waitForFunction(() => document.querySelector('[data-testid=result-count]')?.textContent?.includes('xps 13'));
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    // Past the filters (category, laptop model, sort, clear) to the first part's Buy Now.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    for (let i = 0; i < 6 && (await focusedText()) !== 'Buy Now'; i++) await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Buy Now');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid=product-card]')?.querySelector('h3')?.textContent)).toBe(
      names[0],
    );
    await close();
  });
});

describe('list states', () => {
  it('shows an error with a working retry, and an empty state, for the product and blog lists', async () => {
    // The stubbed 500 is logged by the browser.
    const { page, close } = await openPage(browser, { allowConsole: [httpStatus(500)] });
    let fail = true;
    await page.route(/\/api\/service(\?.*)?$/, (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } }) : route.continue(),
    );
    // The server renders /service with its parts; the browser fetches them on a navigation within the app.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto(`${shop.url}/fotfolio`, { waitUntil: 'networkidle' });
    await nav.getByRole('link', { name: 'Service' }).click();
    await page.getByRole('alert').getByText('We could not load the parts').waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('product-card').first().waitFor();

    await page.route(/\/api\/blogs$/, (route) => route.fulfill({ status: 200, json: [] }));
    await nav.getByRole('link', { name: 'Blogs' }).click();
    await page.getByText('No guides published yet').waitFor();
    await close();
  });
});

describe('blogs', () => {
  it('shows a grid of blog cards with images that lead to the blog detail', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${shop.url}/blogs`);
    const cards = page.getByTestId('blog-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(blogs.length);
    expect(await cards.locator('img').count()).toBe(blogs.length);
    await cards.nth(1).click();
    await page.waitForURL(`${shop.url}/detailsblogs/${blogs[1]!._id}`);
    await page.getByRole('heading', { level: 1, name: blogs[1]!.title }).waitFor();
    await close();
  });

  it('shows a blog post with its comments, and a new comment shows on that blog only', async () => {
    const [a, b] = blogs as [Blog, Blog];
    const seeded = await shop.app.inject({
      method: 'POST',
      url: '/api/blogReview',
      payload: { blogId: a._id, name: 'Priya', description: 'Worked first time on my T480, thanks!' },
    });
    expect(seeded.statusCode).toBe(201);

    const { page, close } = await openPage(browser, { width: 375 });
    await page.goto(`${shop.url}/detailsblogs/${a._id}`);
    const article = page.getByTestId('blog-article');
    await article.waitFor();
    const text = await article.textContent();
    expect(text).toContain(a.dec.slice(0, 60));
    expect(text).toContain(a.dec1.slice(0, 60));
    expect(await article.locator('img').getAttribute('alt')).toBeTruthy();
    expect(await page.getByTestId('share-links').getByRole('link').count()).toBeGreaterThanOrEqual(3);
    await page.getByTestId('blog-review').first().waitFor();
    expect(await page.getByTestId('blog-reviews').textContent()).toContain('Worked first time on my T480');

    // Validation: both fields required, description at most 350 characters with a live counter.
    const form = page.getByTestId('blog-review-form');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByText('Comment is required').waitFor();
    await form.getByLabel('Comment').fill('x'.repeat(351));
    expect(await form.getByTestId('description-count').textContent()).toContain('351/350');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await form.getByText('Comment must be at most 350 characters').waitFor();

    const mine = `The new battery fits perfectly ${Date.now()}`;
    await form.getByLabel('Name').fill('Jonas');
    await form.getByLabel('Comment').fill(mine);
    expect(await form.getByTestId('description-count').textContent()).toContain(`${mine.length}/350`);
    await form.getByRole('button', { name: 'Post comment' }).click();
    await page.getByTestId('blog-reviews').getByText(mine).waitFor();
    expect(await form.getByLabel('Comment').inputValue()).toBe('');

    await page.goto(`${shop.url}/detailsblogs/${b._id}`);
    await page.getByRole('heading', { level: 1, name: b.title }).waitFor();
    await page.getByText('No comments yet').waitFor();
    expect(await page.locator('main').textContent()).not.toContain(mine);
    const stored = (await shop.app.inject({ method: 'GET', url: `/api/blogReview?blogId=${a._id}` })).json() as BlogReview[];
    expect(stored.map((r) => r.description)).toContain(mine);
    await close();
  });

  it('explains a missing blog post', async () => {
    const { page, close } = await openPage(browser, { allowConsole: [httpStatus(404)] });
    await page.goto(`${shop.url}/detailsblogs/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'This guide does not exist' }).waitFor();
    await page.getByRole('link', { name: 'See all guides' }).waitFor();
    await close();
  });
});
