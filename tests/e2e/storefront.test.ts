import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PaymentConfig } from '../../src/shared/schemas/payment.js';
import type { Product } from '../../src/shared/schemas/product.js';
import type { Review } from '../../src/shared/schemas/review.js';
import { browser, httpStatus, hydrated, openPage, openSignedIn, shop, useShop } from './harness.js';

/** Home page, layout (navbar, theme, footer) and the 404 page, in a real browser. */
useShop();

const apiGet = async <T>(url: string): Promise<T> => (await shop.app.inject({ method: 'GET', url })).json() as T;

/** How many carousel slides are fully inside the carousel's visible box. */
const visibleSlides = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.best-sellers-swiper')!.getBoundingClientRect();
    return [...document.querySelectorAll('.best-sellers-swiper .swiper-slide')].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });

describe('home', () => {
  it('shows the hero, the last 6 products with Buy Now, 6 reviews with the count and the best sellers', async () => {
    const { page, close } = await openPage(browser);
    const products = await apiGet<Product[]>('/api/service');
    const reviews = await apiGet<Review[]>('/api/review');
    await page.goto(shop.url);

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/back to life/);
    const started = page.getByRole('link', { name: 'Get Started' });
    expect(await started.getAttribute('href')).toBe('/service');
    const heroImg = page.locator('img[src="/images/hero.svg"]');
    expect(await heroImg.getAttribute('alt')).toBeTruthy();

    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    const buy = page.getByRole('link', { name: 'Buy Now' });
    expect(await buy.count()).toBe(6);
    const hrefs = await buy.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(products.slice(0, 6).map((p) => `/details/${p._id}`));
    expect(await cards.first().textContent()).toContain(products[0]!.name);
    expect(await cards.first().getByTestId('product-price').textContent()).toMatch(/^\$\d/);

    await expect(page.getByRole('heading', { name: 'Our Happy Customer' }).isVisible()).resolves.toBe(true);
    await page.getByTestId('review-card').first().waitFor();
    expect(await page.getByTestId('review-card').count()).toBe(6);
    expect(await page.getByTestId('review-count').textContent()).toContain(String(reviews.length));
    expect(await page.getByTestId('review-card').first().textContent()).toContain(reviews[0]!.Name);

    // The carousel's code loads as its section nears the screen.
    await page.getByTestId('best-sellers').scrollIntoViewIfNeeded();
    await page.getByTestId('best-seller').first().waitFor();
    expect(await page.getByTestId('best-seller').count()).toBe(5);
    await expect(page.getByRole('heading', { name: 'Best Selling Product' }).isVisible()).resolves.toBe(true);

    // Every image has alt text and its size; images below the fold load lazily.
    const imgs = await page
      .locator('main img')
      .evaluateAll((els) => els.map((e) => ({ alt: e.getAttribute('alt'), w: e.getAttribute('width'), h: e.getAttribute('height') })));
    expect(imgs.filter((i) => !i.alt || !i.w || !i.h)).toEqual([]);
    expect(await page.locator('[data-testid=review-card] img[loading=lazy]').count()).toBe(6);

    await page.goto(`${shop.url}/home`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').count()).toBe(6);
    await close();
  });

  it('counts the four business-history counters up to their targets once scrolled into view', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(shop.url);
    const values = page.getByTestId('counter-value');
    await values.first().waitFor();
    expect(await values.allTextContents()).toEqual(['0', '0', '0', '0']);
    await page.getByRole('heading', { name: 'Our Business History' }).scrollIntoViewIfNeeded();
    await values.last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    const midway = Number(await values.last().textContent());
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1658);
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid=counter-value]')].map((e) => e.textContent).join(',') === '70,766,576,1658',
      undefined,
      { timeout: 8000 },
    );
    const names = await page.getByTestId('counter-card').locator('h3').allTextContents();
    expect(names).toEqual(['All Services Countrys', 'Top Project', 'Clients Happyness', 'Customer Feedback']);
    await close();
  });

  it('shows 1, 2 and 3 best-seller slides at 375, 800 and 1200 px', async () => {
    const { page, close } = await openPage(browser, { width: 375 });
    await page.goto(shop.url);
    await page.getByTestId('best-sellers').scrollIntoViewIfNeeded();
    await page.locator('.best-sellers-swiper.swiper-initialized').waitFor();
    for (const [width, expected] of [
      [375, 1],
      [800, 2],
      [1200, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('best-sellers').scrollIntoViewIfNeeded();
      await page.waitForFunction((n) => {
        const box = document.querySelector('.best-sellers-swiper')!.getBoundingClientRect();
        const slide = document.querySelector('.best-sellers-swiper .swiper-slide')!.getBoundingClientRect();
        return Math.abs(slide.width * n + 24 * (n - 1) - box.width) < 2;
      }, expected);
      expect(await visibleSlides(page), `at ${width} px`).toBe(expected);
    }
    // The arrows move the carousel (keyboard-usable buttons).
    await page.getByTestId('carousel-next').click();
    await page.waitForFunction(() =>
      document.querySelector('.best-sellers-swiper .swiper-slide-active')?.getAttribute('aria-label')?.startsWith('2 of'),
    );
    await close();
  });

  it('sends a Contact Us message that the shop stores, and shows the form errors', async () => {
    // The stubbed 429 is logged by the browser.
    const { page, close } = await openPage(browser, { width: 375, allowConsole: [httpStatus(429)] });
    await page.goto(shop.url);
    // The form's code loads as its section nears the screen.
    await page.getByTestId('contact').scrollIntoViewIfNeeded();
    const form = page.getByTestId('contact-form');
    await form.waitFor();
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('E-mail must be an e-mail address, for example name@example.com').waitFor();
    await form.getByText('Subject is required').waitFor();
    await form.getByLabel('Email').fill('buyer@example.com');
    await form.getByLabel('Subject').fill('Does the T480 battery fit a T470?');
    await form.getByLabel('Message').fill('I have a ThinkPad T470 with the rear battery; which one do I need?');
    // The server's refusal (here the rate limit) is shown with its message, and the text is kept.
    await page.route(/\/api\/contact$/, (route) =>
      route.fulfill({ status: 429, json: { message: 'Too many attempts. Please wait a moment and try again.' } }),
    );
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByTestId('contact-error').getByText('Too many attempts').waitFor();
    expect(await form.getByLabel('Subject').inputValue()).toBe('Does the T480 battery fit a T470?');
    await page.unroute(/\/api\/contact$/);
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message was sent').waitFor();
    expect(await form.getByTestId('contact-error').count()).toBe(0);
    const stored = await shop.app.services.content.listContacts();
    expect(stored.find((m) => m.subject === 'Does the T480 battery fit a T470?')).toMatchObject({ email: 'buyer@example.com' });
    expect(await form.getByLabel('Subject').inputValue()).toBe('');
    await close();
  });
});

