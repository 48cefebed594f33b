import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { Blog } from '../../src/shared/schemas/blog.js';
import { browser, openPage, screenshot, shop, useShop } from './harness.js';
import { loadNearScreenSections } from './page-checks.js';

/**
 * Screenshots of every public page at 375 and 1280 px (test-results/screenshots/), for people to
 * look at, plus checks a screenshot alone would not catch: no sideways scrolling, no broken image.
 */
useShop();
let blogId: string;
beforeAll(async () => {
  blogId = ((await shop.app.inject({ method: 'GET', url: '/api/blogs' })).json() as Blog[])[0]!._id;
  for (const [name, description] of [
    ['Priya', 'Worked first time on my T480. The tip about disabling the built-in battery in the BIOS first is gold.'],
    ['Jonas', 'Clear and short. I would add a photo of the connector, but otherwise perfect.'],
  ]) {
    const comment = await shop.app.inject({ method: 'POST', url: '/api/blogReview', payload: { blogId, name, description } });
    expect(comment.statusCode).toBe(201);
  }
});

const pages = (): [string, string][] => [
  ['home', '/'],
  ['service', '/service'],
  ['service-search', '/service?q=T480'],
  ['blogs', '/blogs'],
  ['blog-detail', `/detailsblogs/${blogId}`],
  ['portfolio', '/fotfolio'],
  ['not-found', '/no-such-page'],
  ['login', '/login'],
  ['signup', '/signup'],
];

/** Scrolls to the bottom and back so lazy images load, then waits for every image to be decoded. */
async function settle(page: Page) {
  await loadNearScreenSections(page);
  await page.waitForFunction(
    () => !document.querySelector('[data-testid=full-page-spinner], [aria-busy=true]') && document.querySelector('main h1'),
  );
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    // Lazy images in slides the carousel hides never load; give up on them after a moment.
    const loaded = (img: HTMLImageElement) => (img.complete ? null : img.decode().catch(() => null));
    await Promise.race([Promise.all([...document.images].map(loaded)), new Promise((r) => setTimeout(r, 1500))]);
  });
  await page.waitForTimeout(150);
}

it.each([375, 1280])('renders every public page cleanly at %i px', async (width) => {
  const { page, close } = await openPage(browser, { width });
  // Reduced motion shows the counters at their final value, so the screenshot shows real numbers.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [name, path] of pages()) {
    await page.goto(`${shop.url}${path}`);
    await settle(page);
    const layout = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      broken: [...document.images].filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
    }));
    expect(layout.overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    expect(layout.broken, `${name} broken images`).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
  // The home page in the dark theme too.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto(shop.url);
  await settle(page);
  await screenshot(page, `home-dark-${width}`);
  await close();
});
