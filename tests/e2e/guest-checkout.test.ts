import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../src/shared/messages.js';
import { formatPrice } from '../../src/shared/money.js';
import type { Order } from '../../src/shared/schemas/order.js';
import type { Product } from '../../src/shared/schemas/product.js';
import type { ShopSettings } from '../../src/shared/schemas/settings.js';
import { uniqueEmail } from '../setup/app.js';
import { expiryMMYY, TEST_CARD } from '../setup/cards.js';
import { drainOutbox, mailsTo } from '../setup/outbox.js';
import { freeShippingOption, US_ADDRESS } from '../setup/shop.js';
import { ADMIN, browser, call, httpStatus, openPage, openSignedIn, screenshot, settled, shop, useShop } from './harness.js';
import { shopApi } from './order-workflow-api.js';
import { overflow, seriousViolations } from './page-checks.js';

/** Guest checkout in Chromium (issue 30): a visitor buys without an account, pays on the order's private page, and finds it again. */
useShop();

let api: ReturnType<typeof shopApi>;
let adminHeaders: Record<string, string>;
let parts: Product[];
/** The free "collect" option: a US address has no tax, so the total is the parts' price less the code. */
const FREE_OPTION = /Collect from the test shop/;
const GUEST_CART_KEY = 'guestCart';

beforeAll(async () => {
  api = shopApi(shop);
  adminHeaders = await api.signIn(ADMIN.email, ADMIN.password);
  await freeShippingOption(shop.app);
  const tag = Date.now().toString(36);
  parts = [await api.newProduct(`Guest fan ${tag}`, 20, 24), await api.newProduct(`Guest heatsink ${tag}`, 20, 16)];
  await call('POST', '/api/admin/promotions', adminHeaders, { label: 'Guest ten', code: 'GUEST10', kind: 'percentage', value: 10 });
});

/** An element's text as a screen reader reads it, blanks collapsed. */
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** The owner's guest checkout setting, through the API. */
async function setGuestCheckout(on: boolean) {
  const settings = await call<ShopSettings>('GET', '/api/admin/settings', adminHeaders);
  await call('PUT', '/api/admin/settings', adminHeaders, { ...settings, guestCheckout: on });
}

/** Finds the part's card through the catalog search and adds one. */
async function addFromCatalog(page: Page, product: Product) {
  await page.getByLabel('Find Your Product').fill(product.name);
  const card = page.getByTestId('product-card').filter({ hasText: product.name }).first();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: `Added to cart: 1 × ${product.name}` })
    .waitFor();
}

/** A guest cart with the two parts, written where the shop keeps it, then /checkout ("Sign in" or `atChoice`) → "Continue as guest". */
async function guestAtCheckout(page: Page, atChoice?: () => Promise<void>) {
  await page.goto(`${shop.url}/service`);
  await page.evaluate(
    ([key, lines]) => localStorage.setItem(key!, lines!),
    [GUEST_CART_KEY, JSON.stringify(parts.map((p) => ({ productId: p._id, quantity: 1 })))],
  );
  await page.goto(`${shop.url}/checkout`);
  await page.getByTestId('checkout-choice').waitFor();
  await atChoice?.();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
}

/** The guest's e-mail and a US address, "Use this address", and the free option: the server's totals on screen. */
async function fillGuestDetails(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  const form = page.getByRole('group', { name: 'Delivery address' });
  await form.getByLabel('Full name').fill(US_ADDRESS.name);
  await form.getByLabel('Address line 1').fill(US_ADDRESS.line1);
  await form.getByLabel('City').fill(US_ADDRESS.city);
  await form.getByLabel('State / region (optional)').fill(US_ADDRESS.region);
  await form.getByLabel('Postal code').fill(US_ADDRESS.postalCode);
  await form.getByLabel('Country').selectOption('US');
  await form.getByLabel('Phone').fill(US_ADDRESS.phone);
  await form.getByRole('button', { name: 'Use this address' }).click();
  // The address is taken (it is shown with "Change address"); if not, the form's own words say why.
  await page
    .getByTestId('guest-delivery')
    .waitFor({ timeout: 15_000 })
    .catch(async () => {
      throw new Error(`The address was not taken at ${page.url()}: ${await text(page.locator('main'))}`);
    });
  await page.getByRole('radio', { name: FREE_OPTION }).check();
  await page.getByTestId('checkout-amounts').getByTestId('amounts-total').waitFor();
}

