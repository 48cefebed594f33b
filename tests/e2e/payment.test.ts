import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.js';
import type { Order } from '../../src/shared/schemas/order.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { expiryMMYY, grouped, TEST_CARD, TEST_CARDS } from '../setup/cards.js';
import { freeShippingOption, US_ADDRESS } from '../setup/shop.js';
import { httpStatus, openSignedIn, screenshot, shop, useShop } from './harness.js';

useShop();

async function productWithStock(index: number): Promise<Product> {
  const list = (await shop.app.inject({ method: 'GET', url: '/api/service' })).json() as Product[];
  return list.filter((p) => p.Quantity > 3)[index]!;
}

/** Types like a person (digits only), so the spacing and the MM/YY slash come from the form. */
async function fillCard(page: Page, number: string) {
  const field = page.getByLabel('Card number');
  await field.fill('');
  await field.pressSequentially(number);
  expect(await field.inputValue()).toBe(grouped(number));
  const expiry = page.getByLabel('Expiry (MM/YY)');
  await expiry.fill('');
  await expiry.pressSequentially(expiryMMYY().replace('/', ''));
  expect(await expiry.inputValue()).toBe(expiryMMYY());
  await page.getByLabel('CVC').fill(TEST_CARD.cvc);
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$/ });
const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

describe('card payment (test provider)', () => {
  it(`orders, pays with ${grouped(TEST_CARDS.visa)} and My Order shows paid`, async () => {
    const { page, account, close } = await openSignedIn();
    const saved = await shop.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
      payload: US_ADDRESS,
    });
    expect(saved.statusCode).toBe(201);
    const product = await productWithStock(0);
    await page.goto(`${shop.url}/details/${product._id}`);
    await page.getByRole('button', { name: 'Order Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Phone').fill('+1 555 010 2030');
    // The saved address is picked; the order goes by the shipping option chosen here.
    await dialog.getByRole('radio', { name: /Standard ground/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText(messages.orderAdded).first().waitFor();

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const row = page.getByTestId('my-order').filter({ hasText: product.name });
    await row.getByRole('link', { name: /^Pay/ }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard/payment/'));
    await page.getByTestId('order-delivery').getByText(US_ADDRESS.line1).waitFor();
    const summary = page.getByTestId('payment-order');
    await summary.getByText(product.name).waitFor();
    await summary.getByText(account.email).waitFor();
    await summary.getByText('+1 555 010 2030').waitFor();
    await fillCard(page, TEST_CARDS.visa);
    // By keyboard: the focus moves from the Pay button (gone with the form) to the confirmation.
    await payButton(page).focus();
    await page.keyboard.press('Enter');
    await page.getByText(messages.paymentCompleted).waitFor();
    await expect.poll(() => focusedTestId(page)).toBe('payment-success');
    const paymentId = await page.getByTestId('payment-id').innerText();
    expect(paymentId).toMatch(/^pi_/);
    await screenshot(page, 'payment-success-1280');

    await page.getByRole('link', { name: 'Back to My Order' }).click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('paid');
    expect(await row.getByTestId('order-status').innerText()).toBe('paid');
    expect(await row.getByTestId('transaction-id').innerText()).toBe(paymentId);
    expect(await row.getByRole('button', { name: /^Delete/ }).count()).toBe(0);

    // Opening the payment page of a paid order shows 'paid' instead of the form.
    const orderUrl = await page.evaluate(() => location.origin);
    const [order] = (await (
      await page.request.get(`${orderUrl}/api/order?userEmail=${encodeURIComponent(account.email)}`, {
        headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
      })
    ).json()) as Order[];
    await page.goto(`${shop.url}/dashboard/payment/${order!._id}`);
    await page.getByText('This order is paid.').waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await close();
  });

  it('shows a declined card in red and succeeds on retry with a good card', async () => {
    for (const width of [375, 1280]) {
      // The declined card's 402 answer is logged by the browser.
      const { page, close } = await openSignedIn({ width, allowConsole: [httpStatus(402)] });
      const product = await productWithStock(1);
      const token = await page.evaluate(() => localStorage.getItem('accessToken'));
      const created = await shop.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          userId: product._id,
          number: '5550102030',
          quantity: 2,
          address: US_ADDRESS,
          shippingOptionId: await freeShippingOption(shop.app),
        },
      });
      expect(created.statusCode).toBe(201);
      const orderId = (created.json() as Order)._id;

      await page.goto(`${shop.url}/dashboard/payment/${orderId}`);
      await payButton(page).waitFor();
      await screenshot(page, `dashboard-payment-${width}`);
      await fillCard(page, TEST_CARDS.declined);
      await payButton(page).focus();
      await page.keyboard.press('Enter');
      const error = page.getByTestId('payment-error');
      await error.getByText('Your card was declined.').waitFor();
      // The refusal is read out (role=alert) and the focus stays on the Pay button, ready for another card.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Pay \$/);
      const red = await error.evaluate((el) => getComputedStyle(el).color);
      const normal = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color);
      expect(red).not.toBe(normal);
      await screenshot(page, `payment-declined-${width}`);

      await fillCard(page, TEST_CARDS.visa);
      await payButton(page).click();
      await page.getByText(messages.paymentCompleted).waitFor();
      await page.getByTestId('payment-id').waitFor();
      await close();
    }
  });
});
