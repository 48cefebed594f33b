import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IssuedGiftCard } from '../../src/shared/schemas/gift-card.js';
import type { Order } from '../../src/shared/schemas/order.js';
import type { Product } from '../../src/shared/schemas/product.js';
import type { Return } from '../../src/shared/schemas/return.js';
import { freeShippingOption, US_ADDRESS } from '../setup/shop.js';
import { ADMIN, call, openSignedIn, settled, shop, useShop } from './harness.js';
import { shopApi, type Account } from './order-workflow-api.js';
import { overflow, seriousViolations } from './page-checks.js';
import { makeStaffMember } from './staff-steps.js';

/** Gift cards and store credit, the staff's side (issue 30): the Gift cards page, refunds as store credit, returns, the setting. */
useShop();
let api: ReturnType<typeof shopApi>;
let admin: Record<string, string>;
let part: Product;

beforeAll(async () => {
  api = shopApi(shop);
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  part = await api.newProduct('Gift card test fan', 50, 20);
});

/** One unit of the test's part through checkout (free US delivery), paid partly with `giftCardCode`, the rest by card. */
async function orderWithGiftCard(who: Account, giftCardCode: string): Promise<Order> {
  await call('PUT', `/api/cart/items/${part._id}`, who.headers, { quantity: 1 });
  const order = await call<Order>('POST', '/api/checkout', who.headers, {
    address: US_ADDRESS,
    shippingOptionId: await freeShippingOption(shop.app),
    giftCardCodes: [giftCardCode],
  });
  await api.pay(who, order._id);
  return order;
}

