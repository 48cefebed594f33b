import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.js';
import type { AdminOverview } from '../../src/shared/schemas/insights.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { uniqueEmail } from '../setup/app.js';
import { mailsTo } from '../setup/outbox.js';
import {
  ADMIN,
  browser,
  httpStatus,
  loginAs,
  openPage,
  openSignedIn,
  screenshot,
  settled,
  shop,
  useShop,
  type PageOptions,
} from './harness.js';
import { shopApi, type Account } from './order-workflow-api.js';

/*
 * Issue 6 in the browser: Manage Order (filter, search, pages, ship / deliver / cancel), My Order's
 * status, tracking number and timeline, the "order shipped" e-mail, and the admin's overview.
 */

useShop();
let api: ReturnType<typeof shopApi>;
let admin: Record<string, string>;
let fan: Product;
let lowStock: Product;
let alice: Account;
let bob: Account;
let bulkEmail: string;

beforeAll(async () => {
  api = shopApi(shop);
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const stamp = Date.now().toString(36);
  fan = await api.newProduct(`Workflow cooling fan ${stamp}`, 500, 24.5);
  lowStock = await api.newProduct(`Workflow CMOS battery ${stamp}`, 3, 6);

  alice = await api.customer();
  await api.pay(alice, await api.placeOrder(alice, fan._id, 2));
  await api.placeOrder(alice, fan._id);
  bob = await api.customer();
  await api.placeOrder(bob, fan._id);

  // 21 orders: one more than a page.
  const bulk = await api.customer(uniqueEmail('bulkbuyer'));
  bulkEmail = bulk.email;
  for (let i = 0; i < 21; i++) await api.placeOrder(bulk, fan._id);

  // A month of paid orders for the overview's chart.
  const regular = await api.customer();
  for (let day = 1; day < 30; day += 3) {
    const id = await api.placeOrder(regular, fan._id, 1 + (day % 4));
    await api.pay(regular, id);
    await api.backdate(id, day);
  }
  await shop.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { email: 'visitor@example.com', subject: 'Fan for a T480?', message: 'Is the T480 fan in stock?' },
  });
});

const rows = (page: Page) => page.getByTestId('manage-order-row');
const statusesOf = (page: Page) => rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
const emailsOf = (page: Page) => rows(page).evaluateAll((els) => els.map((e) => e.children[1]?.textContent));
const range = (page: Page) => page.getByTestId('orders-range').innerText();

/** The admin, signed in through the form, on Manage Order (optionally with ?q=). */
async function adminOnManageOrder(q?: string, options: PageOptions = {}) {
  const opened = await openSignedIn({ ...options, as: ADMIN });
  await opened.page.goto(`${shop.url}/dashboard/manageorder${q ? `?q=${encodeURIComponent(q)}` : ''}`);
  await opened.page.getByRole('heading', { name: messages.manageOrdersHeading }).waitFor();
  return opened;
}

