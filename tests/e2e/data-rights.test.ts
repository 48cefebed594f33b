import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { authErrorText } from '../../src/shared/auth.js';
import type { DataExport } from '../../src/shared/schemas/data-rights.js';
import { US_ADDRESS } from '../setup/shop.js';
import { ADMIN, apiToken, createAccount, httpStatus, loginAs, openPage, openSignedIn, browser, shop, useShop } from './harness.js';

useShop();

describe('a customer’s data rights (issue 29)', () => {
  it('downloads their data, deletes their account, and cannot sign in again', async () => {
    // The wrong password's 403 and the sign-in refused at the end are logged by the browser.
    const { page, account, close } = await openSignedIn({ allowConsole: [httpStatus(403), httpStatus(401)] });
    const token = await apiToken(shop, account);
    const address = { ...US_ADDRESS, name: 'Robin Rights', line1: '7 Erasure Road' };
    const saved = await shop.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: { authorization: `Bearer ${token}` },
      payload: address,
    });
    expect(saved.statusCode, saved.body).toBe(201);

    await page.goto(`${shop.url}/dashboard/profile`);
    const yourData = page.getByTestId('your-data');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      yourData.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^partshub-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as DataExport;
    expect(data.account.email).toBe(account.email);
    expect(data.addresses).toEqual([expect.objectContaining({ name: 'Robin Rights', line1: '7 Erasure Road' })]);
    await page.getByText(`Your data was saved as ${download.suggestedFilename()}.`).waitFor();

    await yourData.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    // The dialog opens on its first choice.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('anonymise');
    await dialog.getByLabel('Delete them').check();
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('The password is not right.').waitFor();
    await dialog.getByLabel('Your password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL((u) => u.pathname === '/');
    await page.getByText('Your account is deleted. Thank you for shopping with PartsHub.').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.getByRole('link', { name: /login/i }).first().waitFor();

    await page.goto(`${shop.url}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: /^login$/i }).click();
    await page.getByText(authErrorText.INVALID_EMAIL_OR_PASSWORD!).waitFor();
    await close();
  });

  it('lets staff with users:write delete a customer’s account from All User', async () => {
    const customer = await createAccount(shop);
    const { page, close } = await openPage(browser);
    await loginAs(page, shop.url, ADMIN.email, ADMIN.password);
    await page.goto(`${shop.url}/dashboard/users`);
    const row = page.getByTestId('user-row').filter({ hasText: customer.email });
    const remove = row.getByRole('button', { name: /^Delete account/ });
    expect(await remove.textContent()).toBe(`Delete account: ${customer.email}`);
    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Delete the account of ${customer.email}?` });
    await dialog.getByLabel('Keep them, shown as by “a former customer”').check();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText(`The account of ${customer.email} was deleted.`, { exact: false }).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    // Nobody deletes their own account here: the owner's row has no such button.
    const own = page.getByTestId('user-row').filter({ hasText: ADMIN.email });
    expect(await own.getByRole('button', { name: /^Delete account/ }).count()).toBe(0);
    const signIn = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: shop.url },
      payload: { email: customer.email, password: customer.password },
    });
    expect(signIn.statusCode).toBe(401);
    await close();
  });
});
