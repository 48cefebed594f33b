import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authErrorText } from '../../src/shared/auth.js';
import { messages } from '../../src/shared/messages.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { drainOutbox, mailsTo } from '../setup/outbox.js';
import { uniqueEmail } from '../setup/app.js';
import {
  ADMIN,
  apiToken,
  browser,
  createAccount,
  httpStatus,
  loginAs,
  openPage,
  openSignedIn,
  screenshot,
  shop,
  useShop,
} from './harness.js';

useShop();

async function firstProductId(): Promise<string> {
  const res = await shop.app.inject({ method: 'GET', url: '/api/service' });
  return (res.json() as Product[])[0]!._id;
}

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();
const submitLogin = (page: Page) => page.getByRole('button', { name: /^login$/i }).click();

describe('sign up and log in', () => {
  it('signs up and lands on / with the token stored', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${shop.url}/signup`);
    await page.getByLabel('Name').fill('Ada Shopper');
    await page.getByLabel('Email').fill(uniqueEmail('signup'));
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await close();
  });

  it('shows every login message, and identity errors in words a shopper understands', async () => {
    // The wrong password's 401, the stubbed 429 and the aborted request are logged by the browser.
    const { page, close } = await openPage(browser, {
      allowConsole: [httpStatus(401), httpStatus(429), /ERR_INTERNET_DISCONNECTED|net::ERR_/],
    });
    const account = await createAccount(shop);
    await page.goto(`${shop.url}/login`);
    await submitLogin(page);
    await visible(page, messages.requiredEmail);
    await visible(page, messages.requiredPassword);

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await submitLogin(page);
    await visible(page, messages.invalidEmail);
    await visible(page, messages.shortPassword);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('wrong-password');
    await submitLogin(page);
    await visible(page, authErrorText.INVALID_EMAIL_OR_PASSWORD!);
    // Shown in the error colour, not the text colour (any computed colour is an rgb()/oklch() string).
    const color = await page.getByTestId('form-error').evaluate((el) => getComputedStyle(el).color);
    const text = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color);
    expect(color).not.toBe(text);

    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({ status: 429, json: { message: 'slow down', code: 'TOO_MANY_REQUESTS' } }),
    );
    await submitLogin(page);
    await visible(page, authErrorText.TOO_MANY_REQUESTS!);
    await page.unroute('**/api/auth/sign-in/email');
    await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
    await submitLogin(page);
    await visible(page, authErrorText.NETWORK!);

    await page.goto(`${shop.url}/login?error=access_denied`);
    await visible(page, authErrorText.POPUP_CLOSED!);
    expect(await page.getByRole('button', { name: messages.continueWithGoogle }).count()).toBe(0);
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await screenshot(page, 'auth-login-errors-1280');
    await close();
  });

  it('shows every signup message and the e-mail-in-use error', async () => {
    const { page, close } = await openPage(browser, { width: 375, height: 800, allowConsole: [httpStatus(422), httpStatus(400)] });
    const taken = await createAccount(shop);
    await page.goto(`${shop.url}/signup`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await visible(page, messages.requiredName);
    await visible(page, messages.requiredEmail);
    await visible(page, messages.signupShortPassword);
    await page.getByLabel('Email').fill('abc@');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await visible(page, messages.invalidEmail);
    await visible(page, messages.signupShortPassword);
    await screenshot(page, 'auth-signup-errors-375');

    await page.getByLabel('Name').fill('Second Person');
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await visible(page, authErrorText.USER_ALREADY_EXISTS!);
    await close();
  });

  it('sends a signed-out visitor from a product to /login and back after login', async () => {
    const { page, close } = await openPage(browser);
    const account = await createAccount(shop);
    const id = await firstProductId();
    await page.goto(`${shop.url}/details/${id}`);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/details/${id}`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await submitLogin(page);
    await page.waitForURL((u) => u.pathname === `/details/${id}`);
    await page.getByRole('button', { name: 'Order Now' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await close();
  });

  it('never follows a redirectTo that leaves the site', async () => {
    const { page, close } = await openPage(browser);
    const account = await createAccount(shop);
    await page.goto(`${shop.url}/login?redirectTo=${encodeURIComponent('//evil.example/x')}`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await submitLogin(page);
    await page.waitForURL((u) => u.pathname === '/');
    expect(new URL(page.url()).host).toBe(new URL(shop.url).host);
    await close();
  });

  it('Sign Out ends the session and removes the token', async () => {
    const { page, close } = await openSignedIn();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.reload();
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    await close();
  });

  it('My Profile lists where the account is signed in and signs another device out, by keyboard', async () => {
    const phone = await openSignedIn();
    const laptop = await openSignedIn({ as: phone.account });
    const { page } = laptop;
    await page.goto(`${shop.url}/dashboard/profile`);
    const rows = page.getByTestId('device-session');
    // The sign-up's own session (made through the API), the phone's and this one.
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => rows.filter({ hasText: 'This device' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Sign out', exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBe(2);
    // Focus stays in the list, not on the page's top.
    const inList = () => page.evaluate(() => document.activeElement?.closest('[data-testid="my-sessions-section"]') !== null);
    await expect.poll(inList).toBe(true);
    await page.getByRole('button', { name: 'Sign out everywhere else' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(inList).toBe(true);
    // The other browser is signed out at its next request (its calls answer 401 until it is).
    phone.allowConsoleErrors(/status of 401/);
    await phone.page.goto(`${shop.url}/dashboard/profile`);
    await phone.page.waitForURL((u) => u.pathname === '/login');
    await laptop.close();
    await phone.close();
  });

  it('an invited packer opens the mailed link, chooses a name and password by keyboard, and lands on their screen', async () => {
    const email = uniqueEmail('invited');
    const token = await apiToken(shop, ADMIN);
    const invited = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: { authorization: `Bearer ${token}` },
      payload: { email, roles: ['fulfilment'] },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await drainOutbox(shop.app);
    const link = /https?:\/\/\S+\/staff\/invitations\/[\w-]+/.exec(mailsTo(shop.dataDir, email).at(-1)!.raw)![0];
    const { page, close } = await openPage(browser);
    await page.goto(link);
    await page.getByLabel('Your name').focus();
    await page.keyboard.type('Pat Packer');
    await page.keyboard.press('Tab');
    await page.keyboard.type('packing-123');
    await page.keyboard.press('Enter');
    // A packer has no Overview: their dashboard opens on Manage Order.
    await page.waitForURL((u) => u.pathname === '/dashboard/manageorder');
    await visible(page, messages.manageOrdersHeading);
    await close();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const { page, close } = await openPage(browser);
    const account = await createAccount(shop);
    await page.goto(`${shop.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login form has an Email field too: fill the reset form's only once its page is there.
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('we have sent it a link').waitFor();
    const resetMails = () => mailsTo(shop.dataDir, account.email).filter((m) => m.subject === 'Reset your PartsHub password');
    await expect.poll(() => resetMails().length).toBeGreaterThan(0);
    const link = /(http\S+reset-password\/\S+)/.exec(resetMails().at(-1)!.raw)![1]!;

    await page.goto(link);
    await page.waitForURL((u) => u.pathname === '/reset-password');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Repeat the new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password was changed').waitFor();
    await loginAs(page, shop.url, account.email, 'brand-new-pass');
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto(`${shop.url}/reset-password?error=INVALID_TOKEN`);
    await page.getByText('This reset link is not valid any more').waitFor();
    await close();
  });
});

describe('e-mail verification', () => {
  it('My Profile says the address is not verified, resends the link, and says verified once it is opened', async () => {
    const { page, close, account } = await openSignedIn();
    const confirmations = () => mailsTo(shop.dataDir, account.email).filter((m) => m.subject === 'Confirm your PartsHub e-mail address');
    await expect.poll(() => confirmations().length).toBe(1);
    await page.goto(`${shop.url}/dashboard/profile`);
    const status = page.getByTestId('email-status');
    await status.getByText('Not verified yet').waitFor();
    await status.getByRole('button', { name: 'Resend the link' }).click();
    await page.getByText(`We sent a new link to ${account.email}.`).waitFor();
    await expect.poll(() => confirmations().length).toBe(2);

    const link = /(http\S+\/api\/auth\/verify-email\?\S+)/.exec(confirmations().at(-1)!.raw)![1]!;
    await page.goto(link.replace(/^http:\/\/[^/]+/, shop.url));
    await page.waitForURL((u) => u.pathname === '/dashboard/profile');
    await page.getByTestId('email-status').getByText('E-mail verified').waitFor();
    await close();
  });
});

describe('My Profile: sign-in details', () => {
  it('changes the name and the password by keyboard; a wrong current password is said under its field', async () => {
    const { page, close, account } = await openSignedIn({ allowConsole: [httpStatus(400)] });
    await page.goto(`${shop.url}/dashboard/profile`);
    const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

    const nameForm = page.getByTestId('name-form');
    await nameForm.getByLabel('Your name').focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Enter');
    await nameForm.getByRole('status').getByText('Your name was saved.').waitFor();
    expect(await focused(nameForm.getByRole('status'))).toBe(true);
    await page.getByTestId('profile-card').getByRole('heading', { name: 'Grace Hopper' }).waitFor();

    const form = page.getByTestId('password-form');
    await form.getByLabel('Current password').focus();
    await page.keyboard.type('not-my-password');
    await page.keyboard.press('Tab');
    await page.keyboard.type('new-secret-1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('new-secret-1');
    await page.keyboard.press('Enter');
    await form.getByText(authErrorText.INVALID_PASSWORD!).waitFor();
    expect(await focused(form.getByLabel('Current password'))).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await form.getByRole('status').getByText('Your password was changed. Every other session was signed out.').waitFor();
    expect(await focused(form.getByRole('status'))).toBe(true);

    // This page goes on with its new session; the old password no longer signs in, the new one does.
    await page.reload();
    await page.getByTestId('profile-card').getByRole('heading', { name: 'Grace Hopper' }).waitFor();
    await expect(apiToken(shop, account)).rejects.toThrow(/sign-in failed/);
    await apiToken(shop, { email: account.email, password: 'new-secret-1' });
    await close();
  });
});

describe('screens', () => {
  it('login and signup at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const { page, close } = await openPage(browser, { width, height: 800 });
      for (const name of ['login', 'signup', 'forgot-password']) {
        await page.goto(`${shop.url}/${name}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await screenshot(page, `auth-${name}-${width}`);
      }
      await close();
    }
  });
});
