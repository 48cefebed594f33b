import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { ADMIN, openSignedIn, settled, shop, useShop } from './harness.js';
import { shopApi, type Account } from './order-workflow-api.js';
import { overflow, seriousViolations } from './page-checks.js';

/*
 * Issue 29's audit trail in the browser: an admin refunds part of an order from Manage Order; the
 * order's "Who changed it" link opens the Audit log on that order, which shows the refund and who gave it.
 */

useShop();
let api: ReturnType<typeof shopApi>;
let part: Product;
let buyer: Account;
let orderId: string;

beforeAll(async () => {
  api = shopApi(shop);
  await api.signIn(ADMIN.email, ADMIN.password);
  part = await api.newProduct(`Audit hinge ${Date.now().toString(36)}`, 20, 30);
  buyer = await api.customer();
  orderId = await api.placeOrder(buyer, part._id, 1);
  await api.pay(buyer, orderId);
});

describe('the audit log', () => {
  it('shows a refund with who gave it, reached from the order it was given on', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN, bypassCSP: true });
    await page.goto(`${shop.url}/dashboard/manageorder?q=${encodeURIComponent(buyer.email)}`);
    await page.getByRole('heading', { name: messages.manageOrdersHeading }).waitFor();
    const row = page.locator('[data-testid=manage-order-row][data-status=paid]');
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount (USD)').fill('7.5');
    await dialog.getByLabel('Reason').fill('Bent hinge');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('Refunded $7.50.').waitFor();

    await row.getByRole('button', { name: /^Details/ }).click();
    await page.getByRole('link', { name: /^Who changed it: audit log/ }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/audit' && u.searchParams.get('entityId') === orderId);
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    // The staff menu has it, marked as the page shown.
    expect(await page.getByRole('link', { name: 'Audit log', exact: true }).getAttribute('aria-current')).toBe('page');

    const refund = page.getByTestId('audit-row').filter({ hasText: 'Refunded' });
    await refund.waitFor();
    expect(await refund.getByTestId('audit-who').innerText()).toBe(ADMIN.email);
    expect(await refund.innerText()).toMatch(/amount: \$7\.50/);
    expect(await refund.innerText()).toMatch(/reason: Bent hinge/);
    // Only this order's history: the refund, after the shop's own rows of it (none by staff before).
    expect(await page.getByTestId('audit-row').count()).toBe(1);
    await page.getByTestId('audit-filter-summary').getByText('The history of one order only.').waitFor();
    expect(await page.getByTestId('audit-csv').getAttribute('href')).toBe(`/api/admin/audit.csv?entity=order&entityId=${orderId}`);

    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await close();
  });

  it('filters by action in the address, and reads at 375 px without sideways scrolling', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN, width: 375, height: 800 });
    await page.goto(`${shop.url}/dashboard/audit`);
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await page.getByLabel('Action').selectOption('refund.create');
    await page.waitForURL((u) => u.searchParams.get('action') === 'refund.create');
    const card = page.getByTestId('audit-card').first();
    // The last list stays on screen while the filtered one loads.
    await expect.poll(() => card.getAttribute('data-action')).toBe('refund.create');
    expect(await card.getByTestId('audit-who').innerText()).toBe(ADMIN.email);
    await settled(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await close();
  });
});