/** Chooses an action on the order's row and confirms it in the dialog. */
async function changeStatus(page: Page, row: ReturnType<Page['getByTestId']>, action: string, tracking?: string, shot?: string) {
  await row.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (tracking !== undefined) await dialog.getByLabel('Tracking number (optional)').fill(tracking);
  if (shot) {
    await settled(page); // the dialog's fade-in
    await page.screenshot({ path: `test-results/screenshots/${shot}.png` });
  }
  await dialog.getByRole('button', { name: action }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('Manage Order', () => {
  it('filters by status, searches by e-mail and pages through 20 at a time, newest first', async () => {
    const { page, close } = await adminOnManageOrder();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(20);

    await page.getByLabel('Status').selectOption('paid');
    await page.waitForURL((u) => u.searchParams.get('status') === 'paid');
    await expect.poll(async () => new Set(await statusesOf(page))).toEqual(new Set(['paid']));

    await page.getByLabel('Search', { exact: true }).fill(alice.email);
    await expect.poll(() => range(page)).toBe('1–1 of 1 order');
    expect(await emailsOf(page)).toEqual([alice.email]);
    await page.getByLabel('Status').selectOption('');
    await expect.poll(() => range(page)).toBe('1–2 of 2 orders');
    // Newest first: the unpaid order was placed after the paid one.
    expect(await statusesOf(page)).toEqual(['pending_payment', 'paid']);

    await page.getByLabel('Search', { exact: true }).fill(bob.email.toUpperCase());
    await expect.poll(() => emailsOf(page)).toEqual([bob.email]);

    await page.getByLabel('Search', { exact: true }).fill(bulkEmail);
    await expect.poll(() => range(page)).toBe('1–20 of 21 orders');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => range(page)).toBe('21–21 of 21 orders');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => range(page)).toBe('1–20 of 21 orders');

    await page.getByLabel('Search', { exact: true }).fill('no such customer or part');
    await page.getByText('No orders match this status and search.').waitFor();
    await page.getByRole('button', { name: 'Show all orders' }).click();
    await expect.poll(() => rows(page).count()).toBe(20);
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe('');
    await close();
  });

  it('lists each order by its number, shows its timeline in Details, and prints a packing slip with SKUs and part numbers', async () => {
    const { page, close } = await adminOnManageOrder(alice.email);
    const row = page.locator('[data-testid=manage-order-row][data-status=paid]');
    const number = await row.getByTestId('order-number').innerText();
    expect(number).toMatch(/^PH-\d{4}-\d{6}$/);
    await row.getByRole('button', { name: `Details of order ${number}` }).click();
    const timeline = page.getByRole('list', { name: `History of order ${number}` });
    await expect
      .poll(() => timeline.getByTestId('timeline-step').allInnerTexts())
      .toEqual([expect.stringContaining('Awaiting payment'), expect.stringContaining('Paid')]);
    await page.getByLabel('Search', { exact: true }).fill(number);
    await expect.poll(() => range(page)).toBe('1–1 of 1 order');

    await row.getByRole('link', { name: `Packing slip for order ${number}` }).click();
    await expect.poll(() => page.getByTestId('packing-slip-number').innerText()).toBe(number);
    expect(await page.getByTestId('packing-slip-sku').allInnerTexts()).toEqual([fan.sku]);
    expect(await page.getByTestId('packing-slip-lines').innerText()).not.toContain(fan._id);
    await close();
  });

  it('shows cards with the actions at 375 px', async () => {
    const { page, close } = await adminOnManageOrder(alice.email, { width: 375 });
    const cards = page.getByTestId('manage-order-card');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await rows(page).first().isVisible()).toBe(false);
    const paid = page.locator('[data-testid=manage-order-card][data-status=paid]');
    await paid.getByRole('button', { name: 'Mark shipped' }).waitFor();
    await paid.getByRole('button', { name: 'Cancel order' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'workflow-manage-orders-375');
    await close();
  });
});

