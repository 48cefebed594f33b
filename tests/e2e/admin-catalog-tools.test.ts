import { readFileSync } from 'node:fs';
import { LAPTOP_SPEC_COLUMNS } from '../../src/shared/laptop-spec-text.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Laptop } from '../../src/shared/schemas/laptop.js';
import type { ProductDetail, ProductPage } from '../../src/shared/schemas/product.js';
import type { Order } from '../../src/shared/schemas/order.js';
import { freeShippingOption, US_ADDRESS } from '../setup/shop.js';
import { uniqueEmail } from '../setup/app.js';
import { ADMIN, httpStatus, openSignedIn, screenshot, settled, shop, useShop } from './harness.js';
import { shopApi } from './order-workflow-api.js';
import { overflow, seriousViolations } from './page-checks.js';

/** The admin side of "Fits my laptop" (issue #17): CSV import and export, the fitment editor, laptop models. */
useShop();

const tag = Date.now().toString(36).toUpperCase();
/** The model the laptops CSV adds and the products CSV names in `fits`. */
const MODEL = { brand: 'Acme', family: 'AeroBook', model: `Z${tag}` };
const MODEL_NAME = `${MODEL.brand} ${MODEL.family} ${MODEL.model}`;
const SKU = `E2E-FAN-${tag}`;

const LAPTOPS_CSV = [
  'brand,family,model,year,identifiers',
  `${MODEL.brand},${MODEL.family},${MODEL.model},2024,AZ-${tag}-01;AZ-${tag}-02`,
  // Row 3: no model and a year that is not one (two errors, one rejected row).
  'Acme,AeroBook,,twenty,AZ-NOPE',
].join('\n');

const PRODUCTS_CSV = [
  'sku,name,brand,category,price,stock,description,img,part_numbers,fits',
  `${SKU},E2E cooling fan ${tag},Acme,fans,19.90,5,A fan made by the browser test,,fru:AZF-${tag},${MODEL_NAME} [left side]`,
].join('\n');

/** The product the products CSV added (set by the import test, edited by the fitment test). */
let productId = '';
/** /dashboard/imports?job= of the laptops import with its report (scanned by axe below). */
let reportUrl = '';

const modelsNamed = async (model: string) =>
  ((await shop.app.inject({ method: 'GET', url: `/api/laptops?search=${encodeURIComponent(model)}` })).json() as Laptop[]).filter(
    (l) => l.model === model,
  );

/** Edit Product has its data (the form shows the imported model's row). */
const editorReady = (page: Page) => page.getByTestId('fit-row').filter({ hasText: MODEL.model }).waitFor();

const jobId = (page: Page) => new URL(page.url()).searchParams.get('job');

/** Chooses the kind and the file, sets "check only", uploads, and waits until the job (a new one) has finished. */
async function importFile(page: Page, kind: 'Products' | 'Laptop models', name: string, csv: string, dryRun: boolean) {
  const before = jobId(page);
  const form = page.getByRole('form', { name: 'Import a CSV file' });
  await form.getByRole('radio', { name: kind }).check();
  await form.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await form.getByLabel('Check only (dry run): nothing is written').setChecked(dryRun);
  await form.getByRole('button', { name: 'Upload' }).click();
  await page.waitForURL((u) => Boolean(u.searchParams.get('job')) && u.searchParams.get('job') !== before);
  // Just after an upload the focus is on the job's panel.
  const heading = page.getByRole('heading', { name: 'Progress and report' });
  await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.locator('[data-testid=import-job][data-status=done]').waitFor();
}

