import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/schemas/product.js';
import { ADMIN, openSignedIn, screenshot, shop, useShop } from './harness.js';

useShop();
let productIds: string[];
beforeAll(async () => {
  const list = (await shop.app.inject({ method: 'GET', url: '/api/service' })).json() as Product[];
  productIds = list.map((p) => p._id);
  // Something to show on My Order, Manage Order and Messages.
  const contact = await shop.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { email: 'visitor@example.com', subject: 'Battery for X1 Carbon?', message: 'Is the 6th gen battery in stock?' },
  });
  expect(contact.statusCode).toBe(201);
});

/** Places an order with the page's own token, the way the app's API client does. */
async function placeOrder(page: Page, productId: string) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { authorization: `Bearer ${token}` },
    payload: { userId: productId, number: '+1 555 010 2030', quantity: 1 },
  });
  expect(res.statusCode).toBe(201);
}

/** Loading placeholders gone, images in, and back at the top of the page. */
async function settled(page: Page) {
  await page.locator('[aria-busy="true"], [role="status"] .loading').first().waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  // A fresh load restores the tab's last scroll position; screenshots start at the top.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(150);
}

/** What the screen shows (fixed layers: the modal, the drawer), once their transition ended. */
async function viewportShot(page: Page, name: string) {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

/** Each page, and the screen its browser tab names (the admin's /dashboard is Overview). */
const pages = [
  ['my-orders', '/dashboard', 'Overview'],
  ['add-review', '/dashboard/review', 'Add Review'],
  ['my-profile', '/dashboard/profile', 'My Profile'],
  ['all-users', '/dashboard/users', 'All User'],
  ['add-product', '/dashboard/addproduct', 'Add Product'],
  ['manage-orders', '/dashboard/manageorder', 'Manage Order'],
  ['messages', '/dashboard/messages', 'Messages'],
] as const;

async function shootDashboard(page: Page, suffix: string, which: readonly (readonly [string, string, string])[] = pages) {
  for (const [name, path, title] of which) {
    await page.goto(`${shop.url}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe(`${title} — Dashboard — PartsHub`);
    await settled(page);
    await screenshot(page, `dashboard-${name}-${suffix}`);
  }
}

describe('screens', () => {
  it('every dashboard page, the product page and the order modal at 375 and 1280 px', async () => {
    const customer = await openSignedIn();
    await placeOrder(customer.page, productIds[0]!);
    await customer.close();

    for (const width of [375, 1280]) {
      const { page, close } = await openSignedIn({ as: ADMIN, width });
      await placeOrder(page, productIds[2]!);
      await shootDashboard(page, String(width));

      await page.goto(`${shop.url}/details/${productIds[0]}`);
      await page.getByRole('button', { name: 'Order Now' }).waitFor();
      await settled(page);
      await screenshot(page, `product-detail-admin-${width}`);
      await page.getByRole('button', { name: 'Order Now' }).click();
      await page.getByRole('dialog').getByLabel('Phone').waitFor();
      await viewportShot(page, `order-modal-${width}`);

      if (width === 375) {
        await page.goto(`${shop.url}/dashboard`);
        await page.getByRole('button', { name: 'Dashboard menu' }).click();
        await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'All User' }).waitFor();
        await viewportShot(page, 'dashboard-menu-open-375');
        await page.keyboard.press('Escape');
        await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'All User' }).waitFor({
          state: 'hidden',
        });
      }
      await close();
    }
  });

  it('the dashboard in the dark theme', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN, theme: 'dark' });
    await shootDashboard(page, 'dark-1280', [pages[0], pages[2], pages[4]]);
    await page.goto(`${shop.url}/details/${productIds[0]}`);
    await page.getByRole('button', { name: 'Order Now' }).click();
    await page.getByRole('dialog').getByLabel('Phone').waitFor();
    await viewportShot(page, 'order-modal-dark-1280');
    await close();
  });
});
