import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/shared/money.js';
import type { IssuedGiftCard } from '../../src/shared/schemas/gift-card.js';
import type { Order } from '../../src/shared/schemas/order.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { expiryMMYY, TEST_CARD } from '../setup/cards.js';
import { freeShippingOption, US_ADDRESS } from '../setup/shop.js';
import { ADMIN, browser, call, httpStatus, openPage, openSignedIn, screenshot, settled, shop, useShop } from './harness.js';
import { shopApi, type Account } from './order-workflow-api.js';
import { overflow, seriousViolations } from './page-checks.js';

/** Gift cards and store credit in Chromium (issue 30). */
useShop();

let api: ReturnType<typeof shopApi>;
let adminHeaders: Record<string, string>;
/** The free "collect" option's name: an order's total stays its parts' price (a US address has no tax). */
const FREE_OPTION = /Collect from the test shop/;

beforeAll(async () => {
  api = shopApi(shop);
  adminHeaders = await api.signIn(ADMIN.email, ADMIN.password);
  await freeShippingOption(shop.app);
});

/** A gift card issued by the admin through the API (its code is answered this once). */
const issueCard = (amount: number) => call<IssuedGiftCard>('POST', '/api/admin/gift-cards', adminHeaders, { amount });

/** The code as a person might type it: small letters, spaces between the groups. */
const typedLoosely = (code: string) => code.toLowerCase().replace(/-/g, ' ');

/** A customer with a saved US address, so the checkout only asks for the shipping option. */
async function customerWithAddress(): Promise<Account> {
  const customer = await api.customer();
  await call('POST', '/api/addresses', customer.headers, US_ADDRESS);
  return customer;
}

/** An element's text as a screen reader reads it, blanks collapsed. */
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
/** An element's text as it shows, each line and cell apart (a list's term and its value too), blanks collapsed. */
const shown = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

/** /checkout with the free option chosen, once the server's totals are on screen. */
async function openCheckout(page: Page) {
  await page.goto(`${shop.url}/checkout`);
  await page.getByRole('radio', { name: FREE_OPTION }).check();
  await page.getByTestId('checkout-amounts').getByTestId('amounts-total').waitFor();
}

/** Types a code in the checkout's gift card field and applies it. */
async function applyCard(page: Page, typed: string) {
  const field = page.getByLabel('Gift card code');
  await field.fill(typed);
  await page
    .getByTestId('gift-cards')
    .getByRole('button', { name: /^Apply/ })
    .click();
}

/** The test card typed into the payment page's form. */
async function fillCard(page: Page) {
  await page.getByLabel('Card number').pressSequentially(TEST_CARD.number);
  await page.getByLabel('Expiry (MM/YY)').pressSequentially(expiryMMYY().replace('/', ''));
  await page.getByLabel('CVC').fill(TEST_CARD.cvc);
}

/** A part in stock that costs more than `above`, added to the signed-in customer's cart on its page. */
async function addToCart(page: Page, above: number): Promise<Product> {
  const list = (await shop.app.inject({ method: 'GET', url: '/api/service' })).json() as Product[];
  const part = list.find((p) => p.Quantity > 3 && p.cost > above && p.category !== 'batteries')!;
  await page.goto(`${shop.url}/details/${part._id}`);
  await page.getByTestId('add-to-cart').first().click();
  await page.getByRole('alert').filter({ hasText: 'Added to cart' }).waitFor();
  return part;
}

/** The balance page: the code typed, Check balance, and the answer's card. */
async function checkBalance(page: Page, typed: string) {
  await page.goto(`${shop.url}/gift-cards`);
  await page.getByLabel('Gift card code').fill(typed);
  await page.getByRole('button', { name: 'Check balance' }).click();
}

