import { expect, it } from 'vitest';
import { browser, openPage, shop, useShop } from './harness.js';

useShop();

it('serves the storefront from the same server as the API', async () => {
  const { page, close } = await openPage(browser);
  const res = await page.goto(shop.url);
  expect(res?.status()).toBe(200);
  const home = page.getByRole('link', { name: 'PartsHub' }).first();
  await home.waitFor();
  expect(await home.getAttribute('href')).toBe('/');
  await page.getByTestId('navbar').waitFor();
  // The page's own origin answers the API too.
  expect(await page.evaluate(async () => (await fetch('/api/health')).json())).toEqual({ status: 'ok' });
  await close();
});
