import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  CSV_COLUMNS,
  IMPORT_MAX_ROW_BYTES,
  IMPORT_MAX_ROWS,
  importJobSchema,
  PRODUCT_ATTRIBUTE_COLUMNS,
  type ImportJob,
} from '../../../src/shared/schemas/import.js';
import { LAPTOP_SPEC_COLUMNS } from '../../../src/shared/laptop-spec-text.js';
import { laptopSchema } from '../../../src/shared/schemas/laptop.js';
import { productDetailSchema, productPageSchema } from '../../../src/shared/schemas/product.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { multipart } from '../../setup/multipart.js';

const t = useTestApp();

const upload = (csv: string, kind: string, dryRun = false, by: Session = t.admin) =>
  as(t.app, by, { method: 'POST', url: '/api/admin/imports', ...multipart(csv, { kind, dryRun: String(dryRun) }) });

/** Uploads a file and waits for its import to finish; answers the final report. */
async function importCsv(csv: string, kind: 'products' | 'laptops', dryRun = false): Promise<ImportJob> {
  const res = await upload(csv, kind, dryRun);
  expect(res.statusCode, res.body).toBe(202);
  return waitFor(importJobSchema.parse(res.json())._id);
}

/** Follows a job until it is done or failed; answers the final report. */
async function waitFor(id: string): Promise<ImportJob> {
  for (let i = 0; i < 200; i++) {
    const job = importJobSchema.parse((await as(t.app, t.admin, { method: 'GET', url: `/api/admin/imports/${id}` })).json());
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
const countRows = async (table: 'import_job' | 'import_chunk', where = 'true') =>
  Number((await t.app.db.execute<{ n: string }>(sql.raw(`SELECT count(*) AS n FROM ${table} WHERE ${where}`))).rows[0]!.n);
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
    expect(job.rows).toEqual({ total: 4, processed: 4, applied: 1, rejected: 3 });
    expect(job.errors).toEqual([
      { row: 3, column: 'year', message: 'must be a year like 2018, or empty' },
      { row: 4, column: 'model', message: 'the same model as row 2' },
      { row: 5, column: 'brand', message: 'is required' },
    ]);
    const found = laptopSchema.array().parse((await t.app.inject({ method: 'GET', url: '/api/laptops?search=FRANBMCP0B' })).json());
    expect(found[0]).toMatchObject({ brand: 'Framework', family: 'Laptop 13', model: 'Intel 11th Gen', year: 2021 });
  });

  it('rows counts the file’s rows: a refused row once, however many errors it has; its errors are listed under it', async () => {
    const csv = [
      CSV_COLUMNS.products.join(','),
      'TEST-ROWS-1,Good hinge,Acme,other,5.00,1,,,,',
      // Row 3: two errors (price and stock).
      'TEST-ROWS-2,Bad hinge,Acme,other,cheap,many,,,,',
      'TEST-ROWS-3,Another good hinge,Acme,other,6.00,2,,,,',
    ].join('\n');
    const dry = await importCsv(csv, 'products', true);
    expect(dry).toMatchObject({ status: 'done', rows: { total: 3, processed: 3, applied: 2, rejected: 1 }, errorCount: 2 });
    expect(dry.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'price'],
      [3, 'stock'],
    ]);
    const real = await importCsv(csv, 'products');
    expect(real.rows).toEqual({ total: 3, processed: 3, applied: 2, rejected: 1 });
    expect(await bySku('TEST-ROWS-2')).toBeUndefined();
    expect((await bySku('TEST-ROWS-3'))?.Quantity).toBe(2);
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
    expect(exported.split('\n')[0]).toBe(
      ['sku,name,brand,category,price,stock,description,img,part_numbers,fits', ...PRODUCT_ATTRIBUTE_COLUMNS].join(','),
    );
    expect(exported.split('\n')[0]).toContain(',attr.memoryType,attr.formFactor,attr.capacityGb,');
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

  it('attributes: one attr.<name> column each, checked against the row’s category (a row error names the attribute), exported back', async () => {
    const header = `${CSV_COLUMNS.products.join(',')},attr.memoryType,attr.formFactor,attr.capacityGb,attr.speedMts,attr.watts,attr.usbPd`;
    const file = [
      header,
      'TEST-RAM-1,Attribute test 16 GB DDR4,Crucial,memory,39.00,4,,,,,DDR4,SO-DIMM,16,3200,,',
      'TEST-RAM-2,Attribute test DDR9,Crucial,memory,39.00,4,,,,,DDR9,SO-DIMM,16,,,',
      'TEST-RAM-3,Attribute test watts on memory,Crucial,memory,39.00,4,,,,,DDR4,,8,,65,',
      'TEST-CHG-1,Attribute test charger,Lenovo,chargers,29.00,2,,,,,,,,,65,yes',
      'TEST-RAM-4,Attribute test lots,Crucial,memory,39.00,4,,,,,,,lots,,,',
    ].join('\n');
    const job = await importCsv(file, 'products');
    expect(job).toMatchObject({ status: 'done', applied: 2, errorCount: 3 });
    expect(job.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'attr.memoryType'],
      [4, 'attr.watts'],
      [6, 'attr.capacityGb'],
    ]);
    expect(job.errors[0]!.message).toContain('memoryType must be one of DDR3L, DDR4, DDR5');
    expect(job.errors[1]!.message).toContain('watts is not an attribute of memory');
    expect(job.errors[2]!.message).toContain('capacityGb must be a number');
    expect((await bySku('TEST-RAM-1'))!.attributes).toEqual({ memoryType: 'DDR4', formFactor: 'SO-DIMM', capacityGb: 16, speedMts: 3200 });
    expect((await bySku('TEST-CHG-1'))!.attributes).toEqual({ watts: 65, usbPd: true });

    const records = parse(await exportCsv('products')) as string[][];
    const column = (name: string) => records[0]!.indexOf(name);
    const ram = records.find((r) => r[0] === 'TEST-RAM-1')!;
    expect([ram[column('attr.memoryType')], ram[column('attr.capacityGb')], ram[column('attr.watts')]]).toEqual(['DDR4', '16', '']);
    expect(records.find((r) => r[0] === 'TEST-CHG-1')![column('attr.usbPd')]).toBe('true');

    // A file without attribute columns keeps the parts' attributes.
    const plain = await importCsv(
      `${CSV_COLUMNS.products.join(',')}\nTEST-RAM-1,Attribute test 16 GB DDR4,Crucial,memory,35.00,4,,,,`,
      'products',
    );
    expect(plain).toMatchObject({ status: 'done', applied: 1 });
    expect((await bySku('TEST-RAM-1'))!).toMatchObject({ cost: 35, attributes: { capacityGb: 16 } });
  });

  it('a file without the needed columns, not CSV or not text is refused at the upload with a message; nothing of it stays', async () => {
    const jobsBefore = await countRows('import_job');
    const header = await upload('sku,name\nX-1,Thing', 'products');
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe('The header lacks the columns brand, category, price, stock, description, img, part_numbers, fits.');
    const broken = await upload('brand,family,model,year,identifiers\n"Unclosed,quote,here,2020,', 'laptops');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^The file is not valid CSV: /);
    const binary = await upload('brand,family,model,year,identifiers\nA,\u0000,B,,', 'laptops');
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toBe('The file is not a text (CSV) file.');
    expect((await upload('', 'laptops')).json().message).toBe('The file is empty.');
    expect(await countRows('import_job')).toBe(jobsBefore);
    expect(await countRows('import_chunk')).toBe(0);
  });

  it(`a file of more than ${IMPORT_MAX_ROWS} rows is refused with 413 as it arrives, and nothing of it stays`, async () => {
    const over = `${CSV_COLUMNS.laptops.join(',')}\n${'x,,,,\n'.repeat(IMPORT_MAX_ROWS + 1)}`;
    const res = await upload(over, 'laptops');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The file has more than 200,000 rows: split it into files of at most 200,000 rows.',
      code: 'TOO_LARGE',
    });
    expect(await countRows('import_chunk')).toBe(0);
    expect(await countRows('import_job', 'NOT file_stored')).toBe(0);
  });

  it(`a row longer than ${IMPORT_MAX_ROW_BYTES} bytes (or an unclosed quote in a big file) is refused with 413`, async () => {
    const long = `${CSV_COLUMNS.laptops.join(',')}\nLenovo,ThinkPad,T480,2018,${'A'.repeat(IMPORT_MAX_ROW_BYTES)}\n`;
    const res = await upload(long, 'laptops');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/^A row is longer than 64 KB \(near line 2\): a row may hold at most 65,536 characters\./);
    const unclosed = `${CSV_COLUMNS.laptops.join(',')}\nLenovo,"ThinkPad,T480,2018,\n${'Lenovo,ThinkPad,T480,2018,\n'.repeat(5000)}`;
    expect((await upload(unclosed, 'laptops')).statusCode).toBe(413);
    expect(await countRows('import_chunk')).toBe(0);
  });

  it('a stored file is read back from the database a chunk at a time (a character split between chunks intact), then dropped', async () => {
    // Rejected padding rows up to the first 1 MB chunk's end, then a row whose "é" straddles it (its two bytes in two chunks).
    const MB = 1024 * 1024;
    const header = `${CSV_COLUMNS.laptops.join(',')}\n`;
    const padding = Array.from({ length: 17 }, () => `,,pad,,${'p'.repeat(60_000)}\n`).join('');
    const lead = 'Fillerbrand,Chunk,Caf';
    const last = `,,pad,,${'p'.repeat(MB - 1 - Buffer.byteLength(header + padding + lead) - 8)}\n`;
    const csv = `${header}${padding}${last}${lead}é,2021,\n`;
    expect(
      Buffer.from(csv)
        .subarray(MB - 1, MB + 1)
        .toString(),
    ).toBe('é');

    const queued = await t.app.services.imports.create({ kind: 'laptops', dryRun: false, fileName: 'split.csv', csv, createdBy: null });
    expect(await countRows('import_chunk', `job_id = '${queued.id}'`)).toBe(2);
    t.app.wakeImports();
    const job = await waitFor(queued.id);
    expect(job).toMatchObject({ status: 'done', total: 19, applied: 1, errorCount: 36 });
    // 18 padding rows, each with two errors: 18 rows rejected.
    expect(job.rows).toEqual({ total: 19, processed: 19, applied: 1, rejected: 18 });
    expect(await countRows('import_chunk', `job_id = '${queued.id}'`)).toBe(0);
    const found = laptopSchema.array().parse((await t.app.inject({ method: 'GET', url: '/api/laptops?search=Fillerbrand' })).json());
    expect(found.map((l) => l.model)).toEqual(['Café']);

    // The same file through the upload: streamed in, counted, read back the same way.
    const uploaded = await importCsv(csv, 'laptops', true);
    expect(uploaded).toMatchObject({ status: 'done', total: 19, applied: 1, errorCount: 36, rows: { rejected: 18 } });
  });

  it('part-number kinds are read in any case (OEM as spreadsheets write it)', async () => {
    const csv = [
      CSV_COLUMNS.products.join(','),
      'TEST-CASE-1,Keyboard with capital kinds,Lenovo,keyboards,19.00,3,,,OEM:01YP200;Fru:01YP280;ALTERNATIVE:SN20P34,',
    ].join('\n');
    const job = await importCsv(csv, 'products');
    expect(job).toMatchObject({ status: 'done', applied: 1, errorCount: 0 });
    const created = (await bySku('TEST-CASE-1'))!;
    const detail = productDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/service/${created._id}` })).json());
    expect(detail.partNumbers).toEqual(
      expect.arrayContaining([
        { number: '01YP200', kind: 'oem' },
        { number: '01YP280', kind: 'fru' },
        { number: 'SN20P34', kind: 'alternative' },
      ]),
    );
  });
});

describe('CSV export is safe to open in a spreadsheet', () => {
  /** Product names a spreadsheet would run as a formula (the last one starts with a quote an admin typed). */
  const NAMES = [
    '=HYPERLINK("http://evil.example/","Open")',
    '+1+2 fan',
    '-2 battery',
    '@SUM(A1) screen',
    '＝full-width formula',
    "'=quoted by hand",
  ];
  const sku = (i: number) => `TEST-FORMULA-${i}`;
  /** The export's cells of a SKU's row. */
  const exportedRow = (csv: string, s: string) => (parse(csv) as string[][]).find((r) => r[0] === s)!;

  it('a cell starting with = + - @ comes out with a leading quote, and imports back unchanged', async () => {
    // In a file an import reads, a value that starts with quotes before a formula sign carries one more (as the export writes it).
    const cell = (name: string) => `"${(name.startsWith("'") ? `'${name}` : name).replace(/"/g, '""')}"`;
    const rows = NAMES.map((name, i) => `${sku(i)},${cell(name)},Acme,fans,5.00,1,"=cmd|' /C calc'!A0",,,`);
    const job = await importCsv([CSV_COLUMNS.products.join(','), ...rows].join('\n'), 'products');
    expect(job).toMatchObject({ status: 'done', applied: NAMES.length, errorCount: 0 });
    const before = await Promise.all(NAMES.map((_, i) => bySku(sku(i))));
    expect(before.map((p) => p!.name)).toEqual(NAMES);

    const exported = await exportCsv('products');
    for (const [i, name] of NAMES.entries()) {
      const [, exportedName, , , , , description] = exportedRow(exported, sku(i));
      expect(exportedName).toBe(`'${name}`);
      expect(description).toBe(`'=cmd|' /C calc'!A0`);
    }
    expect(exported).toContain(`TEST-FORMULA-0,"'=HYPERLINK(""http://evil.example/"",""Open"")",Acme,`);

    const again = await importCsv(exported, 'products');
    expect(again).toMatchObject({ status: 'done', errorCount: 0 });
    expect(await Promise.all(NAMES.map((_, i) => bySku(sku(i))))).toEqual(before);
    expect(await exportCsv('products')).toBe(exported);
  });

  it('a name starting with a tab or a carriage return is neutralised too', async () => {
    // The import and the product form trim names, so these are stored directly.
    for (const [i, name] of [['\tTabbed cable'], ['\rCarriage hinge']].entries()) {
      await t.app.db.execute(sql`UPDATE product SET name = ${name[0]} WHERE sku = ${sku(i)}`);
    }
    const exported = await exportCsv('products');
    expect(exportedRow(exported, sku(0))[1]).toBe("'\tTabbed cable");
    expect(exportedRow(exported, sku(1))[1]).toBe("'\rCarriage hinge");
  });

  it('the laptops export neutralises formulas too', async () => {
    const job = await importCsv(`${CSV_COLUMNS.laptops.join(',')}\n=Evil,Formula,Model 1,2020,@id-1;=id-2`, 'laptops');
    expect(job).toMatchObject({ status: 'done', applied: 1 });
    const line = (await exportCsv('laptops')).split('\n').find((l) => l.includes('Formula'));
    // The spec's columns follow, empty: the model's specification is not known.
    expect(line).toBe(`'=Evil,Formula,Model 1,2020,'@id-1;=id-2${','.repeat(LAPTOP_SPEC_COLUMNS.length)}`);
  });
});