describe('admin catalog tools', () => {
  it('imports laptop models (checked first, then for real) and products whose fits name them, and exports them', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN });
    await page.goto(`${shop.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Import / export' }).click();
    await page.getByRole('heading', { name: 'Import and export', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Laptop models' }).check();
    await page.getByTestId('csv-help').getByText('brand,family,model,year,identifiers').waitFor();

    // Check only: the report names the bad row once, its two errors under it, and nothing is added.
    await importFile(page, 'Laptop models', 'laptops.csv', LAPTOPS_CSV, true);
    expect(await page.getByTestId('import-summary').textContent()).toBe('1 row would be applied, 1 rejected.');
    expect(await page.getByTestId('import-status').textContent()).toBe('Check finished: nothing was written.');
    const progress = page.getByTestId('import-progress');
    const full = () => progress.evaluate((el: HTMLProgressElement) => [el.value, el.max, el.position]);
    expect(await full()).toEqual([2, 2, 1]);
    const report = page.getByTestId('import-error');
    const rowErrors = ['model: is required', 'year: must be a year like 2018, or empty'];
    expect(await report.count()).toBe(1);
    expect(await report.first().locator('th').textContent()).toBe('3');
    expect(await report.first().getByTestId('import-error-item').allTextContents()).toEqual(rowErrors);
    expect(await modelsNamed(MODEL.model)).toEqual([]);

    // "Import this file now": the same file, for real, without choosing it again. The bar reaches the
    // end, the good row is applied, row 3 is reported again.
    const checkId = jobId(page);
    await page
      .getByRole('region', { name: 'Progress and report' })
      .screenshot({ path: 'test-results/screenshots/import-check-panel-1280.png' });
    await page.getByRole('button', { name: 'Import this file now' }).click();
    await page.waitForURL((u) => Boolean(u.searchParams.get('job')) && u.searchParams.get('job') !== checkId);
    const heading = page.getByRole('heading', { name: 'Progress and report' });
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.locator('[data-testid=import-job][data-status=done]').waitFor();
    expect(await full()).toEqual([2, 2, 1]);
    expect(await page.getByTestId('import-progress-label').textContent()).toBe('Rows checked: 2 of 2');
    expect(await page.getByTestId('import-summary').textContent()).toBe('1 row applied, 1 rejected.');
    expect(await report.first().getByTestId('import-error-item').allTextContents()).toEqual(rowErrors);
    expect(await page.getByRole('button', { name: 'Import this file now' }).count()).toBe(0);
    expect(await modelsNamed(MODEL.model)).toHaveLength(1);
    await page.getByRole('table', { name: /Rejected rows/ }).waitFor();
    reportUrl = page.url();

    // Products: the fits column names the new model.
    await importFile(page, 'Products', 'products.csv', PRODUCTS_CSV, false);
    expect(await page.getByTestId('import-summary').textContent()).toBe('1 row applied, 0 rejected.');
    expect(await page.getByTestId('import-report').count()).toBe(0);
    const found = (await shop.app.inject({ method: 'GET', url: `/api/service?search=${SKU}&limit=5` })).json() as ProductPage;
    productId = found.items.find((p) => p.sku === SKU)!._id;

    // The export is a download the session signs in; it holds the imported model.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-laptops').click()]);
    const exported = readFileSync((await download.path())!, 'utf8');
    // The model's specification follows (issue 31), empty when not known.
    expect(exported.split('\n')[0]).toBe(['brand,family,model,year,identifiers', ...LAPTOP_SPEC_COLUMNS].join(','));
    expect(exported).toContain(`${MODEL.brand},${MODEL.family},${MODEL.model},2024,AZ-${tag}-01;AZ-${tag}-02`);

    // The product page says what it fits, with the note, and its part number.
    await page.goto(`${shop.url}/details/${productId}`);
    await page.getByTestId('fits-these-laptops').getByText(`${MODEL.family} ${MODEL.model}`).first().waitFor();
    await page.getByTestId('fits-these-laptops').getByText('left side').first().waitFor();
    await page.getByTestId('part-numbers').getByText(`AZF-${tag}`).waitFor();
    await close();

    // A reload of ?job= keeps showing the report: screenshots at 375 and 1280 px, light and dark.
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [375, 1280]) {
        const shot = await openSignedIn({ as: ADMIN, width, height: 900, theme });
        await shot.page.goto(reportUrl);
        await shot.page.locator('[data-testid=import-job][data-status=done]').waitFor();
        await shot.page.getByTestId('import-error').first().waitFor();
        expect(await overflow(shot.page)).toBeLessThanOrEqual(0);
        await screenshot(shot.page, `import-report-${width}-${theme}`);
        // The panel alone, to read it at full size.
        await shot.page.getByRole('region', { name: 'Progress and report' }).screenshot({
          path: `test-results/screenshots/import-report-panel-${width}-${theme}.png`,
        });
        await shot.close();
      }
    }
  });

  it('saves a new name with new part numbers and fitment in one Save, keeping what one refused request did not save', async () => {
    expect(productId, 'the import test runs first').not.toBe('');
    // The refused fitment below is logged by the browser.
    const { page, close } = await openSignedIn({ as: ADMIN, allowConsole: [httpStatus(400)] });
    await page.goto(`${shop.url}/dashboard/products/${productId}/edit`);
    const editor = page.getByTestId('fitment-editor');
    await editor.getByRole('heading', { name: 'Part numbers and fitment' }).waitFor();
    await editor.getByTestId('fit-row').filter({ hasText: MODEL.model }).waitFor();
    const name = `E2E renamed fan ${tag}`;
    await page.getByLabel('Name').fill(name);

    await editor.getByRole('button', { name: 'Add part number' }).click();
    const number = editor.getByRole('textbox', { name: 'Part number 2', exact: true });
    await expect.poll(() => number.evaluate((el) => el === document.activeElement)).toBe(true);
    // An empty row is refused with its reason, before anything is sent.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await editor.getByText('Number is required').waitFor();
    await number.fill(`E2E-PN-${tag}`);
    await editor.getByRole('combobox', { name: 'Kind of part number 2' }).selectOption('fru');

    const search = editor.getByRole('combobox', { name: 'Add a laptop model' });
    await search.fill('20L5');
    // The best match is active as soon as it shows: Enter adds it (and does not submit the form).
    const first = editor.getByRole('listbox', { name: 'Laptop models' }).getByRole('option').first();
    await expect.poll(() => first.textContent()).toMatch(/ThinkPad T480\b/);
    await search.press('Enter');
    await editor.getByRole('status').filter({ hasText: 'Lenovo ThinkPad T480 added.' }).waitFor();
    expect(await search.inputValue()).toBe('');
    await editor.getByRole('textbox', { name: 'Note for Lenovo ThinkPad T480' }).fill('Needs the 3-cell bracket');
    await editor.screenshot({ path: 'test-results/screenshots/fitment-editor-1280-light.png' });

    // The fitment request is refused once (a 400 naming the row): the new name is saved, the rest stays
    // in the form as typed, with the reason under its field.
    const writes: string[] = [];
    page.on('request', (r) => ['PATCH', 'PUT'].includes(r.method()) && writes.push(r.method()));
    await page.route(
      `**/api/admin/products/${productId}/fitment`,
      (route) =>
        route.fulfill({
          status: 400,
          json: {
            message: 'Part number is not valid (item 2).',
            code: 'VALIDATION',
            fields: { 'partNumbers.1.number': 'Part number is not valid' },
          },
        }),
      { times: 1 },
    );
    const patch = page.waitForRequest((r) => r.method() === 'PATCH');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await patch).postDataJSON()).toEqual({ name });
    await page
      .getByTestId('save-message')
      .filter({ hasText: 'The details were saved, but the part numbers and fitment were not: Part number is not valid (item 2).' })
      .waitFor();
    await editor.getByText('Part number is not valid', { exact: true }).waitFor();
    await expect.poll(() => number.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await number.inputValue()).toBe(`E2E-PN-${tag}`);
    expect(await editor.getByTestId('fit-row').count()).toBe(2);
    expect(page.url()).toContain('/edit');
    const stored = async () => (await shop.app.inject({ method: 'GET', url: `/api/service/${productId}` })).json() as ProductDetail;
    expect((await stored()).name).toBe(name);
    expect((await stored()).partNumbers.map((p) => p.number)).not.toContain(`E2E-PN-${tag}`);

    // Saved again: only the part numbers and fitment are sent; then back to the list, asking nothing.
    writes.length = 0;
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`${name} was saved.`).first().waitFor();
    await page.waitForURL((u) => u.pathname === '/dashboard/products');
    expect(writes).toEqual(['PUT']);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const saved = await stored();
    expect(saved.name).toBe(name);
    expect(saved.partNumbers).toContainEqual({ number: `E2E-PN-${tag}`, kind: 'fru' });
    expect(saved.fits.find((f) => f.model === 'T480')?.note).toBe('Needs the 3-cell bracket');

    await page.goto(`${shop.url}/details/${productId}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByTestId('part-numbers').getByText(`E2E-PN-${tag}`).waitFor();
    const fits = page.getByTestId('fits-these-laptops');
    await fits.getByText('Needs the 3-cell bracket').first().waitFor();
    await fits.getByText(`${MODEL.family} ${MODEL.model}`).first().waitFor();
    await close();

    // The editor as saved, on a phone in the dark theme.
    const phone = await openSignedIn({ as: ADMIN, width: 375, theme: 'dark' });
    await phone.page.goto(`${shop.url}/dashboard/products/${productId}/edit`);
    const savedEditor = phone.page.getByTestId('fitment-editor');
    await savedEditor.getByRole('textbox', { name: 'Note for Lenovo ThinkPad T480' }).waitFor();
    expect(await overflow(phone.page)).toBeLessThanOrEqual(0);
    await savedEditor.screenshot({ path: 'test-results/screenshots/fitment-editor-375-dark.png' });
    await phone.close();
  });

  it('asks before Edit Product is left with unsaved edits: Stay keeps them, Leave goes without saving', async () => {
    expect(productId, 'the import test runs first').not.toBe('');
    const { page, close } = await openSignedIn({ as: ADMIN });
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    // Opened from the list (so Back stays in the app).
    await page.goto(`${shop.url}/dashboard/products?q=${SKU}`);
    await page.getByTestId('admin-product-row').first().getByRole('link', { name: 'Edit' }).click();
    const name = page.getByLabel('Name');
    await editorReady(page);
    // Save without a change sends nothing and says so.
    const writes: string[] = [];
    page.on('request', (r) => ['PATCH', 'PUT'].includes(r.method()) && writes.push(r.method()));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Nothing changed.').first().waitFor();
    expect(writes).toEqual([]);
    const before = await name.inputValue();
    await name.fill(`${before} (draft)`);

    await menu.getByRole('link', { name: 'Laptop models' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.getByText('have not been saved. If you leave now, they will be lost.').waitFor();
    // It opens on Stay: Enter keeps the page and the edit.
    const stay = dialog.getByRole('button', { name: 'Stay' });
    await expect.poll(() => stay.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/dashboard/products/${productId}/edit`);
    expect(await name.inputValue()).toBe(`${before} (draft)`);

    // The browser's Back asks too; Leave goes back to the list, and nothing was saved.
    await page.evaluate(() => history.back());
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/products' && u.searchParams.get('q') === SKU);
    const stored = (await shop.app.inject({ method: 'GET', url: `/api/service/${productId}` })).json() as ProductDetail;
    expect(stored.name).toBe(before);

    // Closing the tab with an edit gets the browser's own question.
    await page.goto(`${shop.url}/dashboard/products/${productId}/edit`);
    await editorReady(page);
    await name.click();
    await page.keyboard.type(' (draft)');
    const asked = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.accept();
    await close();
  });

  it('adds, edits and deletes a laptop model', async () => {
    const { page, close } = await openSignedIn({ as: ADMIN, allowConsole: [httpStatus(409)] });
    await page.goto(`${shop.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Laptop models' }).click();
    await page.getByRole('heading', { name: 'Laptop models', level: 1 }).waitFor();
    await page.getByTestId('laptop-row').first().waitFor();

    await page.getByRole('button', { name: 'Add laptop model' }).click();
    const dialog = page.getByRole('dialog', { name: 'New laptop model' });
    await dialog.getByRole('button', { name: 'Save model' }).click();
    await dialog.getByText('Brand is required').waitFor();
    await dialog.getByLabel('Brand').fill('Testbrand');
    await dialog.getByLabel('Family').fill('Probook');
    await dialog.getByLabel('Model').fill(`X1 ${tag}`);
    await dialog.getByLabel('Year').fill('2031');
    await dialog.getByLabel('Identifiers').fill(`TB-${tag}-1, TB-${tag}-2\nTB-${tag}-3`);
    await dialog.getByRole('button', { name: 'Save model' }).click();
    await page.getByText(`Testbrand Probook X1 ${tag} was saved.`).first().waitFor();

    await page.getByLabel('Search laptop models').fill(`TB-${tag}-1`);
    const row = page.getByTestId('laptop-row').filter({ hasText: `X1 ${tag}` });
    await row.getByText(`TB-${tag}-3`).waitFor();
    expect(await row.getByText('2031').count()).toBe(1);

    // The same model again: the shop's 409 in the dialog.
    await page.getByRole('button', { name: 'Add laptop model' }).click();
    await dialog.getByLabel('Brand').fill('Testbrand');
    await dialog.getByLabel('Family').fill('Probook');
    await dialog.getByLabel('Model').fill(`X1 ${tag}`);
    await dialog.getByRole('button', { name: 'Save model' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'That laptop model exists already.' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: `Edit Testbrand Probook X1 ${tag}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit Testbrand Probook X1 ${tag}` });
    expect(await edit.getByLabel('Identifiers').inputValue()).toBe(`TB-${tag}-1\nTB-${tag}-2\nTB-${tag}-3`);
    await edit.getByLabel('Model').fill(`X2 ${tag}`);
    await edit.getByRole('button', { name: 'Save model' }).click();
    await page.getByText(`Testbrand Probook X2 ${tag} was saved.`).first().waitFor();
    const edited = page.getByTestId('laptop-row').filter({ hasText: `X2 ${tag}` });
    await edited.waitFor();

    await edited.getByRole('button', { name: `Delete Testbrand Probook X2 ${tag}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete Testbrand Probook X2 ${tag}?` });
    await confirm.getByText('Its fitment goes with it').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Testbrand Probook X2 ${tag} was deleted.`).first().waitFor();
    await edited.waitFor({ state: 'detached' });
    expect(await modelsNamed(`X2 ${tag}`)).toEqual([]);
    await close();
  });

  it('shows on Returns which laptop a wrong-fit part was bought for and whether the shop listed it as fitting', async () => {
    expect(productId, 'the import test runs first').not.toBe('');
    const api = shopApi(shop);
    const admin = await api.signIn(ADMIN.email, ADMIN.password);
    const [laptop] = await modelsNamed(MODEL.model);
    const unlisted = await api.newProduct(`Unlisted fan ${tag}`, 5);
    const customer = await api.customer(uniqueEmail('wrongfit'));
    const call = async (method: 'POST' | 'PUT' | 'PATCH', url: string, headers: Record<string, string>, payload: object) => {
      const res = await shop.app.inject({ method, url, headers, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json() as Order;
    };
    // Both bought for the imported model: the imported fan is listed as fitting it, the other is not.
    for (const id of [productId, unlisted._id])
      await call('PUT', `/api/cart/items/${id}`, customer.headers, { quantity: 1, laptopId: laptop!._id });
    const order = await call('POST', '/api/checkout', customer.headers, {
      address: US_ADDRESS,
      shippingOptionId: await freeShippingOption(shop.app),
    });
    await api.pay(customer, order._id);
    await call('PATCH', `/api/order/${order._id}/status`, admin, { status: 'shipped', trackingNumber: `1Z${tag}` });
    await call('PATCH', `/api/order/${order._id}/status`, admin, { status: 'delivered' });
    const lines = [productId, unlisted._id].map((id) => ({ productId: id, quantity: 1 }));
    await call('POST', `/api/order/${order._id}/returns`, customer.headers, { lines, reason: 'wrong_fit' });

    const { page, close } = await openSignedIn({ as: ADMIN });
    await page.goto(`${shop.url}/dashboard/returns`);
    const card = page.getByTestId('admin-return').filter({ hasText: customer.email });
    const label = `${MODEL.family} ${MODEL.model}`;
    await card.getByText(`Bought for ${label} — we listed it as fitting`).waitFor();
    await card.getByText(`Bought for ${label} — we did not list it as fitting`).waitFor();
    await card.screenshot({ path: 'test-results/screenshots/returns-wrong-fit-1280.png' });
    await close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious axe violation on /dashboard/imports, /dashboard/laptops and Edit Product with its leave dialog (${theme}, 375 and 1280 px)`, async () => {
      for (const width of [375, 1280]) {
        const { page, close } = await openSignedIn({ as: ADMIN, width, theme, bypassCSP: true });
        await page.goto(reportUrl || `${shop.url}/dashboard/imports`);
        await page.getByTestId('csv-help').waitFor();
        if (reportUrl) await page.getByTestId('import-error').first().waitFor();
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto(`${shop.url}/dashboard/laptops`);
        await page
          .getByTestId(width < 768 ? 'laptop-card' : 'laptop-row')
          .first()
          .waitFor();
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `test-results/screenshots/laptop-models-${width}-${theme}.png` });
        if (productId) {
          await page.goto(`${shop.url}/dashboard/products/${productId}/edit`);
          await editorReady(page);
          expect(await overflow(page)).toBeLessThanOrEqual(0);
          expect(await seriousViolations(page)).toEqual([]);
          if (width === 1280) {
            await page.getByLabel('Name').fill('A name not saved');
            await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Laptop models' }).click();
            await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
            await settled(page);
            expect(await seriousViolations(page)).toEqual([]);
          }
        }
        await close();
      }
    });
  }
});
