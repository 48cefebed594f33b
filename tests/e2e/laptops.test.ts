import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Laptop } from '../../src/shared/schemas/laptop.js';
import type { ProductPage } from '../../src/shared/schemas/product.js';
import { browser, createAccount, hydrated, loginAs, openPage, screenshot, shop, useShop } from './harness.js';
import { overflow, seriousViolations } from './page-checks.js';

/** "Fits my laptop" (issue #17) in a real browser: the picker, fit badges, /service's filter, My laptops, /identify, /laptops/:id. */
useShop();
let t480: Laptop;
let t480Part: string;
/** The part that fits the most laptop models (its list gets a filter box). */
let widePart: { _id: string; fits: number };

beforeAll(async () => {
  const found = (await shop.app.inject({ method: 'GET', url: '/api/laptops?search=20L5' })).json() as Laptop[];
  t480 = found.find((l) => l.family === 'ThinkPad' && l.model === 'T480')!;
  expect(t480).toBeDefined();
  const parts = (await shop.app.inject({ method: 'GET', url: `/api/service?laptop=${t480._id}&limit=1` })).json() as ProductPage;
  t480Part = parts.items[0]!._id;
  const all = (await shop.app.inject({ method: 'GET', url: '/api/service?limit=100' })).json() as ProductPage;
  const wide = all.items.reduce((a, b) => (b.compatibleModels.length > a.compatibleModels.length ? b : a));
  widePart = { _id: wide._id, fits: wide.compatibleModels.length };
});

const LINUX_OUTPUT = 'LENOVO\n20L5CTO1WW\nThinkPad T480';
const T480 = /ThinkPad T480\b/;

/** Waits until the page has its data: no spinner, no placeholder, no request shown as busy. */
async function settle(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('main h1') && !document.querySelector('[data-testid=full-page-spinner], [aria-busy=true], .skeleton'),
    undefined,
    { timeout: 15_000 },
  );
}

/** Scrolls to the bottom and back, so lazy images load and the navbar is back in its place, for a full-page screenshot. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    const loaded = (img: HTMLImageElement) => (img.complete ? null : img.decode().catch(() => null));
    await Promise.race([Promise.all([...document.images].map(loaded)), new Promise((r) => setTimeout(r, 1500))]);
  });
  await page.waitForTimeout(150);
}

async function openPicker(page: Page) {
  await hydrated(page, 'laptop-picker-button');
  await page.getByTestId('laptop-picker-button').click();
  await page.getByRole('combobox', { name: 'Brand, model or machine type' }).waitFor();
}

/** Types the machine type in the navbar's picker and picks the T480 with the keyboard. */
async function pickT480(page: Page) {
  await openPicker(page);
  const box = page.getByRole('combobox', { name: 'Brand, model or machine type' });
  await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
  await box.fill('20L5');
  const first = page.getByRole('listbox', { name: 'Laptop models' }).getByRole('option').first();
  await expect.poll(() => first.textContent()).toMatch(T480);
  expect(await box.getAttribute('aria-expanded')).toBe('true');
  expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
  await box.press('Enter');
  await page.getByTestId('laptop-picker').waitFor({ state: 'detached' });
  // The focus is back on the button, which now names the laptop.
  const button = page.getByTestId('laptop-picker-button');
  await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await button.textContent()).toContain('ThinkPad T480');
}

const badges = (page: Page) => page.getByTestId('product-card').getByTestId('fit-badge');
const waitForCount = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('[data-testid=result-count]')?.textContent?.includes(t), text);