/** Issue gift card: nothing typed first (the schema's message under Amount), then $50 for a recipient, until the end of 2030. */
async function issueThroughDialog(page: Page, recipient: string) {
  await page.getByRole('button', { name: 'Issue gift card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a gift card' });
  await dialog.getByRole('button', { name: 'Issue gift card' }).click();
  await dialog.getByText('Amount must be a number, for example 50').waitFor();
  expect(await dialog.getByLabel('Amount (USD)').getAttribute('aria-invalid')).toBe('true');
  await dialog.getByLabel('Amount (USD)').fill('50');
  await dialog.getByLabel('Expires on (optional)').fill('2030-12-31');
  await dialog.getByLabel('Recipient e-mail (optional)').fill(recipient);
  await dialog.getByLabel('Message for the recipient (optional)').fill('Happy birthday!');
  await dialog.getByRole('button', { name: 'Issue gift card' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const panel = page.getByTestId('issued-code');
  await panel.waitFor();
  return panel;
}

describe('the staff', () => {
  it('issue a gift card (its code shown once), find it by its last four and read its ledger', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
    await page.goto(`${shop.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Gift cards' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gift cards' }).waitFor();

    const panel = await issueThroughDialog(page, 'Friend@Example.com');
    const heading = panel.getByRole('heading', { name: 'Gift card issued: $50.00' });
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    await panel.getByText('This code is shown only now: it is kept only as a hash.').waitFor();
    await panel.getByText('friend@example.com').waitFor();
    const code = await panel.getByTestId('issued-code-value').innerText();
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await panel.getByRole('button', { name: 'Copy the code' }).click();
    await panel.getByTestId('copy-status').getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // The code works: a shopper's balance check finds its $50.
    const balance = await call<{ balance: number }>('POST', '/api/gift-cards/balance', {}, { code });
    expect(balance.balance).toBe(50);

    // Shown once: a reload (or Done) leaves only the last four.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Gift cards' }).waitFor();
    await page.getByTestId('gift-card-row').first().waitFor();
    expect(await page.getByTestId('issued-code').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toContain(code);

    const last4 = code.slice(-4);
    await page.getByLabel('Search gift cards').fill(last4);
    await page.waitForURL((u) => u.searchParams.get('q') === last4);
    const row = page.getByTestId('gift-card-row').filter({ hasText: last4 });
    await row.waitFor();
    await expect.poll(() => page.getByTestId('gift-cards-count').innerText()).toMatch(new RegExp(`match(es)? “${last4}”`));
    expect(await row.innerText()).toContain('$50.00');
    expect(await row.getByTestId('gift-card-state').innerText()).toBe('Active');
    expect(await row.innerText()).toContain('Dec 31, 2030');
    expect(await row.innerText()).toContain('Issued');

    await row.getByRole('button', { name: `Ledger of the card ending ${last4}` }).click();
    const ledger = page.getByRole('dialog', { name: `Gift card ending ${last4}` });
    const entry = ledger.getByTestId('gift-card-entry');
    await entry.first().waitFor();
    expect(await entry.count()).toBe(1);
    expect(await entry.innerText()).toMatch(/Issued[\s\S]*\+\$50\.00/);
    expect(await ledger.getByTestId('ledger-balance').innerText()).toBe('$50.00');
    await page.keyboard.press('Escape');
    await ledger.waitFor({ state: 'hidden' });
    await close();
  });

  it('refund part of an order a gift card helped pay as store credit, and Manage Order says where the money went', async () => {
    const card = await call<IssuedGiftCard>('POST', '/api/admin/gift-cards', admin, { amount: 8 });
    const shopper = await api.customer();
    const order = await orderWithGiftCard(shopper, card.code);
    expect(order.amountDue).toBe(12);

    const { page, close } = await openSignedIn({ as: ADMIN, bypassCSP: true });
    await page.goto(`${shop.url}/dashboard/manageorder?q=${encodeURIComponent(shopper.email)}`);
    const row = page.locator('[data-testid=manage-order-row][data-status=paid]');
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this order' });
    expect(await dialog.getByTestId('refund-dialog-paid-with').innerText()).toBe(
      `Paid $12.00 by card, $8.00 with gift card ending ${card.last4}`,
    );
    expect(await dialog.getByRole('radio', { name: /^The way it was paid/ }).isChecked()).toBe(true);
    await dialog.getByLabel('Amount (USD)').fill('5');
    await dialog.getByRole('radio', { name: /^Store credit/ }).check();
    await dialog.getByLabel('Reason').fill('Scratched casing');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('Refunded $5.00 as store credit.').waitFor();

    await row.getByRole('button', { name: `Details of order ${order.orderNumber}` }).click();
    // The table's details row (the cards below 1280 px hold the same, hidden).
    const tenders = page.locator('[data-testid=order-tenders] >> visible=true');
    await tenders.waitFor();
    expect(await tenders.innerText()).toContain(`Gift card ending ${card.last4}`);
    expect(await tenders.getByTestId('order-amount-due').innerText()).toBe('$12.00');
    const destination = page.locator('[data-testid=order-refund-destination] >> visible=true');
    await expect.poll(() => destination.innerText()).toBe('$5.00 as store credit');
    expect(await seriousViolations(page)).toEqual([]);
    await close();

    const credit = await call<{ balance: number }>('GET', '/api/me/store-credit', shopper.headers);
    expect(credit.balance).toBe(5);
  });

  it("show a return's refund choice, and refund it the other way from the refund step", async () => {
    const shopper = await api.customer();
    const orderId = await api.placeOrder(shopper, part._id);
    await api.pay(shopper, orderId);
    for (const status of ['shipped', 'delivered']) await call('PATCH', `/api/order/${orderId}/status`, admin, { status });
    const ret = await call<Return>('POST', `/api/order/${orderId}/returns`, shopper.headers, {
      lines: [{ productId: part._id, quantity: 1 }],
      reason: 'not_needed',
      refundTo: 'store_credit',
    });
    for (const status of ['approved', 'received']) await call('PATCH', `/api/returns/${ret._id}`, admin, { status });

    const { page, close } = await openSignedIn({ as: ADMIN, theme: 'dark', bypassCSP: true });
    await page.goto(`${shop.url}/dashboard/returns`);
    const card = page.getByTestId('admin-return').filter({ hasText: shopper.email });
    expect(await card.getByTestId('return-refund-to').innerText()).toBe('Store credit');
    await card.getByRole('button', { name: /^Refund/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this return' });
    const credit = dialog.getByRole('radio', { name: /^Store credit/ });
    expect(await credit.isChecked()).toBe(true);
    await dialog.getByTestId('refund-to').getByText("Customer's choice").waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('radio', { name: /^The way it was paid/ }).check();
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => card.getByTestId('return-refund-to').innerText()).toBe('Store credit\nWent: $20.00 to the card');
    await close();
  });

  it('turn store credit for returns off in Shop settings (the owner)', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN, theme: 'dark', bypassCSP: true });
    await page.goto(`${shop.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Shop settings' }).click();
    const box = page.getByRole('checkbox', { name: "Customers may take a return's refund as store credit" });
    await box.waitFor();
    expect(await box.isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await box.uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The shop settings were saved.').waitFor();
    expect((await call<{ storeCreditRefunds: boolean }>('GET', '/api/admin/settings', admin)).storeCreditRefunds).toBe(false);
    await page.reload();
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    // A refund limit that is not a number is refused under its field, and nothing is saved.
    await page.getByLabel('Refund limit for staff (USD)').fill('lots');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Refund limit must be a number, for example 100').waitFor();
    await close();
  });

  it('without giftcards:issue see no Gift cards in the menu, and the 403 page on it', async () => {
    const member = await makeStaffMember(shop, 'Catalog Carla', 'catalog');
    const { page, close } = await openSignedIn({ as: member });
    await page.goto(`${shop.url}/dashboard/gift-cards`);
    await page.getByRole('heading', { level: 1, name: /You do not have access to this page/ }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Gift cards' }).count()).toBe(0);
    await close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`the Gift cards page has no serious axe violation: list, form errors, the code, the ledger (${theme}, 375 and 1280 px)`, async () => {
      for (const width of [375, 1280]) {
        const { page, close } = await openSignedIn({ as: ADMIN, width, theme, bypassCSP: true });
        await page.goto(`${shop.url}/dashboard/gift-cards`);
        await page
          .getByTestId(width < 1280 ? 'gift-card-card' : 'gift-card-row')
          .first()
          .waitFor();
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Issue gift card' }).click();
        const dialog = page.getByRole('dialog', { name: 'Issue a gift card' });
        await dialog.getByRole('button', { name: 'Issue gift card' }).click();
        await dialog.getByText('Amount must be a number, for example 50').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await dialog.getByLabel('Amount (USD)').fill('25');
        await dialog.getByRole('button', { name: 'Issue gift card' }).click();
        await page.getByTestId('issued-code').waitFor();
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await page
          .getByRole('button', { name: /^Ledger/ })
          .first()
          .click();
        await page.getByTestId('gift-card-ledger').waitFor();
        await settled(page);
        expect(await seriousViolations(page)).toEqual([]);
        await close();
      }
    });
  }
});
