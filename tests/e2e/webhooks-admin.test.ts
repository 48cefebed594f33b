import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from '../setup/webhook-receiver.js';
import { ADMIN, openSignedIn, settled, shop, startShop, useShop } from './harness.js';
import { overflow, seriousViolations } from './page-checks.js';

/** The Webhooks page (issue 32): add an endpoint (its secret shown once), watch its deliveries, send one again, edit, delete. */
useShop(() => startShop({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_SECONDS: '0.2' }));

let hook: Receiver;
beforeAll(async () => {
  // The first delivery gets a 500; the retry and the rest, a 200.
  hook = await startReceiver((n) => (n === 1 ? 500 : 200));
});
afterAll(async () => hook.close());

describe('the Webhooks page', () => {
  it('adds an endpoint, shows its secret once, lists its deliveries and sends one again', async () => {
    // axe-core is injected as a script tag: the page's CSP is bypassed for it.
    const { page, close } = await openSignedIn({ as: ADMIN, bypassCSP: true });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
    await page.goto(`${shop.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByText('No endpoints yet').waitFor();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'New endpoint' });
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText('URL is required').waitFor();
    await dialog.getByText('Choose at least one event').waitFor();
    await dialog.getByLabel('URL').fill(hook.url);
    await dialog.getByRole('checkbox', { name: /product\.back_in_stock/ }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const panel = page.getByTestId('webhook-secret');
    const heading = panel.getByRole('heading', { name: 'Endpoint added' });
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    const secret = await panel.locator('code').innerText();
    expect(secret).toMatch(/^whsec_/);
    await panel.getByRole('button', { name: 'Copy the signing secret' }).click();
    await panel.getByTestId('copy-status').getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Done, hide the secret' }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByTestId('webhook-card').getByText(hook.url).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    // An event: the first attempt gets a 500, the retry a 200.
    await shop.app.db.transaction((tx) => shop.app.services.webhooks.emit(tx, 'product.back_in_stock', { id: 'e2e', stockAvailable: 3 }));
    shop.app.services.webhooks.wake();
    await hook.waitFor(2);

    await page.getByRole('button', { name: `Deliveries to ${hook.url}` }).click();
    const deliveries = page.getByRole('dialog', { name: 'Deliveries' });
    const item = deliveries.getByTestId('webhook-delivery');
    await item.getByText('Delivered').waitFor();
    await item.getByText('HTTP 200').waitFor();
    await item.getByText('thanks').waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await item.getByRole('button', { name: /^Send again\W+product\.back_in_stock/ }).click();
    const [first, , again] = await hook.waitFor(3);
    expect(again!.body.id).toBe(first!.body.id);
    await deliveries.getByRole('button', { name: 'Close' }).first().click();
    await deliveries.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Edit ${hook.url}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit endpoint' });
    await edit.getByRole('checkbox', { name: /order\.paid/ }).check();
    await edit.getByRole('button', { name: 'Save endpoint' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByTestId('webhook-card').getByText('order.paid').waitFor();

    await page.getByRole('button', { name: `Delete ${hook.url}` }).click();
    await page.getByRole('dialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No endpoints yet').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await close();
  });
});
