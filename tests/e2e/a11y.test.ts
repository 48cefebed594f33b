import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '../../src/shared/schemas/blog.js';
import type { Order } from '../../src/shared/schemas/order.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { TEST_CARD } from '../setup/cards.js';
import { freeShippingOption, US_ADDRESS } from '../setup/shop.js';
import { apiToken, browser, openPage, openSignedIn, shop, useShop } from './harness.js';
import { loadNearScreenSections } from './page-checks.js';

/** axe-core scan of every public page, in the light and the dark theme: no serious or critical violation. */
useShop();
let blogId: string;
beforeAll(async () => {
  blogId = ((await shop.app.inject({ method: 'GET', url: '/api/blogs' })).json() as Blog[])[0]!._id;
  const comment = await shop.app.inject({
    method: 'POST',
    url: '/api/blogReview',
    payload: { blogId, name: 'Axe Tester', description: 'A comment so the list is scanned too.' },
  });
  expect(comment.statusCode).toBe(201);
});

type Action = (page: Page) => Promise<void>;
const showFormErrors =
  (form: string, button: string): Action =>
  async (page) => {
    await page.getByTestId(form).getByRole('button', { name: button }).click();
    await page.getByTestId(form).getByRole('alert').first().waitFor();
  };
const openMenu: Action = async (page) => {
  const button = page.getByTestId('mobile-menu-button');
  if (await button.isVisible()) await button.click();
};

/** Every public page; some are scanned again in a second state (form errors shown, menu open). */
const pages = (): [string, string, Action?][] => [
  ['home', '/'],
  ['home, menu open', '/', openMenu],
  ['home, contact form errors', '/', showFormErrors('contact-form', 'Send message')],
  ['blog-detail, comment form errors', `/detailsblogs/${blogId}`, showFormErrors('blog-review-form', 'Post comment')],
  ['service', '/service'],
  ['blogs', '/blogs'],
  ['blog-detail', `/detailsblogs/${blogId}`],
  ['portfolio', '/fotfolio'],
  ['not-found', '/no-such-page'],
  ['login', '/login'],
  ['signup', '/signup'],
];

/** Waits until the page has its data: no spinner, no placeholder, no request in flight. */
async function settle(page: Page, name: string) {
  try {
    await loadNearScreenSections(page);

    await page.waitForFunction(
      () => document.querySelector('main h1') && !document.querySelector('[data-testid=full-page-spinner], [aria-busy=true], .skeleton'),
      undefined,
      { timeout: 15_000 },
    );
  } catch {
    throw new Error(`${name} did not finish loading: ${(await page.locator('main').innerText()).slice(0, 300)}`);
  }
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

async function scan(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const describeViolations = (vs: Violation[]) =>
  vs
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`)
          .join('\n  ')}`,
    )
    .join('\n');

describe.each([
  ['light', 375],
  ['light', 1280],
  ['dark', 1280],
] as const)('%s theme at %i px', (theme, width) => {
  it('has no serious or critical axe violation on any public page', async () => {
    // bypassCSP lets axe's script in past the shop's Content-Security-Policy.
    const { page, close } = await openPage(browser, { width, theme, bypassCSP: true });
    const failures: string[] = [];
    for (const [name, path, action] of pages()) {
      await page.goto(`${shop.url}${path}`);
      await settle(page, name);
      await action?.(page);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
      const serious = await scan(page);
      if (serious.length) failures.push(`${name} (${path}):\n${describeViolations(serious)}`);
    }
    expect(failures.join('\n\n')).toBe('');
    await close();
  });
});

/** An order placed and paid through the API (the test gateway), for a signed-in screen. */
async function paidOrder(token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const product = ((await shop.app.inject({ method: 'GET', url: '/api/service' })).json() as Product[]).find((p) => p.Quantity > 2)!;
  const placed = await shop.app.inject({
    method: 'POST',
    url: '/api/order',
    headers,
    payload: { userId: product._id, number: '5550102030', address: US_ADDRESS, shippingOptionId: await freeShippingOption(shop.app) },
  });
  const orderId = (placed.json() as Order)._id;
  const intent = await shop.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers, payload: { orderId } });
  const { clientSecret } = intent.json() as { clientSecret: string };
  const paid = await shop.app.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: { clientSecret, card: TEST_CARD } });
  expect(paid.statusCode, paid.body).toBe(200);
  return orderId;
}

describe.each(['light', 'dark'] as const)('signed-in screens, %s theme', (theme) => {
  it('has no serious or critical axe violation on the order confirmation', async () => {
    const { page, account, close } = await openSignedIn({ theme, bypassCSP: true });
    const orderId = await paidOrder(await apiToken(shop, account));
    await page.goto(`${shop.url}/orders/${orderId}/confirmation`);
    await page.getByTestId('payment-success').waitFor();
    await settle(page, 'order confirmation');
    expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
    expect(describeViolations(await scan(page))).toBe('');
    await close();
  });
});
