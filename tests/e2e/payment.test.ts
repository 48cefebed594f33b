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

/** By keyboard only: the card number, Tab, the expiry, Tab, the CVC, Tab to Pay, Enter. */
async function payByKeyboard(page: Page, number: string) {
  await page.getByLabel('Card number').focus();
  await page.keyboard.type(number);
  await page.keyboard.press('Tab');
  await page.keyboard.type(expiryMMYY().replace('/', ''));
  await page.keyboard.press('Tab');
  await page.keyboard.type(TEST_CARD.cvc);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Pay \$/);
  await page.keyboard.press('Enter');
}

/** Places an order with a free delivery to a US address through the API; its id. */
async function placedOrder(token: string | null, product: Product, quantity = 1): Promise<string> {
  const created = await shop.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      userId: product._id,
      number: '5550102030',
      quantity,
      address: US_ADDRESS,
      shippingOptionId: await freeShippingOption(shop.app),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as Order)._id;
}

describe('card payment (test provider)', () => {
  it(`orders, pays with ${grouped(TEST_CARDS.visa)} by keyboard and lands on the order confirmation`, async () => {
    const { page, account, close } = await openSignedIn();
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const saved = await shop.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: { authorization: `Bearer ${token}` },
      payload: US_ADDRESS,
    });
    expect(saved.statusCode).toBe(201);
    const product = await productWithStock(0);
    await page.goto(`${shop.url}/details/${product._id}`);
    await page.getByRole('button', { name: 'Order Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Phone').fill('+1 555 010 2030');
    // Before a shipping option is chosen the dialog shows the parts' subtotal, never a total without shipping.
    const amounts = dialog.getByTestId('order-now-amounts');
    await amounts.getByText('Parts subtotal').waitFor();
    expect(await amounts.getByText('Total', { exact: true }).count()).toBe(0);
    // The saved address is picked; the order goes by the shipping option chosen here, and the server prices it.
    await dialog.getByRole('radio', { name: /Standard ground/ }).check();
    const total = amounts.getByTestId('amounts-total');
    await total.waitFor();
    expect(await amounts.innerText()).toMatch(/Shipping/);
    const quotedTotal = await total.innerText();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText(messages.orderAdded).first().waitFor();

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const row = page.getByTestId('my-order').filter({ hasText: product.name });
    await row.getByRole('link', { name: /^Pay/ }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard/payment/'));
    await page.getByTestId('order-delivery').getByText(US_ADDRESS.line1).waitFor();
    // The pay page is in the shop's layout, not the dashboard's (asked once it is on screen: the
    // URL changes while the lazily loaded page is still on its way).
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);
    const summary = page.getByTestId('payment-order');
    await summary.getByTestId('order-line').filter({ hasText: product.name }).waitFor();
    await summary.getByText(account.email).waitFor();
    await summary.getByText('+1 555 010 2030').waitFor();
    expect(await page.getByTestId('amounts-total').innerText()).toBe(quotedTotal);
    await payByKeyboard(page, TEST_CARDS.visa);

    // The confirmation: focus on its heading, which names the order's number.
    await page.waitForURL((u) => /^\/orders\/[^/]+\/confirmation$/.test(u.pathname));
    const heading = page.getByTestId('confirmation-heading');
    await heading.getByText(/is confirmed$/).waitFor();
    await expect.poll(() => focusedTestId(page)).toBe('confirmation-heading');
    const [order] = (await (
      await page.request.get(`${shop.url}/api/order?userEmail=${encodeURIComponent(account.email)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as Order[];
    expect(await heading.innerText()).toContain(order!.orderNumber);
    await page.getByText(messages.paymentCompleted).waitFor();
    const paymentId = await page.getByTestId('payment-id').innerText();
    expect(paymentId).toMatch(/^pi_/);
    expect(paymentId).toBe(order!.transactionId);
    const confirmation = page.getByTestId('order-confirmation');
    await confirmation.getByTestId('order-line').filter({ hasText: product.name }).waitFor();
    expect(await confirmation.getByTestId('amounts-total').innerText()).toBe(quotedTotal);
    await confirmation.getByTestId('shipping-address').getByText(US_ADDRESS.line1).waitFor();
    await confirmation.getByTestId('next-steps').getByText(account.email).waitFor();
    await screenshot(page, 'order-confirmation-1280');
    // A reload shows the same confirmation (the payment id is the order's transaction id).
    await page.reload();
    expect(await page.getByTestId('payment-id').innerText()).toBe(paymentId);

    await page.getByRole('link', { name: 'Go to My Order' }).click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('paid');
    expect(await row.getByTestId('order-status').innerText()).toBe('paid');
    expect(await row.getByTestId('transaction-id').innerText()).toBe(paymentId);
    expect(await row.getByRole('button', { name: /^Delete/ }).count()).toBe(0);

    // Opening the payment page of a paid order shows 'paid' instead of the form, and leads to the confirmation.
    await page.goto(`${shop.url}/dashboard/payment/${order!._id}`);
    await page.getByText('This order is paid.').waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await page.getByRole('link', { name: 'See the order confirmation' }).click();
    await page.getByTestId('payment-id').getByText(paymentId).waitFor();
    await close();
  });

  it('says the payment is being confirmed until the provider’s confirmation arrives, then shows it paid', async () => {
    const { page, close } = await openSignedIn();
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const orderId = await placedOrder(token, await productWithStock(2));
    // As the pay page hands over a Stripe payment whose webhook has not arrived yet (React Router keeps it in history.state).
    await page.goto(`${shop.url}/orders/${orderId}/confirmation`);
    await page.getByText('Its payment has not arrived yet.').waitFor();
    await page.evaluate(() => history.replaceState({ ...history.state, usr: { paymentId: 'pi_on_its_way' } }, ''));
    await page.reload();
    await page.getByTestId('payment-confirming').getByText('pi_on_its_way').waitFor();
    const intent = await shop.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { authorization: `Bearer ${token}` },
      payload: { orderId },
    });
    const { clientSecret } = intent.json() as { clientSecret: string };
    const paid = await shop.app.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: { clientSecret, card: TEST_CARD } });
    expect(paid.statusCode, paid.body).toBe(200);
    await page.getByTestId('payment-success').getByText(messages.paymentCompleted).waitFor();
    expect(await page.getByTestId('payment-id').innerText()).toBe((paid.json() as { id: string }).id);
    await close();
  });

  it('shows a declined card in red and succeeds on retry with a good card', async () => {
    for (const width of [375, 1280]) {
      // The declined card's 402 answer is logged by the browser.
      const { page, close } = await openSignedIn({ width, allowConsole: [httpStatus(402)] });
      const token = await page.evaluate(() => localStorage.getItem('accessToken'));
      const orderId = await placedOrder(token, await productWithStock(1), 2);

      await page.goto(`${shop.url}/dashboard/payment/${orderId}`);
      await payButton(page).waitFor();
      await screenshot(page, `dashboard-payment-${width}`);
      await fillCard(page, TEST_CARDS.declined);
      await payButton(page).focus();
      await page.keyboard.press('Enter');
      const error = page.getByTestId('payment-error');
      await error.getByText('Your card was declined.').waitFor();
      // The refusal is read out (role=alert) on the pay page, and the focus stays on the Pay button, ready for another card.
      expect(new URL(page.url()).pathname).toBe(`/dashboard/payment/${orderId}`);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Pay \$/);
      const red = await error.evaluate((el) => getComputedStyle(el).color);
      const normal = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color);
      expect(red).not.toBe(normal);
      await screenshot(page, `payment-declined-${width}`);

      await fillCard(page, TEST_CARDS.visa);
      await payButton(page).click();
      await page.getByText(messages.paymentCompleted).waitFor();
      await page.getByTestId('payment-id').waitFor();
      await screenshot(page, `order-confirmation-${width}`);
      await close();
    }
  });
});
