import { mkdirSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/shared/money.js';
import type { Order } from '../../src/shared/schemas/order.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { RETURN_REASON_LABELS, type Return, type ReturnPage } from '../../src/shared/schemas/return.js';
import { freeShippingOption } from '../setup/shop.js';
import { uniqueEmail } from '../setup/app.js';
import { ADMIN, call, openSignedIn, screenshot, shop, useShop } from './harness.js';
import { shopApi, type Account } from './order-workflow-api.js';
import { overflow, seriousViolations } from './page-checks.js';

/*
 * Issue 16 in the browser: a customer returns one unit of a delivered two-line order; the admin
 * approves it, marks it received (back in stock) and refunds the suggested amount; the customer
 * sees the refund on My Order. The invoice prints on one A4 page.
 */

useShop();
const SHOTS = 'test-results/screenshots';
/** A German address: the order carries 19% tax, so the suggested refund includes its share. */
const DE_ADDRESS = {
  name: 'Ada Lovelace',
  line1: '12 Market Street',
  city: 'Berlin',
  postalCode: '10115',
  country: 'DE',
  phone: '+49 30 1234567',
};

let api: ReturnType<typeof shopApi>;
let admin: Record<string, string>;
let customer: Account;
let fan: Product;
let ssd: Product;
let order: Order;
/** The refund the shop suggested before refunding (afterwards less is left to refund). */
let suggested: number;

const stockOf = async (id: string) => (await call<Product>('GET', `/api/service/${id}`, {})).Quantity;
const returnsOfOrder = () => call<ReturnPage>('GET', `/api/returns?orderId=${order._id}`, customer.headers);

beforeAll(async () => {
  api = shopApi(shop);
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const stamp = Date.now().toString(36);
  fan = await api.newProduct(`Return cooling fan ${stamp}`, 50, 24.5);
  ssd = await api.newProduct(`Return NVMe SSD ${stamp}`, 50, 89);
  customer = await api.customer(uniqueEmail('returner'));

  // Two lines through the cart and the checkout, paid with the test card, shipped and delivered.
  await call('PUT', `/api/cart/items/${fan._id}`, customer.headers, { quantity: 2 });
  await call('PUT', `/api/cart/items/${ssd._id}`, customer.headers, { quantity: 1 });
  const placed = await call<Order>('POST', '/api/checkout', customer.headers, {
    address: DE_ADDRESS,
    shippingOptionId: await freeShippingOption(shop.app),
  });
  await api.pay(customer, placed._id);
  await call('PATCH', `/api/order/${placed._id}/status`, admin, { status: 'shipped', trackingNumber: `1Z${stamp}` });
  order = await call<Order>('PATCH', `/api/order/${placed._id}/status`, admin, { status: 'delivered' });
  expect(order.lines).toHaveLength(2);
  expect(order.returnableUntil).not.toBeNull();
});

const myOrder = (page: Page) => page.getByTestId('my-order').filter({ hasText: order.orderName });
const adminReturn = (page: Page) => page.getByTestId('admin-return').filter({ hasText: customer.email });

/** What the screen shows, once a modal's fade-in ended. */
async function viewportShot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Opens an admin step on the return's card, fills the dialog and confirms it. */
async function step(page: Page, action: string, fill: (dialog: Locator) => Promise<void> = async () => {}) {
  await adminReturn(page)
    .getByRole('button', { name: new RegExp(`^${action}`) })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await fill(dialog);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a return, from the request to the refund', () => {
  it('lets the customer return 1 unit of one line of a delivered order', async () => {
    const { page, close } = await openSignedIn({ as: customer });
    await page.goto(`${shop.url}/dashboard`);
    const item = myOrder(page);
    await expect.poll(() => item.getAttribute('data-status')).toBe('delivered');
    await item
      .getByTestId('return-offer')
      .getByText(/^Returns accepted until /)
      .waitFor();

    await item.getByRole('button', { name: /^Return items/ }).click();
    const dialog = page.getByRole('dialog');
    // Asked to choose a part, the message goes as soon as one is ticked.
    await dialog.getByRole('radio', { name: RETURN_REASON_LABELS.wrong_fit }).check();
    await dialog.getByRole('button', { name: 'Request the return' }).click();
    const choose = dialog.getByText('Choose at least one part to return.');
    await choose.waitFor();
    await dialog.getByRole('checkbox', { name: fan.name }).check();
    await choose.waitFor({ state: 'detached' });
    await dialog.getByRole('spinbutton', { name: `Units of ${fan.name} to return` }).fill('1');
    await dialog.getByLabel('Note (optional)').fill('The connector does not match my ThinkPad T480.');
    await viewportShot(page, 'returns-request-dialog-1280');
    await dialog.getByRole('button', { name: 'Request the return' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(/^Return requested\./).waitFor();

    const ret = item.getByTestId('order-return');
    await expect.poll(() => ret.getAttribute('data-status')).toBe('requested');
    expect(await ret.getByTestId('return-line').innerText()).toContain(fan.name);
    expect(await ret.getByTestId('return-reason').innerText()).toBe(RETURN_REASON_LABELS.wrong_fit);

    // Asked again, only what is left of the line can go back.
    await item.getByRole('button', { name: /^Return items/ }).click();
    await dialog.getByText('Bought 2 · up to 1 can go back').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await close();
  });

  it('lets the admin approve it, mark it received with restock and refund the suggested amount', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN });
    // The Overview names the open return as the Returns page does.
    await page.goto(`${shop.url}/dashboard`);
    await page.getByTestId('open-returns').getByText(`Return 1 of ${order.orderNumber}`).waitFor();
    await page.goto(`${shop.url}/dashboard/manageorder`);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Returns', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/returns');
    await page.getByLabel('Status').selectOption('requested');
    await page.waitForURL((u) => u.searchParams.get('status') === 'requested');
    await expect.poll(() => adminReturn(page).getAttribute('data-status')).toBe('requested');
    await page.getByLabel('Status').selectOption('');
    await adminReturn(page).waitFor();

    await step(page, 'Approve', (d) => d.getByLabel('Note for the customer (optional)').fill('Please keep the original box.'));
    await expect.poll(() => adminReturn(page).getAttribute('data-status')).toBe('approved');

    const stockBefore = await stockOf(fan._id);
    await step(page, 'Mark received', async (d) => {
      expect(await d.getByRole('checkbox', { name: 'Put the units back in stock' }).isChecked()).toBe(true);
    });
    await expect.poll(() => adminReturn(page).getAttribute('data-status')).toBe('received');
    expect(await adminReturn(page).getByTestId('return-restock').innerText()).toBe('Units back in stock');
    expect(await stockOf(fan._id)).toBe(stockBefore + 1);

    suggested = (await returnsOfOrder()).items[0]!.suggestedRefund;
    expect(suggested).toBeGreaterThan(24.5); // the unit price and its share of the 19% tax
    expect(await adminReturn(page).getByTestId('suggested-refund').innerText()).toBe(formatPrice(suggested));
    await step(page, 'Refund', async (d) => {
      expect(await d.getByLabel('Amount (USD)').inputValue()).toBe(suggested.toFixed(2));
    });
    await expect.poll(() => adminReturn(page).getAttribute('data-status')).toBe('refunded');
    expect(await adminReturn(page).getByTestId('return-refund-amount').innerText()).toBe(formatPrice(suggested));
    await close();
  });

  it('shows the customer the refunded return, its history and the credit note on My Order', async () => {
    const ret: Return = (await returnsOfOrder()).items[0]!;
    expect(ret.status).toBe('refunded');
    expect(ret.refund?.amount).toBe(suggested);

    const { page, close } = await openSignedIn({ as: customer });
    await page.goto(`${shop.url}/dashboard`);
    const item = myOrder(page);
    const shown = item.getByTestId('order-return');
    await expect.poll(() => shown.getAttribute('data-status')).toBe('refunded');
    expect(await shown.getByTestId('return-status').innerText()).toBe('Refunded');
    expect(await shown.getByTestId('return-refund-amount').innerText()).toBe(formatPrice(suggested));
    expect((await shown.getByTestId('timeline-step').allInnerTexts()).map((t) => t.split('\n')[0])).toEqual([
      'Requested',
      'Approved: send it back',
      'Received',
      'Refunded',
    ]);
    expect(await shown.innerText()).toContain('Please keep the original box.');

    const refunds = item.getByTestId('order-refunds');
    expect(await refunds.innerText()).toContain(formatPrice(suggested));
    expect(await refunds.getByTestId('credit-note-link').getAttribute('href')).toBe(`/api/refunds/${ret.refund!._id}/credit-note`);
    const invoice = item.getByTestId('invoice-link');
    expect(await invoice.innerText()).toMatch(/^Invoice \S+/);
    expect(await invoice.getAttribute('href')).toBe(`/api/order/${order._id}/invoice`);
    await close();
  });
});