/** A guest order placed through the API (no session), as the checkout places it. */
async function guestOrder(email = uniqueEmail('guest')): Promise<Order & { guestToken: string }> {
  return call(
    'POST',
    '/api/checkout',
    {},
    {
      email,
      items: [{ productId: parts[0]!._id, quantity: 1 }],
      address: US_ADDRESS,
      shippingOptionId: await freeShippingOption(shop.app),
    },
  );
}

/** "Order PH-2026-000001" → "PH-2026-000001". */
const placedNumber = (heading: string) => heading.replace(/^Order /, '');

async function payWithTestCard(page: Page) {
  await page.getByLabel('Card number').pressSequentially(TEST_CARD.number);
  await page.getByLabel('Expiry (MM/YY)').pressSequentially(expiryMMYY().replace('/', ''));
  await page.getByLabel('CVC').fill(TEST_CARD.cvc);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

describe('a guest', () => {
  it('adds two parts, checks out with a discount code, pays with the test card and sees the order paid on its page', async () => {
    const email = uniqueEmail('guest');
    const { page, close } = await openPage(browser);
    await page.goto(`${shop.url}/service`);
    for (const part of parts) await addFromCatalog(page, part);
    await page.goto(`${shop.url}/cart`);
    await page.getByText('Check out as a guest, or sign in: your cart comes with you.').waitFor();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    // Signing in keeps the cart; the guest goes on without an account.
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirectTo=%2Fcheckout');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await fillGuestDetails(page, email);
    const amounts = page.getByTestId('checkout-amounts');
    expect(await amounts.getByTestId('amounts-total').innerText()).toBe(formatPrice(40));

    await page.getByLabel('Discount code').fill('guest10');
    await page.getByTestId('discount-code').getByRole('button', { name: 'Apply' }).click();
    await amounts.getByTestId('amounts-discount').waitFor();
    expect(await text(amounts.getByTestId('amounts-discount'))).toBe('Guest ten code GUEST10');
    await expect.poll(() => amounts.getByTestId('amounts-total').innerText()).toBe(formatPrice(36));

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/guest/orders/'));
    const token = decodeURIComponent(page.url().split('/').pop()!);
    const order = page.getByTestId('guest-order');
    await order.getByTestId('guest-order-heading').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_CART_KEY)).toBeNull();
    expect(await text(page.getByTestId('keep-link'))).toContain(email);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expect.poll(() => order.getByTestId('order-line').count()).toBe(2);

    await payWithTestCard(page);
    await order.getByTestId('payment-success').waitFor();
    await expect.poll(() => order.getByTestId('guest-order-status').getAttribute('data-status')).toBe('paid');
    // The invoice opens through the link's token, without a session.
    const invoice = await page.request.get(shop.url + (await order.getByTestId('invoice-link').getAttribute('href'))!);
    expect(invoice.status()).toBe(200);
    expect(await invoice.text()).toContain(placedNumber(await order.getByTestId('guest-order-heading').innerText()));
    expect(await order.getByTestId('guest-pay').count()).toBe(0);

    const placed = await call<Order>('GET', `/api/guest/orders/${encodeURIComponent(token)}`);
    expect(placed.status).toBe('paid');
    expect(placed.userEmail).toBe(email);
    expect(placed.discounts.map((d) => d.code)).toEqual(['GUEST10']);
    expect(placed.cost).toBe(36);
    // A reload (or the e-mailed link) opens the same order.
    await page.reload();
    await expect.poll(() => page.getByTestId('guest-order-status').getAttribute('data-status')).toBe('paid');
    await close();
  });

  it('cancels an unpaid order after saying what it does', async () => {
    const placed = await guestOrder();
    const { page, close } = await openPage(browser);
    await page.goto(`${shop.url}/guest/orders/${placed.guestToken}`);
    await page.getByRole('button', { name: 'Cancel the order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${placed.orderNumber}?` });
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('guest-order-status').getAttribute('data-status')).toBe('cancelled');
    expect(await page.getByTestId('guest-pay').count()).toBe(0);
    await close();
  });

  it('asks for a return of a delivered order, and sees its status', async () => {
    const placed = await guestOrder();
    const { clientSecret } = await call<{ clientSecret: string }>('POST', `/api/guest/orders/${placed.guestToken}/payment-intent`, {}, {});
    await call('POST', '/api/payments/test/confirm', {}, { clientSecret, card: TEST_CARD });
    await call('PATCH', `/api/order/${placed._id}/status`, adminHeaders, { status: 'shipped', trackingNumber: '1ZGUEST' });
    await call('PATCH', `/api/order/${placed._id}/status`, adminHeaders, { status: 'delivered' });

    const { page, close } = await openPage(browser);
    await page.goto(`${shop.url}/guest/orders/${placed.guestToken}`);
    const returns = page.getByTestId('guest-returns');
    await returns.getByRole('button', { name: 'Return items' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: parts[0]!.name }).check();
    await dialog.getByRole('radio', { name: 'It arrived broken or stopped working' }).check();
    // A guest has no account, so no store credit to choose.
    expect(await dialog.getByTestId('refund-to-choice').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Request the return' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => returns.getByTestId('order-return').getAttribute('data-status')).toBe('requested');
    await close();
  });

  it('finds the order again: the same words for any order number, and the mailed link opens it', async () => {
    const placed = await guestOrder();
    const { page, close } = await openPage(browser);
    await page.goto(`${shop.url}/login`);
    await page.getByRole('main').getByRole('link', { name: 'Find my order' }).click();
    await page.waitForURL((u) => u.pathname === '/guest/orders');
    for (const orderNumber of ['PH-1999-000001', placed.orderNumber]) {
      await page.getByLabel('Order number').fill(orderNumber);
      await page.getByLabel('Email').fill(placed.userEmail);
      await page.getByRole('button', { name: 'Send me the link' }).click();
      const sent = page.getByTestId('find-order-sent');
      await sent.waitFor();
      expect(await text(sent)).toBe(
        `If that order exists, we’ve e-mailed its link to ${placed.userEmail}. It can take a few minutes to arrive.`,
      );
    }
    await drainOutbox(shop.app);
    const mails = mailsTo(shop.dataDir, placed.userEmail).filter((m) => m.raw.includes(`/guest/orders/${placed.guestToken}`));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    await page.goto(`${shop.url}/guest/orders/${placed.guestToken}`);
    await page.getByTestId('guest-order-heading').getByText(placed.orderNumber).waitFor();
    await close();
  });

  it('is told a link that opens no order is no longer valid, with the way to find the order', async () => {
    const { page, close } = await openPage(browser, { allowConsole: [httpStatus(404)] });
    await page.goto(`${shop.url}/guest/orders/not-a-real-token`);
    const error = page.getByTestId('guest-order-error');
    await error.getByRole('link', { name: 'Find my order' }).waitFor();
    expect(await text(error)).toContain(apiMessages.guestLinkInvalid);
    await close();
  });
});

describe('the owner', () => {
  it('turns guest checkout off on Shop settings: a guest at checkout is asked to sign in', async () => {
    const admin = await openSignedIn({ as: ADMIN });
    await admin.page.goto(`${shop.url}/dashboard/settings`);
    const toggle = admin.page.getByRole('checkbox', { name: /guests buy without an account/i });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await admin.page.getByRole('button', { name: 'Save settings' }).click();
    await admin.page.getByText('The shop settings were saved.').waitFor();
    await admin.close();
    try {
      const { page, close } = await openPage(browser);
      await page.goto(`${shop.url}/service`);
      await addFromCatalog(page, parts[1]!);
      await page.goto(`${shop.url}/cart`);
      await page.getByText('You will sign in first; your cart comes with you.').waitFor();
      await page.getByRole('link', { name: 'Checkout' }).click();
      await page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/checkout');
      await close();
    } finally {
      await setGuestCheckout(true);
    }
  });
});

describe('guest screens', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious axe violation on the guest checkout, the guest order page and Find my order (${theme}, 375 and 1280 px)`, async () => {
      const placed = await guestOrder();
      for (const width of [375, 1280]) {
        const { page, close } = await openPage(browser, { width, theme, bypassCSP: true });
        await guestAtCheckout(page, async () => {
          await settled(page);
          expect(await overflow(page)).toBeLessThanOrEqual(0);
          expect(await seriousViolations(page)).toEqual([]);
        });
        await fillGuestDetails(page, uniqueEmail('guest'));
        await settled(page);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `guest-checkout-${theme}-${width}`);

        await page.goto(`${shop.url}/guest/orders/${placed.guestToken}`);
        await page.getByRole('button', { name: /^Pay \$/ }).waitFor();
        await settled(page);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `guest-order-${theme}-${width}`);

        await page.goto(`${shop.url}/guest/orders`);
        await page.getByRole('heading', { level: 1, name: 'Find my order' }).waitFor();
        await settled(page);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `find-order-${theme}-${width}`);
        await close();
      }
    });
  }
});