describe('the shopper', () => {
  it('pays part of an order with a gift card and the rest by card; the order and the balance page show it', async () => {
    const card = await issueCard(20);
    const customer = await customerWithAddress();
    const { page, close } = await openSignedIn({ as: customer, allowConsole: [httpStatus(409)] });
    const part = await addToCart(page, 30);
    await openCheckout(page);
    const amounts = page.getByTestId('checkout-amounts');
    expect(await amounts.getByTestId('amounts-total').innerText()).toBe(formatPrice(part.cost));

    // A code no card has: the server's reason under the field, and nothing applied.
    await applyCard(page, 'KQ7M-4TZP-X9HB-2WNC');
    await page.getByTestId('gift-cards').getByText('No gift card has the code KQ7M-4TZP-X9HB-2WNC.').waitFor();
    expect(await page.getByLabel('Gift card code').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('applied-gift-card').count()).toBe(0);

    // The real one, typed in small letters with spaces: applied, and the totals say what the card pays.
    await applyCard(page, typedLoosely(card.code));
    const applied = page.getByTestId('applied-gift-card');
    await applied.getByText('−$20.00').waitFor();
    expect(await text(applied)).toContain(`Gift card ending ${card.last4}`);
    expect(await page.getByLabel('Gift card code').inputValue()).toBe('');
    const due = formatPrice(part.cost - 20);
    await expect.poll(() => amounts.getByTestId('amounts-due').innerText()).toBe(due);
    expect(await amounts.getByTestId('amounts-gift-card').innerText()).toBe('−$20.00');
    expect(await shown(amounts)).toContain(`To pay by card ${due}`);

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard/payment/'));
    const orderId = page.url().split('/').pop()!;
    const payButton = page.getByRole('button', { name: `Pay ${due}` });
    await payButton.waitFor();
    expect(await text(page.getByTestId('paid-already'))).toContain(`gift card ending ${card.last4} paid $20.00`);
    await fillCard(page);
    await payButton.click();

    await page.waitForURL((u) => u.pathname === `/orders/${orderId}/confirmation`);
    const confirmation = page.getByTestId('order-confirmation');
    await confirmation.getByTestId('amounts-gift-card').getByText('−$20.00').waitFor();
    expect(await confirmation.getByTestId('amounts-due').innerText()).toBe(due);
    // "To pay by card" becomes "Paid by card" once the confirmation has read the paid order.
    await expect.poll(() => shown(confirmation.getByTestId('order-amounts'))).toContain(`Paid by card ${due}`);

    await page.getByRole('link', { name: 'Go to My Order' }).click();
    const row = page.getByTestId('my-order').filter({ hasText: part.name });
    await expect.poll(() => row.getAttribute('data-status')).toBe('paid');
    expect(await shown(row.getByTestId('order-amounts'))).toContain(`Gift card ending ${card.last4} −$20.00`);
    const order = await call<Order>('GET', `/api/order/${orderId}`, customer.headers);
    expect(order.giftCards).toEqual([{ last4: card.last4, amount: 20 }]);
    expect(order.amountDue).toBeCloseTo(part.cost - 20, 2);

    // What is left on the card: all of it went to this order.
    await checkBalance(page, card.code);
    const balance = page.getByTestId('gift-card-balance');
    await balance.waitFor();
    expect(await balance.getByTestId('gift-card-amount').innerText()).toMatch(/^\$0\.00/);
    expect(await balance.getByTestId('gift-card-state').innerText()).toBe('Used up');
    await close();
  });

  it('shows a fresh card’s balance (any case, spaces or dashes), and an unknown code under the field', async () => {
    const card = await issueCard(35.5);
    const { page, close } = await openPage(browser, { allowConsole: [httpStatus(404)] });
    // The footer leads there from any page.
    await page.goto(`${shop.url}/blogs`);
    await page.getByTestId('footer').getByRole('link', { name: 'Gift card balance' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gift card balance' }).waitFor();
    await checkBalance(page, `  ${typedLoosely(card.code)} `);
    const balance = page.getByTestId('gift-card-balance');
    await balance.waitFor();
    expect(await balance.getByTestId('gift-card-amount').innerText()).toMatch(/^\$35\.50/);
    expect(await balance.getByTestId('gift-card-state').innerText()).toBe('Can be used');
    expect(await balance.getByTestId('gift-card-currency').innerText()).toBe('USD');
    expect(await balance.getByTestId('gift-card-expiry').innerText()).toBe('No end date');
    expect(await text(balance.getByRole('heading'))).toBe(`Gift card ending ${card.last4}`);

    // Not a code at all: the shop's rule says so before asking.
    await page.getByLabel('Gift card code').fill('hello');
    await page.getByRole('button', { name: 'Check balance' }).click();
    await page.getByText(/A gift card code has 16 letters and digits/).waitFor();
    // A well-formed code no card has: the server's 404 under the field.
    await page.getByLabel('Gift card code').fill('KQ7M-4TZP-X9HB-2WNC');
    await page.getByRole('button', { name: 'Check balance' }).click();
    await page.getByText('No gift card has this code. Check it and try again.').waitFor();
    expect(await page.getByLabel('Gift card code').getAttribute('aria-invalid')).toBe('true');
    await close();
  });

  it('says clearly when too many balances were asked for (429)', async () => {
    const { page, close } = await openPage(browser, { allowConsole: [httpStatus(429)] });
    // Answered here, so the shop's own limit (10 a minute) stays for the other tests.
    await page.route('**/api/gift-cards/balance', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many attempts. Please wait a moment and try again.', code: 'TOO_MANY_REQUESTS' }),
      }),
    );
    await checkBalance(page, 'KQ7M-4TZP-X9HB-2WNC');
    const alert = page.getByTestId('balance-form-error');
    await alert.getByText(/Too many balance checks/).waitFor();
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await page.getByTestId('gift-card-balance').count()).toBe(0);
    await close();
  });

  it('pays a whole order with store credit and a gift card: no card asked, the order is paid, My Profile shows the credit', async () => {
    const customer = await customerWithAddress();
    // Store credit from a refund: an order paid by card, refunded as store credit by the admin.
    const cheap = await api.newProduct(`Credit fan ${Date.now().toString(36)}`, 10, 12.5);
    const first = await api.placeOrder(customer, cheap._id);
    await api.pay(customer, first);
    await call('POST', `/api/order/${first}/refunds`, adminHeaders, { amount: 12.5, reason: 'Arrived late', to: 'store_credit' });
    const card = await issueCard(200);

    const { page, close } = await openSignedIn({ as: customer });
    const part = await addToCart(page, 30);
    await openCheckout(page);
    await page.getByRole('checkbox', { name: /Use my store credit \(\$12\.50 available\)/ }).check();
    const amounts = page.getByTestId('checkout-amounts');
    await amounts.getByTestId('amounts-store-credit').getByText('−$12.50').waitFor();
    await applyCard(page, card.code);
    await expect.poll(() => amounts.getByTestId('amounts-due').innerText()).toBe('$0.00');
    expect(await amounts.getByTestId('amounts-gift-card').innerText()).toBe(`−${formatPrice(part.cost - 12.5)}`);
    await page
      .getByText(`Paid in full by your store credit and gift card ending ${card.last4}: there is nothing to pay by card.`)
      .waitFor();

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((u) => /^\/orders\/[^/]+\/confirmation$/.test(u.pathname));
    const paid = page.getByTestId('tenders-paid');
    await paid.getByText('Your order is paid.').waitFor();
    expect(await text(paid)).toContain(`store credit and gift card ending ${card.last4}`);
    await settled(page);
    await screenshot(page, 'gift-cards-paid-in-full-1280');
    const orderId = page.url().split('/').at(-2)!;
    const order = await call<Order>('GET', `/api/order/${orderId}`, customer.headers);
    expect(order.status).toBe('paid');

    await page.goto(`${shop.url}/dashboard/profile`);
    const credit = page.getByTestId('store-credit');
    await credit.getByTestId('store-credit-balance').getByText('$0.00').waitFor();
    const entries = credit.getByTestId('store-credit-entry');
    expect(await entries.count()).toBe(2);
    expect(await text(entries.nth(0))).toContain('Paid an order');
    expect(await entries.nth(0).getByTestId('store-credit-entry-amount').innerText()).toBe('−$12.50');
    expect(await text(entries.nth(1))).toContain('Refund as store credit');
    expect(await text(entries.nth(1))).toContain('Arrived late');
    expect(await entries.nth(1).getByTestId('store-credit-entry-amount').innerText()).toBe('+$12.50');
    // The entry names its order, and leads to it.
    await entries
      .nth(0)
      .getByRole('link', { name: `Order ${order.orderNumber}` })
      .click();
    await page.waitForURL((u) => u.pathname === `/orders/${orderId}/confirmation`);
    await page.getByTestId('tenders-paid').waitFor();

    // My Order: paid with the credit and the card, and the first order's refund says where it went.
    await page.goto(`${shop.url}/dashboard`);
    const row = page.getByTestId('my-order').filter({ hasText: part.name });
    expect(await text(row.getByTestId('paid-with'))).toBe(`Paid with your store credit and gift card ending ${card.last4}`);
    const refunded = page.getByTestId('my-order').filter({ hasText: cheap.name });
    expect(await refunded.getByTestId('order-refund-destination').innerText()).toBe('$12.50 as store credit');
    await close();
  });

  it('asks where a return’s refund goes and shows the choice', async () => {
    const customer = await customerWithAddress();
    const fan = await api.newProduct(`Return fan ${Date.now().toString(36)}`, 10, 30);
    const orderId = await api.placeOrder(customer, fan._id);
    await api.pay(customer, orderId);
    await call('PATCH', `/api/order/${orderId}/status`, adminHeaders, { status: 'shipped', trackingNumber: '1ZGIFT' });
    await call('PATCH', `/api/order/${orderId}/status`, adminHeaders, { status: 'delivered' });

    const { page, close } = await openSignedIn({ as: customer });
    await page.goto(`${shop.url}/dashboard`);
    const item = page.getByTestId('my-order').filter({ hasText: fan.name });
    await item.getByRole('button', { name: /^Return items/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: fan.name }).check();
    await dialog.getByRole('radio', { name: 'It arrived broken or stopped working' }).check();
    const choice = dialog.getByRole('group', { name: 'Refund to' });
    expect(await choice.getByRole('radio', { name: 'The way I paid' }).isChecked()).toBe(true);
    await choice.getByRole('radio', { name: 'Store credit on my account' }).check();
    await dialog.getByRole('button', { name: 'Request the return' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await item.getByTestId('return-refund-to').getByText('Store credit on your account').waitFor();
    await close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious axe violation on /checkout with a gift card applied, and on /gift-cards (${theme}, 375 and 1280 px)`, async () => {
      const card = await issueCard(10);
      const customer = await customerWithAddress();
      for (const width of [375, 1280]) {
        const { page, close } = await openSignedIn({ as: customer, width, theme, bypassCSP: true });
        if (width === 375) await addToCart(page, 30);
        await openCheckout(page);
        await applyCard(page, card.code);
        await page.getByTestId('checkout-amounts').getByTestId('amounts-gift-card').waitFor();
        await settled(page);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `gift-cards-checkout-${theme}-${width}`);

        await checkBalance(page, card.code);
        await page.getByTestId('gift-card-balance').waitFor();
        await settled(page);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `gift-cards-balance-${theme}-${width}`);
        await close();
      }
    });
  }
});
