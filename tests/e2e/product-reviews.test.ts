import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/schemas/product.js';
import type { ProductReview } from '../../src/shared/schemas/product-review.js';
import { expectMail, waitForMail } from '../setup/outbox.js';
import { uniqueEmail } from '../setup/app.js';
import { ADMIN, call, openSignedIn, screenshot, shop, useShop } from './harness.js';
import { shopApi, type Account } from './order-workflow-api.js';
import { overflow, seriousViolations } from './page-checks.js';

/*
 * Issue 18 in the browser: a customer with a delivered order reviews the part from My Order and
 * sees it on the product page with its stars and the average; another buyer's review is marked
 * helpful; the admin hides the first review and it leaves the product page. A shopper asks to be
 * told when a sold-out part is back; the admin adds stock and the e-mail goes out.
 */

useShop();
const SHOTS = 'test-results/screenshots';

let api: ReturnType<typeof shopApi>;
let admin: Record<string, string>;
/** Reviews from My Order (4 stars); the admin hides it later. */
let customer: Account;
/** Another buyer, whose 5-star review is written through the API. */
let other: Account;
let fan: Product;
let soldOut: Product;
const TITLE = 'Fits my T480 and runs quiet';
const OTHER_TITLE = 'Exactly the original part';

/** An order of one unit, paid with the test card, shipped and delivered. */
async function deliveredOrder(who: Account, productId: string) {
  const orderId = await api.placeOrder(who, productId);
  await api.pay(who, orderId);
  await call('PATCH', `/api/order/${orderId}/status`, admin, { status: 'shipped', trackingNumber: `1Z${Date.now().toString(36)}` });
  await call('PATCH', `/api/order/${orderId}/status`, admin, { status: 'delivered' });
}

beforeAll(async () => {
  api = shopApi(shop);
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const stamp = Date.now().toString(36);
  fan = await api.newProduct(`Review cooling fan ${stamp}`, 50, 24.5);
  soldOut = await api.newProduct(`Restock NVMe SSD ${stamp}`, 0, 89);
  customer = await api.customer(uniqueEmail('reviewer'));
  other = await api.customer(uniqueEmail('reviewer'));
  await deliveredOrder(customer, fan._id);
  await deliveredOrder(other, fan._id);
  await call<ProductReview>('POST', `/api/service/${fan._id}/reviews`, other.headers, {
    rating: 5,
    title: OTHER_TITLE,
    body: 'Same FRU as the one that came out.',
  });
});

const productPage = (page: Page, id: string) => page.goto(`${shop.url}/details/${id}`);
const reviewTitled = (page: Page, title: string) => page.getByTestId('product-review').filter({ hasText: title });
const adminReview = (page: Page) => page.getByTestId('admin-review').filter({ hasText: customer.email });

/** The product page's structured data, as a search engine reads it. */
async function jsonLd(page: Page) {
  return JSON.parse((await page.getByTestId('product-json-ld').textContent()) ?? '{}') as {
    aggregateRating?: { ratingValue: number; reviewCount: number };
    offers: { availability: string; priceCurrency: string };
  };
}

