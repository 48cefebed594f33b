import { describe, expect, it } from 'vitest';
import { importJobSchema, type ImportJob } from '../../../src/shared/schemas/import.js';
import { laptopSchema } from '../../../src/shared/schemas/laptop.js';
import { productDetailSchema, productPageSchema } from '../../../src/shared/schemas/product.js';
import { as, useTestApp, type Session } from '../../setup/app.js';

const t = useTestApp();

/** A multipart/form-data body with the file and the fields, as a browser's form sends it. */
function multipart(file: string, fields: Record<string, string>, fileName = 'import.csv') {
  const boundary = '----partshub-test-boundary';
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n`,
  );
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (csv: string, kind: string, dryRun = false, by: Session = t.admin) =>
  as(t.app, by, { method: 'POST', url: '/api/admin/imports', ...multipart(csv, { kind, dryRun: String(dryRun) }) });

/** Uploads a file and waits for its import to finish; answers the final report. */
async function importCsv(csv: string, kind: 'products' | 'laptops', dryRun = false): Promise<ImportJob> {
  const res = await upload(csv, kind, dryRun);
  expect(res.statusCode, res.body).toBe(202);
  const queued = importJobSchema.parse(res.json());
  for (let i = 0; i < 200; i++) {
    const job = importJobSchema.parse((await as(t.app, t.admin, { method: 'GET', url: `/api/admin/imports/${queued._id}` })).json());
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the import did not finish');
}

const exportCsv = async (kind: 'products' | 'laptops') => {
  const res = await as(t.app, t.admin, { method: 'GET', url: `/api/admin/exports/${kind}.csv` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return res.body;
};
const bySku = async (sku: string) =>
  productPageSchema
    .parse((await t.app.inject({ method: 'GET', url: `/api/service?search=${sku}&limit=100` })).json())
    .items.find((p) => p.sku === sku);

const LAPTOPS = [
  'brand,family,model,year,identifiers',
  'Framework,Laptop 13,Intel 11th Gen,2021,FRANBMCP0B;Laptop (11th Gen Intel Core)',
  'Framework,Laptop 13,Intel 12th Gen,twenty,FRANMACP',
  'Framework,Laptop 13,Intel 11th Gen,2021,FRANBMCP0B',
  ',NoBrand,Model,2020,',
].join('\n');

const PRODUCTS = [
  'sku,name,brand,category,price,stock,description,img,part_numbers,fits',
  'TEST-FAN-1,Framework cooling fan,Framework,fans,24.50,7,"A quiet fan, with ""thermal pad""",,manufacturer:FRACMA0001;fru:fan-13-11g,Framework Laptop 13 Intel 11th Gen [11th Gen boards only];Lenovo ThinkPad T480',
  'TEST-FAN-2,Cheap fan,Generic,fans,-3,1,,,,',
  'TEST-FAN-3,Fan for a laptop nobody makes,Generic,fans,9.99,1,,,,Acme Nonexistent 3000',
  'TEST-FAN-4,Fan with a bad number,Generic,fans,9.99,1,,,vendor:123,',
  'TEST-FAN-1,Second row with the same SKU,Generic,fans,9.99,1,,,,',
].join('\n');

describe('CSV import and export', () => {
  it('only admins import and export', async () => {
    const customer = await t.customer();
    expect((await upload(LAPTOPS, 'laptops', false, customer)).statusCode).toBe(403);
    expect((await as(t.app, customer, { method: 'GET', url: '/api/admin/exports/products.csv' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/exports/laptops.csv' })).statusCode).toBe(401);
    expect((await upload(LAPTOPS, 'chairs')).statusCode).toBe(400);
  });

  it('laptops: good rows are applied, bad ones reported with their row, column and reason', async () => {
    const job = await importCsv(LAPTOPS, 'laptops');
    expect(job).toMatchObject({ status: 'done', total: 4, processed: 4, applied: 1, errorCount: 3 });
    expect(job.errors).toEqual([
      { row: 3, column: 'year', message: 'must be a year like 2018, or empty' },
      { row: 4, column: 'model', message: 'the same model as row 2' },
      { row: 5, column: 'brand', message: 'is required' },
    ]);
    const found = laptopSchema.array().parse((await t.app.inject({ method: 'GET', url: '/api/laptops?search=FRANBMCP0B' })).json());
    expect(found[0]).toMatchObject({ brand: 'Framework', family: 'Laptop 13', model: 'Intel 11th Gen', year: 2021 });
  });

  it('products: a dry run reports and changes nothing; the real run applies the good rows with part numbers and fitment', async () => {
    const dry = await importCsv(PRODUCTS, 'products', true);
    expect(dry).toMatchObject({ status: 'done', dryRun: true, total: 5, applied: 1, errorCount: 4 });
    expect(dry.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'price'],
      [4, 'fits'],
      [5, 'part_numbers'],
      [6, 'sku'],
    ]);
    expect(await bySku('TEST-FAN-1')).toBeUndefined();

    const real = await importCsv(PRODUCTS, 'products');
    expect(real).toMatchObject({ status: 'done', applied: 1, errors: dry.errors });
    const created = (await bySku('TEST-FAN-1'))!;
    expect(created).toMatchObject({ name: 'Framework cooling fan', cost: 24.5, Quantity: 7, TotalQuentity: 7, sublierName: 'Framework' });
    expect(created.description).toBe('A quiet fan, with "thermal pad"');
    const detail = productDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/service/${created._id}` })).json());
    expect(detail.partNumbers).toEqual(
      expect.arrayContaining([
        { number: 'FRACMA0001', kind: 'manufacturer' },
        { number: 'fan-13-11g', kind: 'fru' },
      ]),
    );
    expect(detail.fits.map((f) => [f.model, f.note])).toEqual(
      expect.arrayContaining([
        ['Intel 11th Gen', '11th Gen boards only'],
        ['T480', ''],
      ]),
    );
    // Found by its FRU number typed another way.
    expect((await bySku('TEST-FAN-1'))!._id).toBe(created._id);
    const byNumber = productPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/service?search=FAN13.11G' })).json());
    expect(byNumber.items.map((p) => p._id)).toContain(created._id);
  });

  it('re-importing the same file changes nothing; export → import → export gives the same file', async () => {
    await importCsv(PRODUCTS, 'products');
    const before = (await bySku('TEST-FAN-1'))!;
    const again = await importCsv(PRODUCTS, 'products');
    expect(again.status).toBe('done');
    const after = (await bySku('TEST-FAN-1'))!;
    expect(after).toEqual(before);

    const exported = await exportCsv('products');
    expect(exported.split('\n')[0]).toBe('sku,name,brand,category,price,stock,description,img,part_numbers,fits');
    const roundTrip = await importCsv(exported, 'products');
    expect(roundTrip.errors.slice(0, 6)).toEqual([]);
    expect(roundTrip).toMatchObject({ status: 'done', errorCount: 0 });
    expect(roundTrip.applied).toBe(roundTrip.total);
    expect(await exportCsv('products')).toBe(exported);
    expect((await bySku('TEST-FAN-1'))!).toEqual(before);

    const laptops = await exportCsv('laptops');
    const laptopTrip = await importCsv(laptops, 'laptops');
    expect(laptopTrip.errors).toEqual([]);
    expect(laptopTrip).toMatchObject({ status: 'done', errorCount: 0 });
    expect(await exportCsv('laptops')).toBe(laptops);
  });

  it('a file without the needed columns, or not CSV at all, fails with a message and changes nothing', async () => {
    const header = await importCsv('sku,name\nX-1,Thing', 'products');
    expect(header).toMatchObject({ status: 'failed', applied: 0 });
    expect(header.failure).toBe('The header lacks the columns brand, category, price, stock, description, img, part_numbers, fits.');
    const broken = await importCsv('brand,family,model,year,identifiers\n"Unclosed,quote,here,2020,', 'laptops');
    expect(broken.status).toBe('failed');
    expect(broken.failure).toMatch(/^The file is not valid CSV: /);
  });
});
