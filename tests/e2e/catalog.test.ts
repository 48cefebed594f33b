import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductCreateInput } from '../../src/shared/schemas/product.js';
import {
  ADMIN,
  apiToken,
  browser,
  httpStatus,
  hydrated,
  loginAs,
  openPage,
  openSignedIn,
  screenshot,
  shop,
  useShop,
  type PageOptions,
} from './harness.js';

/** Issue 7: /service driven by the server (filters, sort, paging, the address) and the admin's Products pages. */
useShop();
let adminToken: string;

const PAGE = 24;
const PAGED = 30;

async function api<T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<T> {
  const res = await shop.app.inject({ method, url, payload, headers: { authorization: `Bearer ${adminToken}` } });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

const createProduct = (name: string, extra: Partial<ProductCreateInput> = {}) =>
  api<Product>('POST', '/api/service', {
    name,
    sublierName: 'E2E Supplies',
    cost: 19.5,
    Quantity: 5,
    category: 'fans',
    ...extra,
  });

beforeAll(async () => {
  adminToken = await apiToken(shop, ADMIN);
  // More than one page of one search, through the API (so the shop's answer cache knows).
  for (let i = 1; i <= PAGED; i++) await createProduct(`Pagetest cooling fan ${String(i).padStart(2, '0')}`, { cost: 10 + i });
});

const cards = (page: Page) => page.getByTestId('product-card');
const cardNames = (page: Page) => cards(page).locator('h3').allTextContents();
const cardPrices = async (page: Page) =>
  (await cards(page).getByTestId('product-price').allTextContents()).map((t) => Number(t.replace(/[^0-9.]/g, '')));
/** Waits until the count line (which follows the results on screen) says `text`. */
const countSays = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('[data-testid=result-count]')?.textContent === t, text);
const sorted = (a: string[]) => [...a].sort();