describe('a review, from My Order to the product page', () => {
  it('lets a customer with a delivered order review the part from My Order', async () => {
    const { page, close } = await openSignedIn({ as: customer });
    await page.goto(`${shop.url}/dashboard`);
    const order = page.getByTestId('my-order').filter({ hasText: fan.name });
    await expect.poll(() => order.getAttribute('data-status')).toBe('delivered');
    await order.getByRole('button', { name: `Review this part: ${fan.name}` }).click();

    const dialog = page.getByRole('dialog');
    const form = dialog.getByTestId('review-form');
    // The dialog opens on its first field (the stars), not on the backdrop's hidden Close.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent))
      .toBe('1 star');
    await form.getByRole('button', { name: 'Post your review' }).click();
    await form.getByText('Choose from 1 to 5 stars.').waitFor();
    await form.getByText('Title is required').waitFor();

    await form.getByRole('radio', { name: '4 stars' }).check();
    expect(await form.getByTestId('star-input-words').innerText()).toBe('4 of 5 · Very good');
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Your review (optional)').fill('Swapped it in ten minutes.\nThe fan curve is quieter than the old one.');
    await form.getByText(/^69 of 2000 characters/).waitFor();
    await form.getByRole('button', { name: 'Post your review' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Thanks! Your review is on the product page.').waitFor();

    // Opened again, the dialog edits the review it wrote.
    await order.getByRole('button', { name: `Review this part: ${fan.name}` }).click();
    expect(await form.getByLabel('Title').inputValue()).toBe(TITLE);
    expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await close();
  });

  it('shows it on the product page with its stars, the average and the bars, and marks the other review helpful', async () => {
    const { page, close } = await openSignedIn({ as: customer });
    await productPage(page, fan._id);
    const mine = reviewTitled(page, TITLE);
    await mine.waitFor();
    expect(await mine.getByTestId('review-stars').getAttribute('aria-label')).toBe('Rated 4 out of 5');
    expect(await mine.getByTestId('review-author').innerText()).toBe('Test S.');
    expect(await mine.innerText()).toContain('Verified purchase');
    expect(await mine.innerText()).toContain('Your review');

    const section = page.getByTestId('product-reviews');
    expect(await section.getByTestId('review-average').innerText()).toBe('4.5');
    expect(await section.getByTestId('review-average-stars').getAttribute('aria-label')).toBe('Rated 4.5 out of 5, 2 reviews');
    expect(await section.getByTestId('review-histogram').locator('[data-stars="5"]').innerText()).toMatch(/^5 stars\s*1\s*review$/);
    expect(await page.getByTestId('product-rating').getByRole('img').getAttribute('aria-label')).toBe('Rated 4.5 out of 5, 2 reviews');
    await section.getByRole('button', { name: 'Edit your review' }).waitFor();

    const ld = await jsonLd(page);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/InStock', priceCurrency: 'USD' });

    await section.getByLabel('Sort by').selectOption('rating');
    await expect.poll(() => section.getByTestId('review-title').first().innerText()).toBe(TITLE);

    const helpful = reviewTitled(page, OTHER_TITLE).getByTestId('review-helpful');
    expect(await helpful.getAttribute('aria-pressed')).toBe('false');
    await reviewTitled(page, OTHER_TITLE)
      .getByRole('button', { name: `Helpful (0): ${OTHER_TITLE}` })
      .click();
    await expect.poll(() => helpful.getAttribute('aria-pressed')).toBe('true');
    await reviewTitled(page, OTHER_TITLE)
      .getByRole('button', { name: `Helpful (1): ${OTHER_TITLE}` })
      .waitFor();
    await close();
  });
});

describe('moderation', () => {
  it('lets the admin hide the review on Product reviews, and it leaves the product page', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN });
    await page.goto(`${shop.url}/dashboard`);
    expect(Number(await page.getByTestId('new-reviews').innerText())).toBeGreaterThanOrEqual(2);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Product reviews' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/reviews');
    const card = adminReview(page);
    await expect.poll(() => card.getAttribute('data-hidden')).toBe('false');
    expect(await card.innerText()).toContain(fan.name);
    expect(await card.getByTestId('admin-review-title').innerText()).toBe(TITLE);

    await card.getByRole('button', { name: /^Hide/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Hide this review?' });
    await confirm.getByText(/The reviewer gets an e-mail/).waitFor();
    // The note for the reviewer is the dialog's first field, and goes into their e-mail.
    const note = confirm.getByLabel('Note for the reviewer (optional)');
    await expect.poll(() => note.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('It names a competitor.');
    await confirm.getByRole('button', { name: 'Hide', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => card.getAttribute('data-hidden')).toBe('true');
    await expectMail(
      shop.dataDir,
      customer.email,
      `Your review of ${fan.name} was hidden`,
      `We have hidden your review "${TITLE}"`,
      'It names a competitor.',
    );

    await page.getByLabel('Show', { exact: true }).selectOption('true');
    await page.waitForURL((u) => u.searchParams.get('hidden') === 'true');
    await card.waitFor();
    await page.getByLabel('Show', { exact: true }).selectOption('false');
    await page.waitForURL((u) => u.searchParams.get('hidden') === 'false');
    await expect.poll(() => card.count()).toBe(0);
    await close();

    const shopper = await openSignedIn({ as: customer });
    await productPage(shopper.page, fan._id);
    await reviewTitled(shopper.page, OTHER_TITLE).waitFor();
    expect(await reviewTitled(shopper.page, TITLE).count()).toBe(0);
    expect(await shopper.page.getByTestId('review-average').innerText()).toBe('5.0');
    await shopper.page.getByTestId('product-reviews').getByTestId('review-hidden-note').waitFor();
    await shopper.close();
  });
});

describe('back in stock', () => {
  it('tells a shopper who asked when the admin adds stock', async () => {
    const { page, close } = await openSignedIn({ as: customer });
    await productPage(page, soldOut._id);
    const alert = page.getByTestId('restock-alert');
    const toggle = alert.getByRole('button');
    await toggle.click();
    await expect.poll(() => alert.getAttribute('data-on')).toBe('true');
    await alert.getByText("You'll be told when it's back.").waitFor();
    await alert.getByRole('button', { name: "Stop telling me when it's back" }).waitFor();
    // The button stays where it was: the keyboard user's focus is still on it.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid=restock-alert]') !== null)).toBe(true);

    await page.reload();
    await expect.poll(() => alert.getAttribute('data-on')).toBe('true');
    expect((await jsonLd(page)).offers.availability).toBe('https://schema.org/OutOfStock');
    await close();

    const admins = await openSignedIn({ as: ADMIN });
    await admins.page.goto(`${shop.url}/dashboard`);
    const waiting = admins.page.getByTestId('restock-waiting').getByRole('listitem').filter({ hasText: soldOut.name });
    expect(await waiting.innerText()).toContain('1 waiting');
    expect(await waiting.getByRole('link').getAttribute('href')).toBe(`/dashboard/products/${soldOut._id}/edit`);
    await admins.close();

    await call('PUT', `/api/service/${soldOut._id}`, admin, { Quantity: 5 });
    const mail = await waitForMail(shop.dataDir, customer.email, `Back in stock: ${soldOut.name}`);
    expect(mail?.raw).toContain(`/details/${soldOut._id}`);
  });
});

const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[aria-busy=true], .skeleton, [data-testid=full-page-spinner]'));

describe('review screens', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      it(`the product's reviews and the admin's Product reviews at ${width} px (${theme}): nothing overflows, no serious axe violation`, async () => {
        const shopper = await openSignedIn({ as: other, width, theme, bypassCSP: true });
        await productPage(shopper.page, fan._id);
        await reviewTitled(shopper.page, OTHER_TITLE).waitFor();
        await settled(shopper.page);
        expect(await overflow(shopper.page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(shopper.page)).toEqual([]);
        mkdirSync(SHOTS, { recursive: true });
        await shopper.page.getByTestId('product-reviews').screenshot({ path: `${SHOTS}/product-reviews-${width}-${theme}.png` });
        await shopper.close();

        const { page, close } = await openSignedIn({ as: ADMIN, width, theme, bypassCSP: true });
        await page.goto(`${shop.url}/dashboard/reviews`);
        await expect.poll(() => page.getByTestId('admin-review').count()).toBeGreaterThanOrEqual(2);
        await settled(page);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `product-reviews-admin-${width}-${theme}`);
        await close();
      });
    }
  }
});