describe('shipping an order', () => {
  it('ships a paid order with a tracking number; the customer sees it, gets the e-mail, then it is delivered', async () => {
    const carol = await api.customer();
    const orderId = await api.placeOrder(carol, fan._id, 3);
    await api.pay(carol, orderId);
    const tracking = `1Z${Date.now()}`;

    const adminPage = await adminOnManageOrder(carol.email);
    const row = rows(adminPage.page).filter({ hasText: carol.email });
    await expect.poll(() => row.getAttribute('data-status')).toBe('paid');
    await changeStatus(adminPage.page, row, 'Mark shipped', tracking, 'workflow-ship-dialog-1280');
    await adminPage.page.getByText('Order marked as shipped.').waitFor();
    await expect.poll(() => row.getAttribute('data-status')).toBe('shipped');
    expect(await row.getByTestId('tracking-number').innerText()).toBe(tracking);
    expect(await row.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    await expect
      .poll(() => mailsTo(shop.dataDir, carol.email).find((m) => /shipped/i.test(m.subject))?.raw ?? '')
      .toContain(`Tracking number: ${tracking}`);

    const shopper = await openSignedIn({ as: carol });
    await shopper.page.goto(`${shop.url}/dashboard`);
    const item = shopper.page.getByTestId('my-order').filter({ hasText: fan.name });
    await expect.poll(() => item.getAttribute('data-status')).toBe('shipped');
    expect(await item.getByTestId('order-status').innerText()).toBe('shipped');
    expect(await item.getByTestId('tracking-number').innerText()).toBe(tracking);
    expect(await item.getByRole('link', { name: /^Pay/ }).count()).toBe(0);
    expect(await item.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await item.getByTestId('transaction-id').waitFor();
    await item.locator('summary').click();
    const steps = item.getByTestId('timeline-step');
    await steps.first().waitFor();
    expect((await steps.allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['Awaiting payment', 'Paid', 'Shipped']);
    expect(await steps.last().innerText()).toContain('by PartsHub');
    await item.getByText('Shipped', { exact: true }).waitFor();
    await screenshot(shopper.page, 'workflow-my-order-timeline-1280');

    await changeStatus(adminPage.page, row, 'Mark delivered');
    await adminPage.page.getByText('Order marked as delivered.').waitFor();
    await expect.poll(() => row.getAttribute('data-status')).toBe('delivered');
    // A delivered order moves no further; only a refund is left to give.
    await row.getByRole('button', { name: 'Refund' }).waitFor();
    expect(await row.getByRole('button', { name: /^Mark|Cancel order/ }).count()).toBe(0);

    await shopper.page.reload();
    await expect.poll(() => item.getAttribute('data-status')).toBe('delivered');
    await item.locator('summary').click();
    await expect.poll(() => steps.count()).toBe(4);
    await item.getByText('Delivered', { exact: true }).waitFor();
    await adminPage.close();
    await shopper.close();

    const small = await openSignedIn({ as: carol, width: 375 });
    await small.page.goto(`${shop.url}/dashboard`);
    const smallItem = small.page.getByTestId('my-order').filter({ hasText: fan.name });
    await smallItem.locator('summary').click();
    await smallItem.getByTestId('timeline-step').last().waitFor();
    expect(await small.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(small.page, 'workflow-my-order-timeline-375');
    await small.close();
  });

  it('refunds part of a paid order from Manage Order, and the customer sees it on My Order', async () => {
    const erin = await api.customer();
    const orderId = await api.placeOrder(erin, fan._id, 2);
    await api.pay(erin, orderId);
    const { page, close } = await adminOnManageOrder(erin.email);
    const row = page.locator('[data-testid=manage-order-row][data-status=paid]');
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByLabel('Amount (USD)');
    expect(Number(await amount.inputValue())).toBe(fan.cost * 2);
    await amount.fill('5');
    await dialog.getByLabel('Reason').fill('Scratched casing');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('Refunded $5.00.').waitFor();
    await expect.poll(() => row.getByTestId('partial-refund').innerText()).toBe('Partially refunded $5.00');
    await close();

    const mine = await openSignedIn({ as: erin });
    await mine.page.goto(`${shop.url}/dashboard`);
    const refunds = mine.page.getByTestId('my-order').getByTestId('order-refunds');
    await refunds.getByText('Scratched casing').waitFor();
    expect(await mine.page.getByTestId('my-order').getByTestId('amounts-refunded').innerText()).toContain('5.00');
    expect(await mine.page.getByTestId('my-order').getByTestId('partial-refund').innerText()).toBe('Partially refunded $5.00');
    await mine.close();
  });

  it('shows a 409 in a toast when the order moved on meanwhile, and cancels an unpaid order after confirming', async () => {
    const dave = await api.customer();
    const paidId = await api.placeOrder(dave, fan._id);
    await api.pay(dave, paidId);
    await api.placeOrder(dave, fan._id);
    // Shipping the order cancelled elsewhere is answered 409, which the browser logs.
    const { page, close } = await adminOnManageOrder(dave.email, { allowConsole: [httpStatus(409)] });
    await expect.poll(() => statusesOf(page)).toEqual(['pending_payment', 'paid']);

    // Another admin cancels the paid order while this page still offers to ship it.
    const elsewhere = await shop.app.inject({
      method: 'PATCH',
      url: `/api/order/${paidId}/status`,
      headers: admin,
      payload: { status: 'cancelled' },
    });
    expect(elsewhere.statusCode).toBe(200);
    await changeStatus(page, page.locator('[data-testid=manage-order-row][data-status=paid]'), 'Mark shipped');
    await page.getByText('An order that is cancelled cannot become shipped.').waitFor();
    await expect.poll(() => statusesOf(page)).toEqual(['pending_payment', 'cancelled']);

    // Back out of a cancel first, then confirm it.
    const unpaid = page.locator('[data-testid=manage-order-row][data-status=pending_payment]');
    await unpaid.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Keep order' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await statusesOf(page)).toEqual(['pending_payment', 'cancelled']);
    await changeStatus(page, unpaid, 'Cancel order');
    await page.getByText('Order cancelled.').waitFor();
    await expect.poll(() => statusesOf(page)).toEqual(['cancelled', 'cancelled']);

    // Every order again: the newest (cancelled, delivered) above the unpaid ones.
    await page.getByLabel('Search', { exact: true }).fill('');
    await expect.poll(() => rows(page).count()).toBe(20);
    await settled(page);
    await screenshot(page, 'workflow-manage-orders-1280');
    await page.setViewportSize({ width: 820, height: 900 });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(820);
    await settled(page);
    await screenshot(page, 'workflow-manage-orders-820');
    await close();
  });
});

describe('overview', () => {
  const chartBars = (page: Page) => page.locator('[data-testid=overview-chart] svg .recharts-bar-rectangle path');

  it('shows admins the sales chart, top products, low stock and unread messages on their own menu entry', async () => {
    const figures = (await shop.app.inject({ method: 'GET', url: '/api/insights/overview', headers: admin })).json() as AdminOverview;
    for (const [width, theme] of [
      [1280, 'light'],
      [375, 'light'],
      [1280, 'dark'],
    ] as const) {
      const { page, close } = await openSignedIn({ as: ADMIN, width, theme });
      await page.goto(`${shop.url}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      // At 375 px the menu is a closed drawer: hidden, but there.
      const menu = page.getByRole('navigation', { name: 'Dashboard', includeHidden: true });
      expect(await menu.getByRole('link', { name: 'Overview', includeHidden: true }).getAttribute('aria-current')).toBe('page');
      expect(await menu.getByRole('link', { name: 'My Order', includeHidden: true }).getAttribute('href')).toBe('/dashboard/orders');
      expect(await page.getByRole('heading', { name: 'My Order' }).count()).toBe(0);
      await expect.poll(() => chartBars(page).count()).toBeGreaterThanOrEqual(10);
      expect(await page.getByRole('figure', { name: 'Revenue and orders per day' }).isVisible()).toBe(true);
      expect(
        await page
          .getByRole('table', { name: /Revenue and orders per day/ })
          .locator('tbody tr')
          .count(),
      ).toBe(30);

      const top = page.getByTestId('top-products').getByRole('listitem');
      expect(await top.first().innerText()).toContain(fan.name);
      const low = page.getByTestId('low-stock').getByRole('link', { name: lowStock.name });
      expect(await low.getAttribute('href')).toBe(`/dashboard/products/${lowStock._id}/edit`);
      expect(await page.getByTestId('unread-messages').innerText()).toBe(String(figures.unreadMessages));
      expect(await page.getByRole('link', { name: /Open messages/ }).getAttribute('href')).toBe('/dashboard/messages');
      await page.waitForLoadState('networkidle');
      await screenshot(page, `workflow-overview-${theme === 'dark' ? 'dark-' : ''}${width}`);
      await close();
    }
  });

  it('shows nothing about mail while it goes out, and warns the admin when customer e-mails do not', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN, width: 375 });
    await page.goto(`${shop.url}/dashboard`);
    await page.getByTestId('unread-messages').waitFor();
    expect(await page.getByTestId('mail-problems').count()).toBe(0);

    // What the outbox worker leaves after the mail server refused a mail for good.
    await shop.app.pool.query(`INSERT INTO mail_outbox (to_address, subject, body_text, attempts, last_error, failed_at)
      VALUES ('gone@example.com', 'Your order', 'Thanks', 8, '550 5.1.1 mailbox unavailable', now())`);
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'have not gone out' });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/1 e-mail was given up on after repeated attempts[\s\S]*550 5\.1\.1 mailbox unavailable/);
    await screenshot(page, 'workflow-overview-mail-problems-375');
    await shop.app.pool.query(`DELETE FROM mail_outbox WHERE to_address = 'gone@example.com'`);
    await close();
  });

  it('lets a real best seller on the home page open its product', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(shop.url);
    await page.getByTestId('best-sellers').scrollIntoViewIfNeeded();
    const card = page.getByTestId('best-seller').filter({ hasText: fan.name });
    expect(await card.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe(`/details/${fan._id}`);
    await close();
  });

  it('never shows a customer the overview, nor downloads its chart', async () => {
    const account = await api.customer();
    const { page, close } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await loginAs(page, shop.url, account.email, account.password);
    await page.goto(`${shop.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'My Order' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { name: 'Overview' }).count()).toBe(0);
    expect(await page.getByTestId('overview').count()).toBe(0);
    expect(requested.filter((u) => u.includes('/api/insights/') || u.includes('overview-chart'))).toEqual([]);
    const direct = await shop.app.inject({ method: 'GET', url: '/api/insights/overview', headers: account.headers });
    expect(direct.statusCode).toBe(403);
    await close();
  });
});
