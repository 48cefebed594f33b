import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.js';
import type { Address } from '../../src/shared/schemas/address.js';
import type { Laptop } from '../../src/shared/schemas/laptop.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { uniqueEmail } from '../setup/app.js';
import { expiryMMYY, TEST_CARD, TEST_CARDS } from '../setup/cards.js';
import { apiToken, browser, createAccount, openPage, openSignedIn, screenshot, shop, useShop, type OpenedPage } from './harness.js';
import { overflow, seriousViolations } from './page-checks.js';

/** The cart and the checkout in Chromium: a guest's cart, sign-up, checkout with a new address, the card payment, My Order. */
useShop();

const GUEST_CART_KEY = 'guestCart';
const BERLIN = { name: 'Erika Mustermann', line1: 'Hauptstr. 5', city: 'Berlin', postalCode: '10115', country: 'DE' };

async function api<T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object): Promise<T> {
  const res = await shop.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** Parts in stock that are not batteries (every seeded shipping option may carry them). */
async function partsInStock(): Promise<Product[]> {
  const list = (await shop.app.inject({ method: 'GET', url: '/api/service' })).json() as Product[];
  return list.filter((p) => p.Quantity > 3 && p.category !== 'batteries');
}

const cartButton = (page: Page) => page.getByTestId('cart-button');
const cartLabel = (page: Page) => cartButton(page).getAttribute('aria-label');

/** Finds the part's card through the catalog search, sets the quantity with "+" and adds it. */
async function addFromCatalog(page: Page, product: Product, quantity: number) {
  await page.getByLabel('Find Your Product').fill(product.name);
  const card = page.getByTestId('product-card').filter({ hasText: product.name }).first();
  await card.waitFor();
  for (let i = 1; i < quantity; i++) await card.getByRole('button', { name: `One more ${product.name}` }).click();
  expect(await card.getByLabel(`Quantity of ${product.name}`).inputValue()).toBe(String(quantity));
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: `Added to cart: ${quantity} × ${product.name}` })
    .waitFor();
}

async function expectCartLines(page: Page, names: string[]) {
  const lines = page.getByTestId('cart-line');
  await expect.poll(() => lines.count()).toBe(names.length);
  for (const name of names) await lines.filter({ hasText: name }).waitFor();
}

