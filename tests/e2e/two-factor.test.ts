/**
 * Two-factor sign-in and passkeys in the browser (issue 29). This file's shop requires a second
 * factor of staff, as deployed (STAFF_2FA's default); the other browser tests' shops leave it optional.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.js';
import { cookieOf, uniqueEmail, withToken } from '../setup/app.js';
import { drainOutbox, mailsTo } from '../setup/outbox.js';
import { enableTwoFactor, totpCode } from '../setup/two-factor.js';
import { ADMIN, browser, createAccount, httpStatus, loginAs, openPage, shop, startShop, useShop } from './harness.js';

useShop(() => startShop({ STAFF_2FA: 'required' }));

const PASSWORD = 'packing-123';

/** The app's current code for the setup key the page showed (spaces between its groups). */
const codeFor = (setupKey: string) => totpCode(`otpauth://totp/PartsHub:x?secret=${setupKey.replace(/\s+/g, '')}`);

/** The owner's bearer token: under STAFF_2FA=required the Staff routes open only once it has a second factor. */
async function ownerToken(): Promise<string> {
  const signedIn = await shop.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: shop.url }, payload: ADMIN });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const session = await withToken(shop.app, ADMIN.email, cookieOf(signedIn));
  return (await enableTwoFactor(shop.app, session, ADMIN.password, shop.url)).session.token;
}

