import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.js';
import type { Order } from '../../src/shared/schemas/order.js';
import type { Product } from '../../src/shared/schemas/product.js';
import type { AdminShippingOption, ShippingOffer, TaxRate } from '../../src/shared/schemas/shipping.js';
import { expiryMMYY, TEST_CARD, TEST_CARDS } from '../setup/cards.js';
import { ADMIN, apiToken, openSignedIn, screenshot, shop, useShop } from './harness.js';

useShop();

async function api<T>(method: 'GET' | 'POST', url: string, token: string, payload?: object): Promise<T> {
  const res = await shop.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** A product in stock that is not a battery (every seeded option may carry it). */
async function partInStock(): Promise<Product> {
  const list = (await shop.app.inject({ method: 'GET', url: '/api/service' })).json() as Product[];
  return list.find((p) => p.Quantity > 3 && p.category !== 'batteries')!;
}

/** Fills an open address form and saves it. */
async function fillAddress(form: Locator, a: { name: string; line1: string; city: string; postalCode: string; country: string }) {
  await form.getByLabel('Full name').fill(a.name);
  await form.getByLabel('Address line 1').fill(a.line1);
  await form.getByLabel('City').fill(a.city);
  await form.getByLabel('Postal code').fill(a.postalCode);
  await form.getByLabel('Country').selectOption(a.country);
  await form.getByLabel('Phone').fill('+49 30 1234567');
  await form.getByRole('button', { name: 'Save address' }).click();
}

async function payWithTestCard(page: Page) {
  await page.getByLabel('Card number').pressSequentially(TEST_CARDS.visa);
  await page.getByLabel('Expiry (MM/YY)').pressSequentially(expiryMMYY().replace('/', ''));
  await page.getByLabel('CVC').fill(TEST_CARD.cvc);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByText(messages.paymentCompleted).waitFor();
}

describe('delivery for customers', () => {
  it('keeps an address book in My Profile and makes an address the default', async () => {
    const { page, close } = await openSignedIn();
    await page.goto(`${shop.url}/dashboard/profile`);
    await page.getByText('No saved addresses yet').waitFor();

    await page.getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByRole('button', { name: 'Save address' }).click();
    await form.getByText('Full name is required').waitFor();
    expect(await form.getByLabel('Address line 1').getAttribute('autocomplete')).toBe('address-line1');
    expect(await form.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    await fillAddress(form, { name: 'Erika Mustermann', line1: 'Hauptstr. 5', city: 'Berlin', postalCode: '10115', country: 'DE' });
    await page.getByText('Address saved.').first().waitFor();
    const cards = page.getByTestId('address-card');
    await cards.filter({ hasText: 'Erika Mustermann' }).getByText('Default', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add address' }).click();
    await fillAddress(form, { name: 'Max Muster', line1: '1 Rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR' });
    const max = cards.filter({ hasText: 'Max Muster' });
    await max.waitFor();
    expect(await max.getByText('Default', { exact: true }).count()).toBe(0);
    await max.getByRole('button', { name: 'Make default' }).click();
    await max.getByText('Default', { exact: true }).waitFor();
    await expect.poll(() => cards.filter({ hasText: 'Erika Mustermann' }).getByText('Default', { exact: true }).count()).toBe(0);

    await cards
      .filter({ hasText: 'Erika Mustermann' })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Address deleted.').first().waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await close();
  });

  it('asks for the delivery of an Order Now order placed without one before the card form, then pays', async () => {
    const { page, account, close } = await openSignedIn({ width: 375, height: 800 });
    const token = await apiToken(shop, account);
    await api('POST', '/api/addresses', token, {
      name: 'Erika Mustermann',
      line1: 'Hauptstr. 5',
      city: 'Berlin',
      postalCode: '10115',
      country: 'DE',
      phone: '+49 30 1234567',
    });
    const product = await partInStock();
    // The spec's payload: the phone only, no delivery.
    const order = await api<Order>('POST', '/api/order', token, { userId: product._id, number: '+1 555 010 2030' });
    expect(order.shippingAddress).toBeNull();

    await page.goto(`${shop.url}/dashboard/payment/${order._id}`);
    await page.getByRole('button', { name: 'Save delivery' }).waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    const picker = page.getByTestId('delivery-picker');
    expect(await picker.getByRole('radio', { name: /Erika Mustermann/ }).isChecked()).toBe(true);
    await picker.getByTestId('shipping-option').first().waitFor();
    await screenshot(page, 'delivery-step-375');
    await picker.getByRole('radio', { name: /Express air/ }).check();
    await page.getByRole('button', { name: 'Save delivery' }).click();

    await page.getByTestId('order-delivery').getByText('Hauptstr. 5').waitFor();
    const totals = page.getByTestId('order-amounts');
    await totals.getByText('Tax (19%)').waitFor();
    const shown = await page.getByTestId('amounts-total').innerText();
    const saved = await api<Order>('GET', `/api/order/${order._id}`, token);
    expect(saved.shipping).toBeGreaterThan(0);
    expect(shown).toContain(saved.cost.toFixed(2));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await payWithTestCard(page);
    await close();
  });

  it('places an Order Now order with the saved address and a shipping option', async () => {
    const { page, account, close } = await openSignedIn();
    const token = await apiToken(shop, account);
    await api('POST', '/api/addresses', token, {
      name: 'Jane Roe',
      line1: '5 Main St',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'US',
      phone: '+1 217 555 0100',
    });
    const product = await partInStock();
    await page.goto(`${shop.url}/details/${product._id}`);
    await page.getByRole('button', { name: 'Order Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Phone').fill('+1 555 010 2030');
    await dialog.getByTestId('shipping-option').first().waitFor();
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await dialog.getByText('Choose a shipping option for this address.').waitFor();
    await dialog.getByRole('radio', { name: /Economy post/ }).check();

    // A new address typed in the dialog: Enter saves it to the book and chooses it, without placing the order.
    await dialog.getByRole('button', { name: 'Add a new address' }).click();
    const form = dialog.getByRole('group', { name: 'New address' });
    await expect.poll(() => form.getByLabel('Full name').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Ann Lee');
    await form.getByLabel('Address line 1').fill('10 Downing St');
    await form.getByLabel('City').fill('London');
    await form.getByLabel('Country').selectOption('GB');
    await form.getByLabel('Phone').fill('+44 20 7946 0000');
    await form.getByLabel('Postal code').fill('SW1A 2AA');
    await page.keyboard.press('Enter');
    await page.getByText('Address saved to your address book.').first().waitFor();
    const london = dialog.getByRole('radio', { name: /Ann Lee/ });
    await expect.poll(() => london.isChecked()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByText('Shipping to United Kingdom').waitFor();

    // The address radios are one group for the keyboard: an arrow key moves the choice.
    await london.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => dialog.getByRole('radio', { name: /Jane Roe/ }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => london.isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: /Economy post/ }).check();
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await page.getByText(messages.orderAdded).first().waitFor();

    const [placed] = await api<Order[]>('GET', `/api/order?userEmail=${encodeURIComponent(account.email)}`, token);
    expect(placed!.shippingOption?.name).toBe('Economy post');
    expect(placed!.shippingAddress).toMatchObject({ city: 'London', country: 'GB' });
    expect(placed!.taxRate).toBe(0.2);
    await page.goto(`${shop.url}/dashboard/payment/${placed!._id}`);
    await page.getByTestId('order-delivery').getByText('Economy post').waitFor();
    await page.getByLabel('Card number').waitFor();
    await page.getByRole('button', { name: 'Change the delivery' }).waitFor();
    await close();
  });
});

describe('delivery for admins', () => {
  it('adds a shipping option', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN });
    await page.goto(`${shop.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Shipping options' }).click();
    await page.getByTestId('shipping-option-row').first().waitFor();
    await page.getByRole('button', { name: 'Add shipping option' }).click();
    const dialog = page.getByRole('dialog', { name: 'New shipping option' });
    // Empty, the fields say what they need under each, in words (never "Invalid input: …").
    await dialog.getByRole('button', { name: 'Save option' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Price must be a number, for example 4.99').waitFor();
    await dialog.getByText('Delivery days must be a number, for example 3').waitFor();
    await dialog.getByLabel('Free over (USD)').fill('-1');
    await dialog.getByRole('button', { name: 'Save option' }).click();
    await dialog.getByText('Free over cannot be negative').waitFor();
    expect(await dialog.getByText(/Invalid input|expected/).count()).toBe(0);
    const name = `Courier ${Date.now()}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Price (USD)').fill('7.50');
    await dialog.getByLabel('Free over (USD)').fill('150');
    await dialog.getByLabel('Delivery days').fill('3');
    await dialog.getByLabel('Countries').fill('de, fr, xx');
    await dialog.getByLabel('May carry lithium batteries').check();
    await dialog.getByRole('button', { name: 'Save option' }).click();
    await dialog.getByText('Not a two-letter country code: XX').waitFor();
    await dialog.getByLabel('Countries').fill('de, fr');
    await dialog.getByRole('button', { name: 'Save option' }).click();
    await page.getByText(`${name} was saved.`).first().waitFor();
    const row = page.getByTestId('shipping-option-row').filter({ hasText: name });
    await row.getByText('DE', { exact: true }).waitFor();
    await row.getByText('3 working days').waitFor();

    const token = await apiToken(shop, ADMIN);
    const all = await api<AdminShippingOption[]>('GET', '/api/admin/shipping-options', token);
    expect(all.find((o) => o.name === name)).toMatchObject({
      price: 7.5,
      freeOver: 150,
      days: 3,
      countries: ['DE', 'FR'],
      batteries: true,
    });
    const forFrance = await api<ShippingOffer>('GET', '/api/shipping/offer?country=FR', token);
    expect(forFrance.options.some((o) => o.name === name)).toBe(true);
    await close();
  });

  it('adds, changes and deletes a tax rate entered as a percent', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN });
    await page.goto(`${shop.url}/dashboard/tax-rates`);
    await page.getByTestId('tax-rate-row').first().waitFor();
    await page.getByRole('button', { name: 'Add tax rate' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tax rate' });
    await dialog.getByRole('button', { name: 'Save rate' }).click();
    await dialog.getByText('Choose a country.').waitFor();
    await dialog.getByText('Rate must be a number, for example 19').waitFor();
    expect(await dialog.getByText(/Invalid input|expected/).count()).toBe(0);
    await dialog.getByLabel('Country').selectOption('SE');
    await dialog.getByLabel('Rate (%)').fill('25');
    await dialog.getByRole('button', { name: 'Save rate' }).click();
    await page.getByText('Tax for Sweden is now 25%.').first().waitFor();
    const row = page.getByTestId('tax-rate-row').filter({ hasText: 'Sweden' });
    await row.getByText('25%').waitFor();

    await row.getByRole('button', { name: 'Edit the rate of Sweden' }).click();
    const edit = page.getByRole('dialog', { name: 'Tax rate of Sweden' });
    await edit.getByLabel('Rate (%)').fill('7.25');
    await edit.getByRole('button', { name: 'Save rate' }).click();
    await row.getByText('7.25%').waitFor();
    const token = await apiToken(shop, ADMIN);
    const rates = await api<TaxRate[]>('GET', '/api/admin/tax-rates', token);
    expect(rates.find((r) => r.country === 'SE')?.rate).toBe(0.0725);

    await row.getByRole('button', { name: 'Delete the rate of Sweden' }).click();
    await page
      .getByRole('dialog', { name: /Delete the tax rate of Sweden/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(() => page.getByTestId('tax-rate-row').filter({ hasText: 'Sweden' }).count()).toBe(0);
    await close();
  });
});