async function signUp(page: Page) {
  await page.goto(`${shop.url}/signup`);
  await page.getByLabel('Name').fill('Cart Shopper');
  await page.getByLabel('Email').fill(uniqueEmail('cart'));
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

async function addAddressInPicker(picker: Locator) {
  await picker.getByRole('button', { name: 'Add a new address' }).click();
  await picker.getByLabel('Full name').fill('Erika Mustermann');
  await picker.getByLabel('Address line 1').fill('Hauptstr. 5');
  await picker.getByLabel('City').fill('Berlin');
  await picker.getByLabel('Postal code').fill('10115');
  await picker.getByLabel('Country').selectOption('DE');
  await picker.getByLabel('Phone').fill('+49 30 1234567');
  await picker.getByRole('button', { name: 'Save and use this address' }).click();
}

async function payWithTestCard(page: Page) {
  await page.getByLabel('Card number').pressSequentially(TEST_CARDS.visa);
  await page.getByLabel('Expiry (MM/YY)').pressSequentially(expiryMMYY().replace('/', ''));
  await page.getByLabel('CVC').fill(TEST_CARD.cvc);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByText(messages.paymentCompleted).waitFor();
}

describe('cart and checkout', () => {
  it('keeps a guest cart through sign-up, checks out with a new address, pays, and My Order shows both lines', async () => {
    const { page, close } = await openPage(browser);
    const [first, second] = await partsInStock();
    await page.goto(`${shop.url}/service`);
    expect(await cartLabel(page)).toBe('Cart, 0 items');
    await addFromCatalog(page, first!, 2);
    await expect.poll(() => cartLabel(page)).toBe('Cart, 2 items');
    await addFromCatalog(page, second!, 1);
    await expect.poll(() => cartLabel(page)).toBe('Cart, 3 items');
    expect(await cartButton(page).getByTestId('cart-count').innerText()).toBe('3');

    // The toast's link opens the cart; a reload keeps it (localStorage).
    await page.getByRole('alert').getByRole('link', { name: 'View cart' }).last().click();
    await page.waitForURL((u) => u.pathname === '/cart');
    await expectCartLines(page, [first!.name, second!.name]);
    await page.reload();
    await expectCartLines(page, [first!.name, second!.name]);
    await page.getByText('Prices exclude tax; shipping and tax are worked out at checkout.').waitFor();
    // A guest's Checkout opens the checkout, which offers to sign in or go on as a guest.
    expect(await page.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');

    // Sign-up merges the guest cart into the account's and clears the browser's copy.
    await signUp(page);
    await expect.poll(() => cartLabel(page)).toBe('Cart, 3 items');
    expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_CART_KEY)).toBeNull();
    await cartButton(page).click();
    await expectCartLines(page, [first!.name, second!.name]);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((u) => u.pathname === '/checkout');

    const picker = page.getByTestId('delivery-picker');
    await addAddressInPicker(picker);
    await picker.getByTestId('shipping-option').first().click();
    const amounts = page.getByTestId('checkout-amounts');
    await amounts.getByTestId('amounts-total').waitFor();
    expect(await amounts.innerText()).toMatch(/Tax \(\d/);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard/payment/'));
    await expect.poll(() => cartLabel(page)).toBe('Cart, 0 items');
    // The pay page lists every line (not "… and 1 more"), and so does the confirmation after paying.
    for (const where of ['payment-order', 'order-confirmation']) {
      if (where === 'order-confirmation') await payWithTestCard(page);
      const shown = page.getByTestId(where).getByTestId('order-line');
      await expect.poll(() => shown.count()).toBe(2);
      await shown.filter({ hasText: first!.name }).getByText(/^2 ×/).waitFor();
      await shown.filter({ hasText: second!.name }).getByText(/^1 ×/).waitFor();
    }

    await page.goto(`${shop.url}/dashboard`);
    const order = page.getByTestId('my-order').first();
    await expect.poll(() => order.getAttribute('data-status')).toBe('paid');
    const lines = order.getByTestId('order-line');
    expect(await lines.count()).toBe(2);
    await lines.filter({ hasText: first!.name }).getByText(/^2 ×/).waitFor();
    await lines.filter({ hasText: second!.name }).getByText(/^1 ×/).waitFor();
    const address = await order.getByTestId('shipping-address').innerText();
    expect(address).toContain('Erika Mustermann');
    expect(address).toContain('Hauptstr. 5');
    expect(address).toContain('Germany');
    await order.getByTestId('shipping-option').waitFor();
    await screenshot(page, 'cart-my-order-1280');
    await close();
  });
});

describe('the battery rule at checkout', () => {
  it('says why only one shipping option is offered for a cart with a battery, and chooses it', async () => {
    const { page, account, close } = await openSignedIn();
    const token = await apiToken(shop, account);
    const list = (await shop.app.inject({ method: 'GET', url: '/api/service' })).json() as Product[];
    const battery = list.find((p) => p.category === 'batteries' && p.Quantity > 1)!;
    await api('PUT', `/api/cart/items/${battery._id}`, token, { quantity: 1 });
    await api<Address>('POST', '/api/addresses', token, { ...BERLIN, phone: '+49 30 1234567' });
    await page.goto(`${shop.url}/checkout`);
    const rule = page.getByTestId('battery-rule');
    await rule.getByText(/lithium battery/).waitFor();
    expect(await rule.innerText()).toMatch(/Economy post and Express air are not offered/);
    const options = page.getByTestId('shipping-option');
    expect(await options.count()).toBe(1);
    await expect.poll(() => options.getByRole('radio', { name: /Standard ground/ }).isChecked()).toBe(true);
    // The group's description is the rule, and Place order is ready without another click.
    expect(await page.getByRole('group', { name: /Shipping to Germany/ }).getAttribute('aria-describedby')).toBe(
      await rule.getAttribute('id'),
    );
    await page.getByTestId('checkout-amounts').getByTestId('amounts-total').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Place order' }).isEnabled()).toBe(true);
    await close();
  });
});

describe('stock on the cart page', () => {
  it('marks a line whose stock fell below its quantity and blocks checkout until it is lowered, by keyboard', async () => {
    const { page, account, close } = await openSignedIn();
    const token = await apiToken(shop, account);
    const [, , part] = await partsInStock();
    await api('PUT', `/api/cart/items/${part!._id}`, token, { quantity: part!.Quantity });
    // Someone else buys one unit meanwhile.
    const other = await createAccount(shop);
    await api('POST', '/api/order', await apiToken(shop, other), { userId: part!._id, number: '5550102030', quantity: 1 });

    await page.goto(`${shop.url}/cart`);
    const line = page.getByTestId('cart-line').filter({ hasText: part!.name });
    await line
      .getByRole('alert')
      .getByText(`Only ${part!.Quantity - 1} left`)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Checkout' }).count()).toBe(0);

    await line.getByRole('button', { name: `One less ${part!.name}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => line.getByLabel(`Quantity of ${part!.name}`).inputValue()).toBe(String(part!.Quantity - 1));
    await expect.poll(() => line.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');

    await line.getByRole('button', { name: `Remove ${part!.name}` }).click();
    await page.getByText('Your cart is empty.').waitFor();
    expect(await page.getByRole('link', { name: 'Browse the parts' }).getAttribute('href')).toBe('/service');
    expect(await cartLabel(page)).toBe('Cart, 0 items');
    await close();
  });
});

/** What has the keyboard focus: its test id or its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el === document.body ? 'body' : (el?.getAttribute('data-testid') ?? el?.textContent?.trim() ?? '');
  });

describe('keyboard focus (issue 28)', () => {
  it('stays on Add to cart, reaches the toast (clear of the navbar) with Alt+T, and moves to the next line after Remove', async () => {
    const { page, close } = await openPage(browser);
    const [first, second] = await partsInStock();
    await page.goto(`${shop.url}/service`);
    for (const part of [first!, second!]) {
      await page.getByLabel('Find Your Product').fill(part.name);
      const add = page.getByTestId('product-card').filter({ hasText: part.name }).first().getByRole('button', { name: 'Add to cart' });
      await add.focus();
      await page.keyboard.press('Enter');
      await page
        .getByRole('alert')
        .filter({ hasText: `Added to cart: 1 × ${part.name}` })
        .waitFor();
      expect(await focused(page)).toBe('add-to-cart');
    }
    const toast = (await page.getByRole('alert').filter({ hasText: 'Added to cart' }).last().boundingBox())!;
    const cart = (await cartButton(page).boundingBox())!;
    expect(toast.y).toBeGreaterThan(cart.y + cart.height);

    await page.keyboard.press('Alt+KeyT');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('View cart');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/cart');
    await expectCartLines(page, [first!.name, second!.name]);
    await page.getByRole('button', { name: `Remove ${first!.name}` }).focus();
    await page.keyboard.press('Enter');
    await expectCartLines(page, [second!.name]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid=cart-line]')?.textContent ?? ''))
      .toContain(second!.name);
    await close();
  });
});

/** The seeded ThinkPad T480, and a part in stock listed for other laptops only (it does not fit the T480). */
async function t480AndMisfit(): Promise<{ t480: Laptop; misfit: Product }> {
  const found = (await shop.app.inject({ method: 'GET', url: '/api/laptops?search=20L5' })).json() as Laptop[];
  const t480 = found.find((l) => l.family === 'ThinkPad' && l.model === 'T480')!;
  const misfit = (await partsInStock()).find((p) => p.compatibleModels.length > 0 && !p.compatibleModels.includes('ThinkPad T480'))!;
  expect(t480 && misfit).toBeTruthy();
  return { t480, misfit };
}

describe('fit on the way to the checkout (issue 28)', () => {
  it('asks before adding a part that does not fit the chosen laptop; the cart and checkout line say it does not fit', async () => {
    const { page, close } = await openSignedIn();
    const { t480, misfit } = await t480AndMisfit();
    await page.evaluate((l) => localStorage.setItem('selectedLaptop', JSON.stringify(l)), {
      _id: t480._id,
      brand: t480.brand,
      family: t480.family,
      model: t480.model,
    });
    await page.goto(`${shop.url}/details/${misfit._id}`);
    await page.getByTestId('product-fit').getByText('Does not fit your ThinkPad T480').waitFor();
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'This part does not fit your ThinkPad T480' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await cartLabel(page)).toBe('Cart, 0 items');
    await add.click();
    await dialog.getByRole('button', { name: 'Add anyway' }).click();
    await expect.poll(() => cartLabel(page)).toBe('Cart, 1 item');

    await page.goto(`${shop.url}/cart`);
    const line = page.getByTestId('cart-line').filter({ hasText: misfit.name });
    await line.getByTestId('fit-badge').getByText('Does not fit your ThinkPad T480').waitFor();
    await page.getByRole('link', { name: 'Checkout' }).click();
    const shown = page.getByTestId('order-line').filter({ hasText: misfit.name });
    await shown.getByText('Does not fit your ThinkPad T480').waitFor();
    expect(await shown.innerText()).not.toContain('For ThinkPad T480');
    await close();
  });
});

/** A signed-in shopper with two parts in the cart (one added for a laptop it does not fit) and a saved address, made through the API. */
async function shopperWithCart(width: number, theme?: 'light' | 'dark'): Promise<OpenedPage> {
  const opened = await openSignedIn({ width, theme, bypassCSP: true });
  const token = await apiToken(shop, opened.account);
  const { t480, misfit } = await t480AndMisfit();
  const [a] = (await partsInStock()).filter((p) => p._id !== misfit._id);
  const b = misfit;
  await api('PUT', `/api/cart/items/${a!._id}`, token, { quantity: 2 });
  await api('PUT', `/api/cart/items/${b._id}`, token, { quantity: 1, laptopId: t480._id });
  await api<Address>('POST', '/api/addresses', token, {
    name: 'Jane Doe',
    line1: '1 Long Street Name With Many Words',
    city: 'Springfield',
    postalCode: '12345',
    country: 'US',
    phone: '+1 555 010 2030',
  });
  return opened;
}

describe('cart and checkout screens', () => {
  for (const [width, theme] of [
    [375, 'light'],
    [1280, 'light'],
    [375, 'dark'],
  ] as const) {
    it(`/cart and /checkout at ${width} px (${theme}): nothing overflows, no serious axe violation`, async () => {
      const { page, close } = await shopperWithCart(width, theme);
      await page.goto(`${shop.url}/cart`);
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
      await page.getByTestId('cart-line').getByText('Does not fit your ThinkPad T480').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `cart-${width}-${theme}`);

      await page.goto(`${shop.url}/checkout`);
      const picker = page.getByTestId('delivery-picker');
      await picker.getByTestId('address-choice').first().waitFor();
      await picker.getByTestId('shipping-option').first().click();
      await page.getByTestId('checkout-amounts').getByTestId('amounts-total').waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy=true]'));
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `checkout-${width}-${theme}`);
      await close();
    });
  }
});