describe('/service', () => {
  it('filters by the laptop it fits and by category, and sorts by price', async () => {
    const all = await api<Product[]>('GET', '/api/service');
    const { page, close } = await openPage(browser);
    await page.goto(`${shop.url}/service`);
    await cards(page).first().waitFor();
    // Typed before React owns the server-rendered field, the laptop would be lost.
    await hydrated(page, 'result-count');

    // "Fits my laptop": ThinkPad T480 shows the parts that fit it, and only those.
    const fits = all.filter((p) => p.compatibleModels.some((m) => /thinkpad t480/i.test(m)));
    expect(fits.length).toBeGreaterThan(3);
    await page.getByLabel('Fits my laptop').fill('ThinkPad T480');
    await countSays(page, `Showing ${fits.length} of ${fits.length} parts that fit “ThinkPad T480”`);
    expect(sorted(await cardNames(page))).toEqual(sorted(fits.map((p) => p.name)));

    // And a category on top of it.
    const batteries = fits.filter((p) => p.category === 'batteries');
    expect(batteries.length).toBeGreaterThan(0);
    await page.getByLabel('Category').selectOption('batteries');
    await countSays(
      page,
      `Showing ${batteries.length} of ${batteries.length} ${batteries.length === 1 ? 'part' : 'parts'} in Batteries that fit “ThinkPad T480”`,
    );
    expect(sorted(await cardNames(page))).toEqual(sorted(batteries.map((p) => p.name)));

    // A category alone, sorted by price both ways.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid=result-count]')?.textContent?.includes('“'));
    expect(await page.getByLabel('Fits my laptop').inputValue()).toBe('');
    const memory = all.filter((p) => p.category === 'memory');
    await page.getByLabel('Category').selectOption('memory');
    await countSays(page, `Showing ${memory.length} of ${memory.length} parts in Memory (RAM)`);
    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    await expect.poll(() => cardPrices(page)).toEqual(memory.map((p) => p.cost).sort((a, b) => a - b));
    await page.getByLabel('Sort by').selectOption('price_desc');
    await expect.poll(() => cardPrices(page)).toEqual(memory.map((p) => p.cost).sort((a, b) => b - a));

    // A card's title and image lead to the part (issue 28); the image's link stays out of the tab order.
    const firstName = (await cardNames(page))[0];
    const top = memory.find((p) => p.name === firstName)!;
    const card = cards(page).first();
    expect(await card.getByRole('heading').getByRole('link').getAttribute('href')).toBe(`/details/${top._id}`);
    const image = card.getByTestId('product-card-image-link');
    expect([await image.getAttribute('href'), await image.getAttribute('tabindex')]).toEqual([`/details/${top._id}`, '-1']);
    await card.getByRole('heading').getByRole('link').click();
    await page.waitForURL((u) => u.pathname === `/details/${top._id}`);
    await close();
  });

  it('loads the next 24 with Load more and counts them', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${shop.url}/service?q=pagetest`);
    await countSays(page, `Showing ${PAGE} of ${PAGED} parts matching “pagetest”`);
    expect(await cards(page).count()).toBe(PAGE);
    // Newest first: the last one created leads.
    expect((await cardNames(page))[0]).toBe(`Pagetest cooling fan ${PAGED}`);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'catalog-service-load-more-1280');
    await page.getByRole('button', { name: 'Load more parts' }).click();
    await countSays(page, `Showing ${PAGED} of ${PAGED} parts matching “pagetest”`);
    const names = await cardNames(page);
    expect(names).toHaveLength(PAGED);
    expect(new Set(names).size).toBe(PAGED);
    expect(names.at(-1)).toBe('Pagetest cooling fan 01');
    // Focus moved to the first new part; nothing more to load.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('li')?.querySelector('h3')?.textContent)).toBe(names[PAGE]);
    await page.getByText('That is every matching part.').waitFor();
    expect(await page.getByRole('button', { name: 'Load more parts' }).count()).toBe(0);

    // The whole catalog says how many parts there are in all.
    await page.getByLabel('Find Your Product').fill('');
    const total = (await api<Product[]>('GET', '/api/service')).length;
    await countSays(page, `Showing ${PAGE} of ${total} parts`);
    await close();
  });

  it('keeps the search, filters and sort in the address across a reload, and clears them in one click', async () => {
    const { page, close } = await openPage(browser, { width: 375 });
    await page.goto(`${shop.url}/service`);
    await cards(page).first().waitFor();
    // On a phone the filters fold away behind a button.
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    expect(await page.getByLabel('Fits my laptop').isVisible()).toBe(false);
    await filters.click();
    expect(await filters.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Find Your Product').fill('battery');
    await page.getByLabel('Fits my laptop').fill('T480');
    await page.getByLabel('Category').selectOption('batteries');
    await page.getByLabel('Sort by').selectOption('price_desc');
    await page.waitForURL((u) => u.searchParams.get('q') === 'battery' && u.searchParams.get('model') === 'T480');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'battery', model: 'T480', category: 'batteries', sort: 'price_desc' });
    await page.waitForFunction(() => document.querySelector('[data-testid=result-count]')?.textContent?.includes('“T480”'));
    const before = await cardNames(page);
    expect(before.length).toBeGreaterThan(0);

    await page.reload();
    await cards(page).first().waitFor();
    // Open after the reload: the address sets filters (three of them, says the button).
    expect(await page.getByRole('button', { name: 'Filters 3' }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByLabel('Find Your Product').inputValue()).toBe('battery');
    expect(await page.getByLabel('Fits my laptop').inputValue()).toBe('T480');
    expect(await page.getByLabel('Category').inputValue()).toBe('batteries');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price_desc');
    expect(await cardNames(page)).toEqual(before);

    // Nothing matches: a clear state, and one click clears every filter (the sort stays).
    await page.getByLabel('Fits my laptop').fill('no-such-laptop-zz');
    await page.getByTestId('no-match').waitFor();
    expect(await page.getByTestId('no-match').textContent()).toContain('No parts match these filters.');
    await screenshot(page, 'catalog-service-no-match-375');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await countSays(page, `Showing ${PAGE} of ${(await api<Product[]>('GET', '/api/service')).length} parts`);
    expect(new URL(page.url()).search).toBe('?sort=price_desc');
    await close();
  });
});

/** Signed in as the admin. */
const admin = (options: PageOptions = {}) => openSignedIn({ ...options, as: ADMIN });

const pngImage = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();

/** Opens Products, searches for `name` and waits for its row. */
async function findInProducts(page: Page, name: string) {
  await page.goto(`${shop.url}/dashboard`);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  await page.getByLabel('Search products').fill(name);
  const row = page.getByTestId('admin-product-row').filter({ hasText: name });
  await page.waitForFunction((n) => {
    const rows = [...document.querySelectorAll('[data-testid=admin-product-row]')];
    return rows.length === 1 && rows[0]!.textContent!.includes(n);
  }, name);
  return row;
}

/** The product's card on /service, found through the search box. */
async function serviceCard(page: Page, name: string) {
  await page.goto(`${shop.url}/service?q=${encodeURIComponent(name)}`);
  const card = cards(page).filter({ hasText: name });
  await card.waitFor();
  return card;
}

describe('admin: Products', () => {
  it('lists products with search and pages', async () => {
    const { page, close } = await admin();
    await page.goto(`${shop.url}/dashboard/products?q=pagetest`);
    await page
      .getByTestId('admin-product-count')
      .filter({ hasText: `Showing 1–${PAGE} of ${PAGED} products` })
      .waitFor();
    expect(await page.getByTestId('admin-product-row').count()).toBe(PAGE);
    await page.getByRole('button', { name: 'Next →' }).click();
    await page
      .getByTestId('admin-product-count')
      .filter({ hasText: `Showing ${PAGE + 1}–${PAGED} of ${PAGED} products` })
      .waitFor();
    expect(await page.getByTestId('admin-product-row').count()).toBe(PAGED - PAGE);
    expect(page.url()).toContain('page=2');
    await page.getByText('Page 2 of 2').waitFor();
    await close();
  });

  it('edits a price (sending only that field) and /service shows it', async () => {
    const product = await createProduct(`Price change fan ${Date.now()}`, { cost: 25 });
    const { page, close } = await admin();
    const row = await findInProducts(page, product.name);
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Product' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe(product.name);
    expect(await page.getByLabel('Price (USD)').inputValue()).toBe('25');
    expect(await page.getByLabel('Category').inputValue()).toBe('fans');

    await page.getByLabel('Price (USD)').fill('31.75');
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes(`/api/service/${product._id}`));
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await patch).postDataJSON()).toEqual({ cost: 31.75 });
    await page.getByText(`${product.name} was saved.`).waitFor();
    // Back on the list it came from, with the new price.
    await page.waitForURL(/\/dashboard\/products\?q=/);
    await page.getByTestId('admin-product-row').filter({ hasText: product.name }).getByText('$31.75').waitFor();

    const card = await serviceCard(page, product.name);
    expect(await card.getByTestId('product-price').textContent()).toBe('$31.75');
    await close();
  });

  it('uploads a PNG on Edit: preview, then the card on /service shows it; a text file gets the server message', async () => {
    const product = await createProduct(`Picture fan ${Date.now()}`);
    // The text file's 400 answer is logged by the browser.
    const { page, close } = await admin({ allowConsole: [httpStatus(400)] });
    await page.goto(`${shop.url}/dashboard/products/${product._id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Product' }).waitFor();
    await page.getByLabel('Name').waitFor();

    // Not an image, whatever its name says: the server's 400 message under the field.
    await page
      .getByLabel('Upload image')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
    await page.getByTestId('upload-error').filter({ hasText: 'The file is not a JPEG, PNG or WebP image.' }).waitFor();
    expect(await page.getByLabel('Upload image').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Image URL').inputValue()).toBe('');

    await page.getByLabel('Upload image').setInputFiles({ name: 'fan.png', mimeType: 'image/png', buffer: await pngImage() });
    await page.waitForFunction(() =>
      /^\/uploads\/.+-800\.webp$/.test((document.querySelector('input[inputmode=url]') as HTMLInputElement).value),
    );
    expect(await page.getByTestId('upload-error').count()).toBe(0);
    const img = await page.getByLabel('Image URL').inputValue();
    const preview = page.getByTestId('image-preview');
    expect(await preview.getAttribute('src')).toBe(img);
    // Stored at most 800 px wide, never enlarged.
    await expect.poll(() => preview.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBe(600);
    await screenshot(page, 'catalog-edit-product-uploaded-1280');

    const patch = page.waitForRequest((r) => r.method() === 'PATCH');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await patch).postDataJSON()).toEqual({ img });
    await page.getByText(`${product.name} was saved.`).waitFor();

    const card = await serviceCard(page, product.name);
    const cardImg = card.locator('img');
    expect(await cardImg.getAttribute('src')).toBe(img.replace('-800.webp', '-400.webp'));
    expect(await cardImg.getAttribute('width')).toBeTruthy();
    expect(await cardImg.getAttribute('height')).toBeTruthy();
    await expect.poll(() => cardImg.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await close();
  });

  it('adds a product with an uploaded picture', async () => {
    const name = `Uploaded fan ${Date.now()}`;
    const { page, close } = await admin({ width: 375 });
    await page.goto(`${shop.url}/dashboard/addproduct`);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Supplier').fill('E2E Supplies');
    await page.getByLabel('Price (USD)').fill('12');
    await page.getByLabel('Quantity').fill('3');
    await page.getByLabel('Category').selectOption('fans');
    await page.getByLabel('Upload image').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: await pngImage() });
    await page.waitForFunction(() => (document.querySelector('input[inputmode=url]') as HTMLInputElement).value.startsWith('/uploads/'));
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText(`${name} was added to the catalog.`).waitFor();
    // On to the new part's edit page, with its picture.
    await page.waitForURL(/\/dashboard\/products\/[^/]+\/edit$/);
    expect(await page.getByLabel('Image URL').inputValue()).toMatch(/^\/uploads\/.+-800\.webp$/);

    const card = await serviceCard(page, name);
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/uploads\/.+-400\.webp$/);
    await close();
  });

  it("takes a part's attributes for its category on Add, shows them on Edit and sends what changed (issue 31)", async () => {
    const name = `Attribute memory ${Date.now()}`;
    const { page, close } = await admin();
    await page.goto(`${shop.url}/dashboard/addproduct`);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Supplier').fill('E2E Supplies');
    await page.getByLabel('Price (USD)').fill('39');
    await page.getByLabel('Quantity').fill('4');
    // No attributes for a fan; memory's once memory is chosen.
    await page.getByLabel('Category').selectOption('fans');
    expect(await page.getByTestId('product-attributes').count()).toBe(0);
    await page.getByLabel('Category').selectOption('memory');
    const attrs = page.getByTestId('product-attributes');
    await attrs.getByLabel('Memory type').selectOption('DDR4');
    await attrs.getByLabel('Form factor').selectOption('SO-DIMM');
    await attrs.getByLabel('Capacity (GB)').fill('16');
    await attrs.getByLabel('Speed (MT/s)').fill('3200');
    const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/service'));
    await page.getByRole('button', { name: 'Add Product' }).click();
    expect((await post).postDataJSON().attributes).toEqual({ memoryType: 'DDR4', formFactor: 'SO-DIMM', capacityGb: 16, speedMts: 3200 });
    await page.waitForURL(/\/dashboard\/products\/[^/]+\/edit$/);

    // Edit: prefilled; a value the category does not take is named under its field, then fixed and sent.
    const edit = page.getByTestId('product-attributes');
    await expect.poll(() => edit.getByLabel('Capacity (GB)').inputValue()).toBe('16');
    expect(await edit.getByLabel('Memory type').inputValue()).toBe('DDR4');
    await edit.getByLabel('Capacity (GB)').fill('1000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await edit.getByText('capacityGb must be at most 256').waitFor();
    await edit.getByLabel('Capacity (GB)').fill('32');
    const patch = page.waitForRequest((r) => r.method() === 'PATCH');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await patch).postDataJSON()).toEqual({
      attributes: { memoryType: 'DDR4', formFactor: 'SO-DIMM', capacityGb: 32, speedMts: 3200 },
    });
    await page.getByText(`${name} was saved.`).waitFor();
    await close();
  });

  it('deletes a product without orders, and archives one with orders', async () => {
    const plain = await createProduct(`Unsold fan ${Date.now()}`);
    const ordered = await createProduct(`Ordered fan ${Date.now()}`);
    await api('POST', '/api/order', { userId: ordered._id, number: '+1 555 010 2030', quantity: 1 });
    const { page, close } = await admin();

    let row = await findInProducts(page, plain.name);
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Delete “${plain.name}”?` }).waitFor();
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`“${plain.name}” was deleted.`).waitFor();
    await row.waitFor({ state: 'detached' });
    // The keyboard stays in the list, not lost on the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('admin-product-count');
    expect((await shop.app.inject({ method: 'GET', url: `/api/service/${plain._id}` })).statusCode).toBe(404);

    row = await findInProducts(page, ordered.name);
    await row.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`“${ordered.name}” was archived (it has orders, so it stays on them).`).waitFor();
    await row.waitFor({ state: 'detached' });

    await page.goto(`${shop.url}/service?q=${encodeURIComponent(ordered.name)}`);
    await page.getByTestId('no-match').waitFor();
    expect(await cards(page).count()).toBe(0);
    await close();
  });
});

/** Settled and no sideways scrolling, then a full-page screenshot. */
async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await screenshot(page, name);
}

it('screens: /service with filters, Products and Edit Product at 375 and 1280 px, light and dark', async () => {
  const product = (await api<Product[]>('GET', '/api/service'))[0]!;
  for (const [width, theme] of [
    [375, 'light'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const) {
    const { page, close } = await openPage(browser, { width, theme });
    const suffix = `${width}${theme === 'dark' ? '-dark' : ''}`;
    await page.goto(`${shop.url}/service?category=storage&model=ThinkPad&sort=price_asc`);
    await cards(page).first().waitFor();
    await shoot(page, `catalog-service-filters-${suffix}`);
    await loginAs(page, shop.url, ADMIN.email, ADMIN.password);
    await page.goto(`${shop.url}/dashboard/products`);
    await page.getByTestId('admin-product-row').first().waitFor();
    await shoot(page, `catalog-products-${suffix}`);
    await page.goto(`${shop.url}/dashboard/products/${product._id}/edit`);
    await page.getByLabel('Name').waitFor();
    await shoot(page, `catalog-edit-product-${suffix}`);
    await close();
  }
});
