import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage, startShop, type Shop } from './harness.js';

let shop: Shop;
let browser: Browser;
beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

it('serves the storefront from the same server as the API', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(shop.url);
  await expect(page.getByRole('link', { name: 'PartsHub' }).first()).toBeTruthy();
  await page.getByTestId('navbar').waitFor();
  await close();
});
