import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.js';
import type { PlacedOrder } from '../../src/shared/schemas/order.js';
import { uniqueEmail } from '../setup/app.js';
import { freeShippingOption, US_ADDRESS } from '../setup/shop.js';
import { ADMIN, openSignedIn, screenshot, settled, shop, useShop, type PageOptions } from './harness.js';
import { shopApi } from './order-workflow-api.js';
import { overflow, seriousViolations } from './page-checks.js';
import { makeStaffMember } from './staff-steps.js';

/*
 * Issue 30, the staff's side: a guest's order is marked "Guest" on Manage Order, and someone who may
 * cancel orders revokes its links from its details (the link then answers 404); a packer sees the
 * badge but not the action.
 */

useShop();
let guestEmail: string;
let order: PlacedOrder;
let token: string;

beforeAll(async () => {
  const api = shopApi(shop);
  await api.signIn(ADMIN.email, ADMIN.password);
  const part = await api.newProduct(`Guest hinge ${Date.now().toString(36)}`, 10, 18);
  guestEmail = uniqueEmail('guest');
  // Checkout without a session: the guest's e-mail and lines, the answer carries the link's token.
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: {
      email: guestEmail,
      items: [{ productId: part._id, quantity: 1 }],
      address: US_ADDRESS,
      shippingOptionId: await freeShippingOption(shop.app),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  order = res.json();
  expect(order.guest).toBe(true);
  token = order.guestToken!;
});

const openLink = () => shop.app.inject({ method: 'GET', url: `/api/guest/orders/${token}` });

/** Signed in as `as`, on Manage Order searched to the guest's e-mail. */
async function onGuestOrder(options: PageOptions & { as: { email: string; password: string } }) {
  const opened = await openSignedIn(options);
  await opened.page.goto(`${shop.url}/dashboard/manageorder?q=${encodeURIComponent(guestEmail)}`);
  await opened.page.getByRole('heading', { name: messages.manageOrdersHeading }).waitFor();
  return opened;
}

/** The order's row in the wide table (1280 px) with its details opened: the customer part. */
async function openDetails(page: Page) {
  await page.getByRole('button', { name: `Details of order ${order.orderNumber}` }).click();
  const customer = page.locator('[data-testid=order-customer] >> visible=true');
  await customer.waitFor();
  return customer;
}

describe('guest orders on Manage Order', () => {
  it('marks the order Guest; the admin revokes its links from the details, and the link answers 404', async () => {
    expect((await openLink()).statusCode).toBe(200);
    const { page, close } = await onGuestOrder({ as: ADMIN, bypassCSP: true });
    const row = page.getByTestId('manage-order-row').filter({ hasText: order.orderNumber });
    await row.getByTestId('guest-badge').waitFor();
    const details = await openDetails(page);
    await details.getByTestId('guest-badge').waitFor();
    await settled(page);
    await screenshot(page, 'guest-order-details-1280');
    expect(await seriousViolations(page)).toEqual([]);

    await details.getByRole('button', { name: `Revoke order links of order ${order.orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke the links to order ${order.orderNumber}?` });
    await dialog
      .getByText('The links to this order sent so far stop working. The customer can get a new one from Find my order.')
      .waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Revoke links' }).click();
    await page.getByText(`The links to order ${order.orderNumber} were revoked.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await close();

    expect((await openLink()).statusCode).toBe(404);
  });

  it('reads at 375 px in the dark theme: the card and its details marked Guest, nothing scrolls sideways', async () => {
    const { page, close } = await onGuestOrder({ as: ADMIN, width: 375, height: 800, theme: 'dark', bypassCSP: true });
    const card = page.getByTestId('manage-order-card').filter({ hasText: order.orderNumber });
    await card.getByTestId('guest-badge').first().waitFor();
    await card.getByText(/^Details/).click();
    await card.getByTestId('order-customer').getByTestId('guest-badge').waitFor();
    await settled(page);
    await screenshot(page, 'guest-order-details-375-dark');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await close();
  });

  it('a packer (no orders:cancel) sees the badge but no Revoke order links', async () => {
    const packer = await makeStaffMember(shop, 'Pat Packer', 'fulfilment');
    const { page, close } = await onGuestOrder({ as: packer });
    const row = page.getByTestId('manage-order-row').filter({ hasText: order.orderNumber });
    await row.getByTestId('guest-badge').waitFor();
    const details = await openDetails(page);
    await details.getByTestId('guest-badge').waitFor();
    expect(await details.getByRole('button', { name: /^Revoke order links/ }).count()).toBe(0);
    await close();
  });
});
