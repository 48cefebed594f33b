import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Laptop } from '../../src/shared/schemas/laptop.js';
import type { Order } from '../../src/shared/schemas/order.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { RETURN_REASON_LABELS, type ReturnPage } from '../../src/shared/schemas/return.js';
import { uniqueEmail } from '../setup/app.js';
import { BERLIN_ADDRESS, freeShippingOption } from '../setup/shop.js';
import { ADMIN, call, hydrated, openSignedIn, screenshot, shop, useShop } from './harness.js';
import { shopApi, type Account } from './order-workflow-api.js';
import { overflow, seriousViolations } from './page-checks.js';

/*
 * Issue 31 in the browser: "a wrong-fit return becomes an exchange". A customer's delivered order of a
 * fan bought for a ThinkPad T480; they ask to return it because it does not fit and pick a cheaper fan
 * that fits instead; staff approve (the replacement order is placed and paid by the credit) and mark
 * the parcel received; the customer sees the exchange and its order on My Orders.
 */

useShop();
let api: ReturnType<typeof shopApi>;
let admin: Record<string, string>;
let customer: Account;
let bought: Product;
let swap: Product;
let order: Order;

beforeAll(async () => {
  api = shopApi(shop);
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const stamp = Date.now().toString(36);
  const t480 = (await call<Laptop[]>('GET', `/api/laptops?search=${encodeURIComponent('ThinkPad T480')}`, {}))[0]!;
  bought = await api.newProduct(`Exchange fan ${stamp}`, 20, 40);
  swap = await api.newProduct(`Exchange replacement fan ${stamp}`, 20, 30);
  for (const p of [bought, swap]) {
    await call('PUT', `/api/admin/products/${p._id}/fitment`, admin, { partNumbers: [], fits: [{ laptopId: t480._id, note: '' }] });
  }
  customer = await api.customer(uniqueEmail('exchanger'));
  await call('PUT', `/api/cart/items/${bought._id}`, customer.headers, { quantity: 1, laptopId: t480._id });
  const placed = await call<Order>('POST', '/api/checkout', customer.headers, {
    address: BERLIN_ADDRESS,
    shippingOptionId: await freeShippingOption(shop.app),
  });
  await api.pay(customer, placed._id);
  await call('PATCH', `/api/order/${placed._id}/status`, admin, { status: 'shipped', trackingNumber: `1Z${stamp}` });
  order = await call<Order>('PATCH', `/api/order/${placed._id}/status`, admin, { status: 'delivered' });
});

const myOrder = (page: Page, name: string) => page.getByTestId('my-order').filter({ hasText: name });
const adminReturn = (page: Page) => page.getByTestId('admin-return').filter({ hasText: customer.email });
const returnsOfOrder = () => call<ReturnPage>('GET', `/api/returns?orderId=${order._id}`, customer.headers);

/** Opens the return dialog of the order, with the wrong-fit reason and its one line ticked: the exchange's choices show. */
async function openExchange(page: Page): Promise<Locator> {
  await page.goto(`${shop.url}/dashboard`);
  await hydrated(page, 'my-order');
  const item = myOrder(page, order.orderName);
  await item.getByRole('button', { name: /^Return items/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: RETURN_REASON_LABELS.wrong_fit }).check();
  await dialog.getByRole('checkbox', { name: bought.name }).check();
  await dialog.getByTestId('exchange-option').first().waitFor();
  return dialog;
}

/** Opens an admin step on the return's card, confirms it in its dialog. */
async function step(page: Page, action: string) {
  await adminReturn(page)
    .getByRole('button', { name: new RegExp(`^${action}`) })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a wrong-fit return becomes an exchange', () => {
  it('offers the parts that fit in the return form (375 px, both themes: nothing overflows, no serious axe violation)', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, close } = await openSignedIn({ as: customer, width: 375, theme, bypassCSP: true });
      const dialog = await openExchange(page);
      const option = dialog.getByRole('radio', { name: new RegExp(swap.name) });
      expect(await dialog.getByTestId('exchange-option').filter({ hasText: swap.name }).innerText()).toContain('We refund $11.90');
      await option.focus();
      await page.keyboard.press('Space');
      expect(await option.isChecked()).toBe(true);
      await screenshot(page, `exchange-request-375-${theme}`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await close();
    }
  });

  it('lets the customer ask for it, staff approve and receive it, and the customer see the exchange order', async () => {
    const shopper = await openSignedIn({ as: customer });
    const dialog = await openExchange(shopper.page);
    await dialog.getByRole('radio', { name: new RegExp(swap.name) }).check();
    await dialog.getByRole('button', { name: 'Request the return' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await shopper.page.getByText(/^Exchange requested\./).waitFor();
    const mine = myOrder(shopper.page, order.orderName).getByTestId('order-return');
    await expect.poll(() => mine.getByTestId('return-exchange').getAttribute('data-status')).toBe('requested');
    await shopper.close();

    const staff = await openSignedIn({ as: ADMIN, width: 1280 });
    await staff.page.goto(`${shop.url}/dashboard/returns`);
    await hydrated(staff.page, 'admin-return');
    expect(await adminReturn(staff.page).getByTestId('return-exchange').innerText()).toContain(swap.name);
    await step(staff.page, 'Approve');
    await expect.poll(() => adminReturn(staff.page).getAttribute('data-status')).toBe('approved');
    const exchangeOrder = (await returnsOfOrder()).items[0]!.exchange!.orderNumber!;
    await adminReturn(staff.page).getByTestId('return-exchange-order').getByText(exchangeOrder).waitFor();
    await step(staff.page, 'Mark received');
    await expect.poll(() => adminReturn(staff.page).getAttribute('data-status')).toBe('received');
    await screenshot(staff.page, 'exchange-admin-1280');
    await staff.close();

    const back = await openSignedIn({ as: customer, width: 375 });
    await back.page.goto(`${shop.url}/dashboard`);
    await hydrated(back.page, 'my-order');
    // The replacement order, paid by the exchange's credit, is among the customer's orders.
    const replacement = back.page.getByTestId('my-order').filter({ hasText: new RegExp(`^${swap.name}`) });
    await expect.poll(() => replacement.getAttribute('data-status')).toBe('paid');
    expect(await replacement.innerText()).toContain(exchangeOrder);
    expect(await replacement.getByTestId('exchange-for').innerText()).toBe(`Exchange for Return 1 of ${order.orderNumber}`);
    const shown = myOrder(back.page, order.orderName).getByTestId('order-return');
    expect(await shown.getByTestId('return-exchange-order').innerText()).toContain(exchangeOrder);
    expect(await shown.getByTestId('return-exchange-difference').innerText()).toBe('We refund $11.90');
    await screenshot(back.page, 'exchange-my-orders-375');
    await back.close();
  });
});
