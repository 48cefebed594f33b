import { expect, it } from 'vitest';
import { browser, openPage, shop, useShop } from './harness.js';

useShop();

it('serves the storefront from the same server as the API', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(shop.url);
  await expect(page.getByRole('link', { name: 'PartsHub' }).first()).toBeTruthy();
  await page.getByTestId('navbar').waitFor();
  await close();
});