describe('rejecting a return', () => {
  it('asks the admin for the reason the customer will read', async () => {
    // A second request, on the other line: it stays open for the screens below.
    const body = { lines: [{ productId: ssd._id, quantity: 1 }], reason: 'defective', note: 'No longer detected after a week.' };
    await call<Return>('POST', `/api/order/${order._id}/returns`, customer.headers, body);
    const { page, close } = await openSignedIn({ as: ADMIN, width: 375 });
    await page.goto(`${shop.url}/dashboard/returns?status=requested`);
    const card = adminReturn(page);
    await expect.poll(() => card.getAttribute('data-status')).toBe('requested');
    expect(await card.getByTestId('return-reason').innerText()).toBe(RETURN_REASON_LABELS.defective);
    await card.getByRole('button', { name: /^Reject/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText('Tell the customer why.').waitFor();
    await viewportShot(page, 'returns-reject-dialog-375');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await card.getAttribute('data-status')).toBe('requested');
    await close();
  });
});

describe('return screens', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      it(`My Order with a return and the Returns page at ${width} px (${theme}): nothing overflows, no serious axe violation`, async () => {
        const shopper = await openSignedIn({ as: customer, width, theme, bypassCSP: true });
        await shopper.page.goto(`${shop.url}/dashboard`);
        await expect.poll(() => myOrder(shopper.page).getByTestId('order-return').count()).toBe(2);
        expect(await overflow(shopper.page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(shopper.page)).toEqual([]);
        await screenshot(shopper.page, `returns-my-order-${width}-${theme}`);
        await shopper.close();

        const { page, close } = await openSignedIn({ as: ADMIN, width, theme, bypassCSP: true });
        await page.goto(`${shop.url}/dashboard/returns`);
        await expect.poll(() => adminReturn(page).count()).toBe(2);
        await page.waitForFunction(() => !document.querySelector('[aria-busy=true]'));
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `returns-admin-${width}-${theme}`);
        await close();
      });
    }
  }
});

