import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.js';
import { PERMISSION_LABELS } from '../../src/shared/permissions.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { ADMIN, apiToken, createAccount, httpStatus, openSignedIn, screenshot, settled, shop, useShop } from './harness.js';
import { seriousViolations } from './page-checks.js';
import { drainOutbox, mailsTo } from '../setup/outbox.js';
import * as staffPage from './staff-steps.js';

useShop();

async function products(): Promise<Product[]> {
  return (await shop.app.inject({ method: 'GET', url: '/api/service' })).json();
}

const inStock = async (page: Page) => Number(await page.getByTestId('in-stock').innerText());

/** Orders one unit of a product through the Order Now dialog. */
async function orderThroughModal(page: Page, productId: string) {
  await page.goto(`${shop.url}/details/${productId}`);
  const before = await inStock(page);
  await page.getByRole('button', { name: 'Order Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await dialog.getByLabel('Product').isDisabled()).toBe(true);
  await dialog.getByLabel('Phone').fill('+1 555 010 2030');
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await page.getByText(messages.orderAdded).first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => inStock(page)).toBe(before - 1);
}

/** A new shopper's unpaid order of one part (through the API), for the order screens to show; answers the shopper. */
async function placeUnpaidOrder() {
  const shopper = await createAccount(shop);
  const ordered = await shop.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { authorization: `Bearer ${await apiToken(shop, shopper)}` },
    payload: { userId: (await products()).find((p) => p.Quantity > 2)!._id, number: '+1 555 010 2030', quantity: 1 },
  });
  expect(ordered.statusCode).toBe(201);
  return shopper;
}

describe('ordering and My Order', () => {
  it('orders through the modal, shows it unpaid with Pay, and deletes it after confirming', async () => {
    const { page, close } = await openSignedIn();
    const product = (await products()).find((p) => p.Quantity > 2)!;
    await page.goto(`${shop.url}/details/${product._id}`);
    await page.getByRole('button', { name: 'Order Now' }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Enter your phone number').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await orderThroughModal(page, product._id);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const row = page.getByTestId('my-order').filter({ hasText: product.name });
    await row.waitFor();
    expect(await row.getByTestId('order-status').innerText()).toBe('unpaid');
    await row.getByRole('link', { name: /^Pay/ }).waitFor();
    await screenshot(page, 'dashboard-my-orders-1280');

    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      void d.accept();
    });
    await row.getByRole('button', { name: /^Delete/ }).click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('cancelled');
    expect(asked).toBe(messages.confirmDeleteOrder);
    expect(await row.getByRole('link', { name: /^Pay/ }).count()).toBe(0);
    await close();
  });

  it('shows the 409 answer inside the modal when the stock ran out meanwhile', async () => {
    const { page, close } = await openSignedIn({ allowConsole: [httpStatus(409)] });
    const product = (await products()).find((p) => p.Quantity > 1)!;
    await page.goto(`${shop.url}/details/${product._id}`);
    await page.getByRole('button', { name: 'Order Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Quantity').fill(String(product.Quantity));
    await dialog.getByLabel('Phone').fill('5550102030');
    // Someone else buys one unit before this order arrives.
    await page.route('**/api/order', (route) =>
      route.fulfill({ status: 409, json: { message: 'Not enough units in stock for this order.', code: 'CONFLICT' } }),
    );
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await dialog.getByText('Not enough units in stock for this order.').waitFor();
    await close();
  });

  it('signs the user out and goes to / when the session was revoked elsewhere', async () => {
    const { page, close } = await openSignedIn({ allowConsole: [httpStatus(401)] });
    await page.goto(`${shop.url}/dashboard/review`);
    await page.getByRole('heading', { name: 'Add Review' }).waitFor();
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const revoked = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: shop.url },
      payload: {},
    });
    expect(revoked.statusCode).toBe(200);

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Order' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await close();
  });

  it('adds a review that then shows on the home page', async () => {
    const { page, close } = await openSignedIn();
    const text = `Fast shipping, the battery fits perfectly ${Date.now()}`;
    await page.goto(`${shop.url}/dashboard/review`);
    await page.getByLabel('Your review').fill(text);
    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await page.getByRole('button', { name: 'Add Review' }).click();
    expect(await alerted).toBe(messages.reviewAdded);
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.getByText(text).first().waitFor();
    await close();
  });

  it('saves a profile and shows the latest one with the account', async () => {
    const { page, close, account } = await openSignedIn();
    await page.goto(`${shop.url}/dashboard/profile`);
    const card = page.getByTestId('profile-card');
    await card.getByText(account.email).waitFor();
    await page.getByLabel('Education').fill('BSc Electronics');
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByLabel('About you').fill('I repair laptops for my family.');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await card.getByText('BSc Electronics').waitFor();
    await page.getByLabel('Photo URL').fill('not a url');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Photo URL must start with http:// or https://').waitFor();
    await close();
  });
});