describe('layout', () => {
  it('keeps the theme across a reload, applied before the app starts', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(shop.url);
    await hydrated(page, 'theme-toggle');
    await page.getByTestId('theme-toggle').click();
    const html = page.locator('html');
    await expect.poll(() => html.getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    expect(await html.getAttribute('data-theme')).toBe('dark');
    await page.getByTestId('theme-toggle').waitFor();
    expect(await page.getByTestId('theme-toggle').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('theme-toggle').click();
    await page.reload();
    expect(await html.getAttribute('data-theme')).toBe('light');
    await close();
  });

  it('fixes the navbar after 200 px of scrolling, with Home, Service, Blogs and Login', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(shop.url);
    const bar = page.getByTestId('navbar');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Service', 'Blogs']) await nav.getByRole('link', { name }).waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    await bar.getByRole('link', { name: 'Login' }).waitFor();
    await page.getByTestId('product-card').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForTimeout(100);
    expect(await bar.getAttribute('data-fixed')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.waitForFunction(() => document.querySelector('[data-testid=navbar]')?.getAttribute('data-fixed') === 'true');
    expect(await bar.evaluate((e) => getComputedStyle(e).position)).toBe('fixed');
    expect((await bar.boundingBox())!.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('[data-testid=navbar]')?.getAttribute('data-fixed') === 'false');
    await close();
  });

  it('opens the small-screen menu with the keyboard and closes it with Escape', async () => {
    const { page, close } = await openPage(browser, { width: 360 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto(`${shop.url}/service`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await overflow(), 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0);
    await hydrated(page, 'mobile-menu-button');
    const button = page.getByTestId('mobile-menu-button');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Blogs' }).waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('mobile-menu-button');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Blogs');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${shop.url}/blogs`);
    await menu.waitFor({ state: 'detached' });
    await page.getByTestId('blog-card').first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(shop.url);
    await page.getByTestId('review-card').first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await close();
  });

  it('shows Dashboard and the avatar menu (Profile, Settings, Sign Out) when signed in', async () => {
    const { page, close } = await openSignedIn();
    await page.goto(`${shop.url}/blogs`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.getByTestId('avatar-button').click();
    for (const name of ['Profile', 'Settings']) await page.getByRole('link', { name }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByTestId('navbar').getByRole('link', { name: 'Login' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await close();
  });

  it('shows "Test mode: no real charges" on every page while the test gateway runs, in both themes and at 375 px', async () => {
    expect((await apiGet<PaymentConfig>('/api/payments/config')).mode).toBe('test');
    for (const theme of ['light', 'dark'] as const) {
      const { page, close } = await openPage(browser, { width: 375, theme });
      for (const path of ['/', '/service', '/blogs', '/login', '/no/such/page']) {
        await page.goto(`${shop.url}${path}`);
        const banner = page.getByRole('status').filter({ hasText: 'Test mode: no real charges' });
        await banner.waitFor();
        expect(await banner.isVisible(), `${path} in ${theme}`).toBe(true);
        const box = (await banner.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= 375, `${path} in ${theme}: inside the screen`).toBe(true);
        // Its text stands out from its background (daisyUI's warning colours of the theme).
        const { color, background } = await banner.evaluate((e) => ({
          color: getComputedStyle(e).color,
          background: getComputedStyle(e).backgroundColor,
        }));
        expect(color, `${path} in ${theme}`).not.toBe(background);
        expect(background, `${path} in ${theme}`).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^transparent$/);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await close();
    }
  });

  it('has the footer links and the copyright years', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${shop.url}/blogs`);
    const footer = page.getByTestId('footer');
    expect(await footer.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/signup');
    expect(await footer.getByRole('link', { name: 'Developer' }).getAttribute('href')).toBe('/fotfolio');
    const text = await footer.textContent();
    for (const s of ['Book Store', 'Courses', 'Admission Help', 'Job Preparation', 'About us', 'Blogs', 'Privacy policy'])
      expect(text).toContain(s);
    expect(text).toContain(`2022 - ${new Date().getFullYear()}`);
    await footer.getByRole('link', { name: 'Developer' }).click();
    await page.getByRole('heading', { name: 'Alex Morgan' }).waitFor();
    await close();
  });

  it('shows 404 with a link home for an unknown path', async () => {
    const { page, close } = await openPage(browser, { width: 375 });
    await page.goto(`${shop.url}/no/such/page`);
    await page.getByRole('heading', { name: /Page not found/ }).waitFor();
    expect(await page.locator('main').textContent()).toContain('404');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`${shop.url}/`);
    await page.getByTestId('product-card').first().waitFor();
    await close();
  });

  it('does not shift the layout while the home and service pages load and hydrate', async () => {
    for (const path of ['/', '/service']) {
      const { page, close } = await openPage(browser);
      // The server sends the page with its data; hydration and late images must not move it.
      await page.goto(`${shop.url}${path}`, { waitUntil: 'networkidle' });
      await page.getByTestId('product-card').first().waitFor();
      await page.waitForTimeout(500);
      const cls = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let sum = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
                if (!e.hadRecentInput) sum += e.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(sum), 100);
          }),
      );
      expect(cls, `layout shift on ${path}`).toBeLessThan(0.05);
      await close();
    }
  });
});