describe('fits my laptop', () => {
  it('picks a laptop by machine type, badges every part, limits /service to parts that fit and saves it at sign-in', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${shop.url}/service`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await badges(page).count()).toBe(0);
    await pickT480(page);
    expect(await page.evaluate(() => localStorage.getItem('selectedLaptop'))).toContain(t480._id);

    // Once a laptop is chosen /service lists the parts that fit it (issue 28): the switch is on,
    // the API call gets laptop=, the address stays plain, and every card fits.
    const toggle = page.getByLabel('Only parts that fit my ThinkPad T480');
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await waitForCount(page, 'that fit ThinkPad T480');
    expect(new URL(page.url()).searchParams.has('laptop')).toBe(false);
    // One laptop control: the "Fits my laptop" box gives way to the switch.
    expect(await page.getByLabel('Fits my laptop').count()).toBe(0);
    const fitting = await badges(page).allTextContents();
    expect(fitting.length).toBeGreaterThan(0);
    expect(new Set(fitting)).toEqual(new Set(['Fits your ThinkPad T480']));
    await screenshot(page, 'service-only-fits-1280');

    // "Show all": every card says whether it fits, in words; the choice outlives a reload.
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await page.waitForFunction(() => !document.querySelector('[data-testid=result-count]')?.textContent?.includes('that fit'));
    await expect.poll(() => badges(page).count()).toBe(await page.getByTestId('product-card').count());
    const texts = await badges(page).allTextContents();
    expect(texts.some((t) => t === 'Fits your ThinkPad T480')).toBe(true);
    expect(texts.some((t) => t === 'Does not fit your ThinkPad T480' || t === 'Not confirmed for your ThinkPad T480')).toBe(true);
    await page.reload();
    await page.getByTestId('product-card').first().waitFor();
    await expect.poll(() => page.getByLabel('Only parts that fit my ThinkPad T480').isChecked()).toBe(false);
    expect(await page.getByTestId('result-count').textContent()).not.toContain('that fit');

    // On again (remembered too), with a category on top: the address keeps the category only.
    const call = page.waitForRequest((r) => r.url().includes('/api/service?') && r.url().includes(`laptop=${t480._id}`));
    await toggle.click();
    await call;
    await waitForCount(page, 'that fit ThinkPad T480');
    await page.getByLabel('Category').selectOption('memory');
    await page.waitForURL((u) => u.searchParams.get('category') === 'memory' && !u.searchParams.has('laptop'));
    await waitForCount(page, 'in Memory (RAM) that fit ThinkPad T480');

    // Another tab of the same browser sees the choice (the storage event).
    const other = await page.context().newPage();
    await other.goto(`${shop.url}/`);
    await other.getByTestId('laptop-picker-button').filter({ hasText: 'ThinkPad T480' }).waitFor();
    await other.evaluate(() => localStorage.removeItem('selectedLaptop'));
    await page.getByTestId('laptop-picker-button').filter({ hasText: 'Select your laptop' }).waitFor();
    await other.close();
    await pickT480(page);

    // Signing in saves the guest's laptop to My laptops.
    const account = await createAccount(shop);
    await loginAs(page, shop.url, account.email, account.password);
    await page.goto(`${shop.url}/dashboard/profile`);
    const saved = page.getByTestId('my-laptop');
    await saved.first().waitFor();
    expect(await saved.allTextContents()).toEqual([expect.stringMatching(/Lenovo ThinkPad T480\b/)]);
    expect(await saved.getByTestId('select-laptop').textContent()).toBe('Your laptop');
    await page.getByTestId('my-laptops').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/my-laptops-1280.png' });

    // The product page: the badge, "Fits these laptops", "Part numbers" and the SKU.
    await page.goto(`${shop.url}/details/${t480Part}`);
    await page.getByTestId('product-fit').getByText('Fits your ThinkPad T480').waitFor();
    await page.getByTestId('fits-these-laptops').getByRole('link', { name: T480 }).first().waitFor();
    const numbers = await page.getByTestId('part-numbers').innerText();
    expect(numbers).toMatch(/OEM|FRU|Manufacturer|Alternative/);
    expect((await page.getByTestId('product-sku').textContent())?.trim()).not.toBe('');
    await settle(page);
    await screenshot(page, 'product-fits-1280');
    // Added to the cart with the laptop selected: the cart line (and so the order line) remembers it.
    const added = page.waitForResponse((r) => r.url().includes(`/api/cart/items/${t480Part}`) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    const cart = (await (await added).json()) as { items: { productId: string; laptopId: string | null }[] };
    expect(cart.items.find((i) => i.productId === t480Part)?.laptopId).toBe(t480._id);

    // A long list of laptops gets a filter box.
    expect(widePart.fits).toBeGreaterThan(8);
    await page.goto(`${shop.url}/details/${widePart._id}`);
    const fitsList = page.getByTestId('fits-these-laptops');
    await fitsList.getByLabel(`Filter the ${widePart.fits} laptops`).fill('T480');
    const shown = await fitsList.getByRole('listitem').allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(widePart.fits);
    expect(shown.every((t) => /T480/i.test(t))).toBe(true);

    // Removed from the account, it stays selected in this browser.
    await page.goto(`${shop.url}/dashboard/profile`);
    await saved.getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('my-laptops-empty').waitFor();
    // The focus stays in My laptops, not at the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('my-laptops-section');
    expect(await page.getByTestId('laptop-picker-button').textContent()).toContain('ThinkPad T480');
    await close();
  });

  it('closes the picker with Escape and clears the laptop', async () => {
    const { page, close } = await openPage(browser, { width: 375 });
    await page.goto(`${shop.url}/`);
    await pickT480(page);
    await openPicker(page);
    await page.keyboard.press('Escape');
    await page.getByTestId('laptop-picker').waitFor({ state: 'detached' });
    await openPicker(page);
    await page.getByTestId('laptop-picker').getByRole('button', { name: 'Clear' }).click();
    await page.getByTestId('laptop-picker-button').filter({ hasText: 'Select your laptop' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('selectedLaptop'))).toBeNull();
    await close();
  });

  it('identifies a ThinkPad T480 from pasted Linux output and opens its page', async () => {
    const { page, close } = await openPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
    await page.goto(`${shop.url}/identify`);
    await page.getByRole('tab', { name: 'Linux' }).click();
    expect(await page.getByTestId('identify-command').textContent()).toBe(
      'cat /sys/class/dmi/id/{sys_vendor,product_name,product_version}',
    );
    await page.getByRole('button', { name: 'Copy the Linux command' }).click();
    await page.getByTestId('copy-status').getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/sys/class/dmi/id/');
    // The arrow keys move between the systems.
    await page.getByRole('tab', { name: 'Linux' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('identify-command').textContent()).toBe('wmic csproduct get vendor,name,version');

    await page.getByLabel('What the command printed').fill(LINUX_OUTPUT);
    await page.getByRole('button', { name: 'Find my laptop' }).click();
    const first = page.getByTestId('identify-match').first();
    await first.waitFor();
    expect(await first.getByRole('heading').textContent()).toMatch(T480);
    expect(await first.innerText()).toMatch(/Sure|Likely|Possible/);
    await first.getByRole('button', { name: 'Select this laptop' }).click();
    await page.getByTestId('laptop-picker-button').filter({ hasText: 'ThinkPad T480' }).waitFor();

    await first.getByRole('link', { name: 'See its parts' }).click();
    await page.waitForURL(`${shop.url}/laptops/${t480._id}`);
    await page.getByRole('heading', { level: 1, name: 'ThinkPad T480' }).waitFor();
    await settle(page);
    const categories = page.getByTestId('parts-by-category').getByRole('link');
    expect(await categories.count()).toBeGreaterThan(1);
    expect(new URL(await categories.first().evaluate((a) => (a as HTMLAnchorElement).href)).searchParams.get('laptop')).toBe(t480._id);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(new Set(await badges(page).allTextContents())).toEqual(new Set(['Fits your ThinkPad T480']));

    // The upgrade planner: what the T480 takes, and the memory in stock that fits it, with why.
    const memory = page.getByTestId('planner-slot').filter({ has: page.getByRole('heading', { name: 'Memory (RAM)' }) });
    expect(await memory.innerText()).toMatch(/2 slots.*DDR4/);
    const kits = memory.getByRole('link', { name: /DDR4/ });
    expect(await kits.count()).toBeGreaterThan(0);
    expect(await memory.innerText()).toMatch(/listed by the shop for the ThinkPad T480|DDR4 SO-DIMM/);
    await page.getByTestId('upgrade-planner').scrollIntoViewIfNeeded();
    await screenshot(page, 'upgrade-planner-1280');
    await close();
  });
});

describe.each([
  ['light', 375],
  ['light', 1280],
  ['dark', 375],
  ['dark', 1280],
] as const)('%s theme at %i px', (theme, width) => {
  it('shows the picker, a laptop page and /identify cleanly, without serious axe violations', async () => {
    const { page, close } = await openPage(browser, { width, theme, bypassCSP: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${shop.url}/service`);
    await page.getByTestId('product-card').first().waitFor();
    await pickT480(page);
    await openPicker(page);
    await page.getByRole('combobox', { name: 'Brand, model or machine type' }).fill('thinkpad');
    await page
      .getByTestId('laptop-picker')
      .getByRole('status')
      .getByText(/models found/)
      .waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await overflow(page), 'the open picker scrolls sideways').toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screenshots/laptop-picker-${theme}-${width}.png` });
    const failures = (await seriousViolations(page)).map((v) => `picker: ${v}`);

    await page.goto(`${shop.url}/laptops/${t480._id}`);
    await settle(page);
    expect(await overflow(page), '/laptops/:id scrolls sideways').toBeLessThanOrEqual(0);
    await scrollThrough(page);
    await screenshot(page, `laptop-page-${theme}-${width}`);
    failures.push(...(await seriousViolations(page)).map((v) => `/laptops/:id: ${v}`));

    await page.goto(`${shop.url}/identify`);
    await page.getByLabel('What the command printed').fill(LINUX_OUTPUT);
    await page.getByRole('button', { name: 'Find my laptop' }).click();
    await page.getByTestId('identify-match').first().waitFor();
    expect(await overflow(page), '/identify scrolls sideways').toBeLessThanOrEqual(0);
    await scrollThrough(page);
    await screenshot(page, `identify-${theme}-${width}`);
    failures.push(...(await seriousViolations(page)).map((v) => `/identify: ${v}`));
    expect(failures.join('\n')).toBe('');
    await close();
  });
});