describe('admin pages', () => {
  it('signs a customer out of an admin page and sends them to /login', async () => {
    const { page, close } = await openSignedIn();
    await page.goto(`${shop.url}/dashboard/users`);
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('button', { name: /^login$/i }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(await page.getByRole('link', { name: 'All User' }).count()).toBe(0);
    await close();
  });

  it('gives a fulfilment member their menu and Manage Order, and a 403 page (not a sign-out) elsewhere, in both themes', async () => {
    const staff = await createAccount(shop);
    await shop.app.pool.query(`update "user" set role = 'fulfilment' where email = $1`, [staff.email]);
    // An unpaid order: cancelling it is orders:cancel's, which fulfilment does not hold.
    const shopper = await placeUnpaidOrder();
    for (const theme of ['light', 'dark'] as const) {
      const { page, close } = await openSignedIn({ as: staff, theme, bypassCSP: true });
      // No Overview (insights:read): /dashboard lands on their first screen.
      await page.goto(`${shop.url}/dashboard`);
      await page.waitForURL((u) => u.pathname === '/dashboard/manageorder');
      await page.getByRole('heading', { name: messages.manageOrdersHeading }).waitFor();
      const menu = page.getByRole('navigation', { name: 'Dashboard' });
      await expect
        .poll(() => menu.getByRole('link').allInnerTexts())
        .toEqual(['My Order', 'Add Review', 'My Profile', 'Manage Order', 'Returns']);
      await page.goto(`${shop.url}/dashboard/manageorder?q=${encodeURIComponent(shopper.email)}`);
      const row = page.getByTestId('manage-order-row').filter({ hasText: shopper.email });
      await row.getByText('No actions').waitFor();
      expect(await row.getByRole('link', { name: /^Packing slip/ }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${shop.url}/dashboard/users`);
      const heading = page.getByRole('heading', { level: 1, name: /You do not have access to this page/ });
      await heading.waitFor();
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.getByTestId('forbidden-needs').innerText()).toContain(PERMISSION_LABELS['users:read']);
      expect(await page.getByRole('link', { name: 'Go to Manage Order' }).getAttribute('href')).toBe('/dashboard/manageorder');
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();
      expect(await seriousViolations(page)).toEqual([]);
      await close();
    }
  });

  it('promotes a user to admin after asking, by keyboard, and puts the focus on their row', async () => {
    // The stubbed refusal's 403 is logged by the browser.
    const { page, close } = await openSignedIn({ as: ADMIN, allowConsole: [httpStatus(403)] });
    const user = await createAccount(shop);
    await page.goto(`${shop.url}/dashboard/users`);
    const row = page.getByTestId('user-row').filter({ hasText: user.email });
    // The visible words start the button's name (axe: label-in-name).
    const promote = row.getByRole('button', { name: /^Make Admin\b/ });
    expect(await promote.textContent()).toBe(`Make Admin: ${user.email}`);
    await promote.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Make ${user.email} an admin?` });
    await dialog.getByText('This cannot be undone here.').waitFor();
    // The dialog opens on Cancel (once it has settled: keys pressed before would race its own focus).
    const onCancel = () => dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement);
    await expect.poll(onCancel).toBe(true);
    // Nothing happens at one keypress.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.getByText('admin', { exact: true }).count()).toBe(0);

    await promote.focus();
    await page.keyboard.press('Enter');
    await expect.poll(onCancel).toBe(true);
    await dialog.getByRole('button', { name: 'Make Admin' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(messages.madeAdmin).waitFor();
    await row.getByText('admin', { exact: true }).waitFor();
    await expect.poll(() => row.evaluate((el) => el === document.activeElement)).toBe(true);

    // The server refuses (e.g. this admin was demoted meanwhile): the spec's words, in the dialog.
    const other = await createAccount(shop);
    await page.reload();
    await page.route('**/api/user/admin/**', (route) =>
      route.fulfill({ status: 403, json: { message: 'Only an admin can do this.', code: 'FORBIDDEN' } }),
    );
    await page
      .getByTestId('user-row')
      .filter({ hasText: other.email })
      .getByRole('button', { name: /^Make Admin/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make Admin' }).click();
    await page.getByRole('dialog').getByText(messages.makeAdminFailed).waitFor();
    await close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious axe violation on Overview, All User (asking), My Profile, Manage Order's details and the menu (${theme})`, async () => {
      await placeUnpaidOrder();
      const { page, close } = await openSignedIn({ as: ADMIN, theme, bypassCSP: true });
      await page.goto(`${shop.url}/dashboard/profile`);
      await page.getByText('Not given yet').first().waitFor();
      await page.getByTestId('password-form').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // A row's details open, the pointer still over its toggle (a hovered link keeps its contrast).
      await page.goto(`${shop.url}/dashboard/manageorder`);
      await page
        .getByRole('button', { name: /^Details of order/ })
        .first()
        .click();
      await page.getByTestId('manage-order-details').getByText('History').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${shop.url}/dashboard`);
      await page.getByTestId('unread-messages').waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy=true], .skeleton'));
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${shop.url}/dashboard/users`);
      await page
        .getByTestId('user-row')
        .getByRole('button', { name: /^Make Admin/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      // Measured once the dialog has faded in (half-way, its text is paler than it will be).
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      await close();
    });
  }

  it('puts the dashboard menu before the page in tab order, with a strong focus ring', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN, theme: 'dark' });
    await page.goto(`${shop.url}/dashboard/users`);
    await page.getByRole('heading', { level: 1, name: 'All User' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    const firstLink = menu.getByRole('link').first();
    const tableButton = page.getByTestId('user-row').getByRole('button').first();
    await tableButton.waitFor();
    const order = await page.evaluate(
      ([a, b]) => a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING,
      [await firstLink.elementHandle(), await tableButton.elementHandle()],
    );
    expect(order).toBeTruthy();
    // Tab from the navbar's last control reaches the menu before anything on the page.
    await page.getByTestId('avatar-button').focus();
    await page.keyboard.press('Tab');
    expect(await firstLink.evaluate((el) => el === document.activeElement)).toBe(true);
    const ring = await firstLink.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await close();
  });

  it('adds a product that then shows on /service', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN });
    await page.getByRole('link', { name: 'Service' }).first().click();
    await page.getByTestId('product-card').first().waitFor();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('link', { name: 'Add Product' }).click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Choose a category.').waitFor();
    // Under the fields, in words (issue 28): never "Invalid input: expected number, received string".
    await page.getByText('Price must be a number, for example 24.99').waitFor();
    await page.getByText('Quantity must be a number, for example 3').waitFor();
    expect(await page.getByText(/Invalid input|expected number/).count()).toBe(0);

    const name = `Test DDR4 16GB ${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Supplier').fill('Parts Wholesale Ltd');
    await page.getByLabel('Price (USD)').fill('49.99');
    await page.getByLabel('Quantity').fill('12');
    await page.getByLabel('Category').selectOption('memory');
    await page.getByLabel('Brand').fill('Kingston');
    await page.getByLabel('Part number').fill('KVR26S19S8/16');
    // The laptop models it fits: picked with the fitment editor's search, not typed.
    const fits = page.getByTestId('fits-editor');
    const search = fits.getByRole('combobox', { name: 'Add a laptop model' });
    await search.fill('20L5');
    const first = fits.getByRole('listbox', { name: 'Laptop models' }).getByRole('option').first();
    await expect.poll(() => first.textContent()).toMatch(/ThinkPad T480\b/);
    await search.press('Enter');
    await fits.getByRole('status').filter({ hasText: 'Lenovo ThinkPad T480 added.' }).waitFor();
    await search.fill('Latitude 5490');
    await expect.poll(() => first.textContent()).toMatch(/Latitude 5490\b/);
    await first.click();
    await fits.getByTestId('fit-row').filter({ hasText: 'Latitude 5490' }).waitFor();
    await page.getByLabel('Description').fill('SO-DIMM, 2666 MHz.');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText(`${name} was added to the catalog.`).waitFor();
    const added = (await products()).find((p) => p.name === name);
    expect(added?.compatibleModels).toEqual(['Latitude 5490', 'ThinkPad T480']);
    // On to its edit page, at the next step: the part numbers and fitment, the models listed with a note each.
    await page.waitForURL(`${shop.url}/dashboard/products/${added!._id}/edit`);
    const fitment = page.getByRole('heading', { name: 'Part numbers and fitment' });
    await expect.poll(() => fitment.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByLabel('Name').inputValue()).toBe(name);
    await page.getByRole('textbox', { name: 'Note for Dell Latitude 5490' }).waitFor();
    expect(await page.getByTestId('fit-row').count()).toBe(2);

    await page.getByRole('link', { name: 'Service' }).first().click();
    await page.getByTestId('product-card').filter({ hasText: name }).waitFor();
    await close();
  });

  it('adds quantity on the product page and the counts change', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN });
    const product = (await products())[1]!;
    await page.goto(`${shop.url}/details/${product._id}`);
    const total = async () => Number(await page.getByTestId('total-received').innerText());
    const [stock0, total0] = [await inStock(page), await total()];
    const units = page.getByLabel('Units received');
    const add = page.getByRole('button', { name: 'Add Quantity' });
    await add.click();
    await page.getByText('Enter how many units arrived.').waitFor();
    await units.fill('0');
    await add.click();
    await page.getByText('Quantity must be at least 1').waitFor();
    await units.fill('-4');
    await add.click();
    await page.getByText('Quantity must be at least 1').waitFor();

    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await units.fill('5');
    await add.click();
    expect(await alerted).toBe(messages.quantityAdded);
    await expect.poll(() => inStock(page)).toBe(stock0 + 5);
    expect(await total()).toBe(total0 + 5);
    await close();
  });

  it('runs the Staff page: invites, changes roles by keyboard, suspends and removes, with the focus on the row; makes, changes and deletes a custom role (light and dark)', async () => {
    const member = await staffPage.makeStaffMember(shop, 'Casey Candidate', 'content');
    // The last owner removing themselves: the server's 409, shown in the dialog.
    const { page, close } = await openSignedIn({ as: ADMIN, bypassCSP: true, allowConsole: [httpStatus(409)] });
    await page.goto(`${shop.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Staff' }).click();
    await page.getByTestId('staff-roles').getByText(PERMISSION_LABELS['orders:fulfil']).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const invitee = `invitee-${Date.now()}@example.com`;
    await staffPage.inviteThroughDialog(page, invitee, 'fulfilment');
    await drainOutbox(shop.app);
    expect(mailsTo(shop.dataDir, invitee)).toHaveLength(1);

    const row = page.getByTestId('staff-row').filter({ hasText: member.email });
    const rowFocused = () => row.evaluate((el) => el === document.activeElement);
    const change = await staffPage.openChangeRoles(page, row, 'Casey Candidate');
    expect(await change.getByRole('checkbox', { name: /^content\b/ }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await staffPage.toggleRolesByKeyboard(page, change, ['content', 'support']);
    await row.getByText('support', { exact: true }).waitFor();
    expect(await row.getByText('content', { exact: true }).count()).toBe(0);
    await expect.poll(rowFocused).toBe(true);
    expect(await member.storedRole()).toBe('support');

    await staffPage.confirmRowAction(page, row, 'Suspend', 'Suspend Casey Candidate?', /signed out everywhere at once/);
    await row.getByText('Suspended', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Lift suspension/ }).waitFor();
    await expect.poll(rowFocused).toBe(true);
    await staffPage.confirmRowAction(page, row, 'Remove from staff', 'Remove Casey Candidate from staff?', /becomes a customer/);
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('staff-members-title');
    expect(await member.storedRole()).toBe('user');

    await staffPage.createRoleThroughDialog(page, 'night-shift', PERMISSION_LABELS['orders:read']);
    await staffPage.changeThenDeleteRole(page, 'night-shift', PERMISSION_LABELS['orders:fulfil']);
    const own = page.getByTestId('staff-row').filter({ hasText: ADMIN.email });
    const refused = await staffPage.confirmRowAction(page, own, 'Remove from staff', 'Remove Shop admin from staff?', /becomes a customer/);
    await refused.getByText('The shop must keep an owner: make someone else an owner first.').waitFor();
    await close();

    const dark = await openSignedIn({ as: ADMIN, theme: 'dark', bypassCSP: true });
    await dark.page.goto(`${shop.url}/dashboard/staff`);
    await dark.page.getByTestId('staff-roles').waitFor();
    expect(await seriousViolations(dark.page)).toEqual([]);
    await staffPage.openChangeRoles(dark.page, dark.page.getByTestId('staff-row').first(), 'Shop admin');
    expect(await seriousViolations(dark.page)).toEqual([]);
    await dark.close();
  });

  it('shows Manage Order and Messages to an admin', async () => {
    await shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { email: 'visitor@example.com', subject: 'Battery for X1 Carbon?', message: 'Do you stock the 6th gen battery?' },
    });
    const { page, close } = await openSignedIn({ as: ADMIN });
    await page.goto(`${shop.url}/dashboard/manageorder`);
    await page.getByRole('heading', { name: messages.manageOrdersHeading }).waitFor();
    await page.goto(`${shop.url}/dashboard/messages`);
    const message = page.getByTestId('contact-message').filter({ hasText: 'Battery for X1 Carbon?' });
    await message.getByRole('button', { name: 'Mark read' }).click();
    await message.getByRole('button', { name: 'Mark read' }).waitFor({ state: 'detached' });
    await close();
  });
});