describe('a part that came back broken', () => {
  it('is not put back in stock unless the admin ticks it', async () => {
    const body = { lines: [{ productId: fan._id, quantity: 1 }], reason: 'defective', note: 'Rattles.' };
    const broken = await call<Return>('POST', `/api/order/${order._id}/returns`, customer.headers, body);
    await call('PATCH', `/api/returns/${broken._id}`, admin, { status: 'approved' });
    const { page, close } = await openSignedIn({ as: ADMIN });
    await page.goto(`${shop.url}/dashboard/returns?status=approved`);
    await adminReturn(page)
      .getByRole('button', { name: /^Mark received/ })
      .click();
    const restock = page.getByRole('dialog').getByRole('checkbox', { name: 'Put the units back in stock' });
    expect(await restock.isChecked()).toBe(false);
    await page.getByRole('dialog').getByText('The customer said the part arrived broken or stopped working.').waitFor();
    await restock.check();
    await restock.uncheck();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await close();
  });
});

describe('printable documents', () => {
  /** Opens a document with the customer's session cookie, prints it to A4 and counts its pages. */
  async function printed(page: Page, url: string, name: string) {
    const res = await page.goto(`${shop.url}${url}`);
    expect(res?.status()).toBe(200);
    await screenshot(page, name);
    const pdf = await page.pdf({ format: 'A4' });
    writeFileSync(`${SHOTS}/${name}.pdf`, pdf);
    return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  }

  it('prints the invoice and the credit note on one A4 page each', async () => {
    const ret = (await returnsOfOrder()).items.find((r) => r.refund)!;
    const { page, close } = await openSignedIn({ as: customer });
    expect(await printed(page, `/api/order/${order._id}/invoice`, 'returns-invoice')).toBe(1);
    expect(await page.content()).toContain(fan.name);
    expect(await printed(page, `/api/refunds/${ret.refund!._id}/credit-note`, 'returns-credit-note')).toBe(1);
    await close();
  });
});
