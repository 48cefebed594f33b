import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../src/server/db/embedded.js';
import { messages } from '../../src/shared/messages.js';
import { GOOGLE_TEST_USER, startOidcServer, type OidcServer } from '../setup/oidc-server.js';
import { browser, openPage, shop, startShop, useShop } from './harness.js';

let oidc: OidcServer;
// The identity provider must know the shop's callback address before the shop starts.
useShop(async () => {
  const port = await freePort();
  oidc = await startOidcServer({ redirectUri: `http://localhost:${port}/api/auth/callback/google` });
  const started = await startShop(
    { GOOGLE_ISSUER: oidc.issuer, GOOGLE_CLIENT_ID: oidc.clientId, GOOGLE_CLIENT_SECRET: oidc.clientSecret },
    { port },
  );
  expect(started.url).toBe(`http://localhost:${port}`);
  return started;
});
afterAll(async () => {
  await oidc?.close();
});

it('Google sign-in ends signed in on /', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(`${shop.url}/login`);
  await page.getByRole('button', { name: messages.continueWithGoogle }).click();
  await page.waitForURL((u) => u.origin === shop.url && u.pathname === '/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByText(GOOGLE_TEST_USER.email).waitFor();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  await close();
});