/** Invites `email` as a packer (fulfilment) and answers the link the e-mail holds. */
async function invitePacker(email: string): Promise<string> {
  const invited = await shop.app.inject({
    method: 'POST',
    url: '/api/admin/staff/invitations',
    headers: { authorization: `Bearer ${await ownerToken()}` },
    payload: { email, roles: ['fulfilment'] },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  await drainOutbox(shop.app);
  return /https?:\/\/\S+\/staff\/invitations\/[\w-]+/.exec(mailsTo(shop.dataDir, email).at(-1)!.raw)![0];
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const menuLinks = (page: Page) => menu(page).getByRole('link').allInnerTexts();

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByTestId('navbar').getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
}

/** Up to the code: the e-mail and password on /login. */
async function passwordStep(page: Page, email: string) {
  await page.goto(`${shop.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: /^login$/i }).click();
}

/** My Profile's setup: password, the setup key read from the page, the app's code; answers the backup codes shown. */
async function turnOnTwoFactor(page: Page): Promise<{ setupKey: string; backupCodes: string[] }> {
  const part = page.getByTestId('two-factor-settings');
  await part.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await part.getByLabel('Your password').fill(PASSWORD);
  await part.getByRole('button', { name: 'Continue' }).click();
  await part.getByRole('img', { name: /QR code to scan with your authenticator app/ }).waitFor();
  const setupKey = await part.getByTestId('totp-secret').innerText();
  await part.getByLabel('Code from the app').fill('123 45');
  await part.getByRole('button', { name: 'Turn on' }).click();
  await part.getByText('Enter the 6 digits the app shows now.').waitFor();
  await part.getByLabel('Code from the app').fill(await codeFor(setupKey));
  await part.getByRole('button', { name: 'Turn on' }).click();
  const codes = part.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect.poll(() => codes.count()).toBe(10);
  await part.getByText('Two-factor sign-in is on. Your other sessions were signed out.', { exact: false }).waitFor();
  return { setupKey, backupCodes: await codes.allInnerTexts() };
}

describe('two-factor sign-in required of staff', () => {
  it('an invited packer is sent to set it up, then sees only their screens and signs in with the code', async () => {
    const email = uniqueEmail('packer');
    const link = await invitePacker(email);
    const { page, close } = await openPage(browser, { allowConsole: [httpStatus(401)] });
    await page.goto(link);
    await page.getByLabel('Your name').fill('Pat Packer');
    await page.getByLabel('Choose a password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Join the staff' }).click();

    // Sent to My Profile's two-factor part before anything else; no staff entry in the menu yet.
    await page.waitForURL((u) => u.pathname === '/dashboard/profile' && u.hash === '#two-factor');
    await page.getByTestId('two-factor-required').getByText('Your role (fulfilment) needs two-factor sign-in.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('two-factor-settings');
    expect(await menuLinks(page)).not.toContain('Manage Order');
    // A staff page sends it back here too.
    await page.goto(`${shop.url}/dashboard/manageorder`);
    await page.waitForURL((u) => u.pathname === '/dashboard/profile' && u.hash === '#two-factor');

    const { setupKey, backupCodes } = await turnOnTwoFactor(page);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByTestId('two-factor-settings').getByText('On', { exact: true }).waitFor();
    expect(await page.getByTestId('two-factor-required').count()).toBe(0);
    // Their screens only: Manage Order and Returns; no Staff, Products or All User.
    await expect.poll(() => menuLinks(page)).toContain('Manage Order');
    const links = await menuLinks(page);
    expect(links).toContain('Returns');
    for (const other of ['Staff', 'Products', 'Add Product', 'All User']) expect(links).not.toContain(other);

    // The next sign-in asks for the code: a wrong one is said in words, the app's signs in.
    await signOut(page);
    await passwordStep(page, email);
    const code = page.getByLabel('Enter the 6-digit code from your authenticator app');
    await code.waitFor();
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.getByText('That code is not right.', { exact: false }).waitFor();
    await code.fill(await codeFor(setupKey));
    await page.getByLabel('Trust this device for 30 days').check();
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto(`${shop.url}/dashboard`);
    await page.waitForURL((u) => u.pathname === '/dashboard/manageorder');
    await page.getByText(messages.manageOrdersHeading, { exact: true }).waitFor();
    // This browser is trusted now: My Profile says so, and the next sign-in skips the code.
    await page.goto(`${shop.url}/dashboard/profile`);
    await page
      .getByTestId('trusted-devices')
      .getByText(/One device skips the code until/)
      .waitFor();
    await signOut(page);
    await passwordStep(page, email);
    await page.waitForURL((u) => u.pathname === '/');

    // Another browser (not trusted) signs in with a backup code instead.
    const other = await openPage(browser, { allowConsole: [httpStatus(401)] });
    await passwordStep(other.page, email);
    await other.page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await other.page.getByLabel('Backup code').fill(backupCodes[0]!);
    await other.page.getByRole('button', { name: 'Verify and log in' }).click();
    await other.page.waitForURL((u) => u.pathname === '/');
    await other.close();
    await close();
  });
});

describe('passkeys', () => {
  it('a customer adds a passkey on My Profile, then signs in with it from /login', async () => {
    const account = await createAccount(shop, uniqueEmail('passkey'), PASSWORD, 'Kay Passkey');
    const { page, close } = await openPage(browser);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    await loginAs(page, shop.url, account.email, account.password);
    await page.goto(`${shop.url}/dashboard/profile`);
    const part = page.getByTestId('passkey-settings');
    await part.getByText('No passkey yet.').waitFor();
    await part.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    expect(await dialog.getByLabel('Name').inputValue()).toMatch(/Chrome on Linux/);
    await dialog.getByLabel('Name').fill('Work laptop');
    await dialog.getByRole('button', { name: 'Add passkey' }).click();
    await part.getByTestId('passkey-row').filter({ hasText: 'Work laptop' }).waitFor();

    await signOut(page);
    await page.goto(`${shop.url}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await page.goto(`${shop.url}/dashboard/profile`);
    await page.getByTestId('profile-card').getByRole('heading', { name: 'Kay Passkey' }).waitFor();

    // Rename, then remove after the question.
    await part.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Work laptop' });
    await rename.getByLabel('Name').fill('Home laptop');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await part.getByTestId('passkey-row').filter({ hasText: 'Home laptop' }).waitFor();
    await part.getByRole('button', { name: 'Remove' }).click();
    const question = page.getByRole('dialog', { name: 'Remove Home laptop?' });
    await question.getByRole('button', { name: 'Remove passkey' }).click();
    await part.getByText('No passkey yet.').waitFor();
    await close();
  });
});
