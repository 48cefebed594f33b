import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { LAPTOP_SPEC_COLUMNS, storageFromText, storageToText } from '../../../src/shared/laptop-spec-text.js';
import { CSV_COLUMNS, importJobSchema, type ImportJob } from '../../../src/shared/schemas/import.js';
import { as, useTestApp } from '../../setup/app.js';
import { multipart } from '../../setup/multipart.js';

const t = useTestApp();

/** Uploads a laptops file and waits for its import to finish; answers the final report. */
async function importLaptops(csv: string): Promise<ImportJob> {
  const res = await as(t.app, t.admin, {
    method: 'POST',
    url: '/api/admin/imports',
    ...multipart(csv, { kind: 'laptops' }, 'laptops.csv'),
  });
  expect(res.statusCode, res.body).toBe(202);
  const id = importJobSchema.parse(res.json())._id;
  for (let i = 0; i < 200; i++) {
    const job = importJobSchema.parse((await as(t.app, t.admin, { method: 'GET', url: `/api/admin/imports/${id}` })).json());
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the import did not finish');
}

const exportRecords = async () =>
  parse((await as(t.app, t.admin, { method: 'GET', url: '/api/admin/exports/laptops.csv' })).body) as string[][];
const specOf = async (model: string) => (await t.app.services.laptops.all()).find((l) => l.model === model)?.spec;

const HEADER = [...CSV_COLUMNS.laptops, ...LAPTOP_SPEC_COLUMNS].join(',');
// memory (7), storage, display (5), battery (3), charging (3)
const GOOD =
  'Spec,Test,Good 14,2020,SPEC1,DDR4,SO-DIMM,2,0,16,32,3200,"M.2 M 2280/2242 NVMe+SATA gen3; 2.5in SATA",14,30,1920x1080,60,no,11.4,57,01AV1;01AV2,65,USB-C,yes';
const PARTIAL = 'Spec,Test,Partial 13,2021,SPEC2,,,,,,,,soldered,,,,,,,,,45,USB-C,true';
const EMPTY = 'Spec,Test,Empty 15,2019,SPEC3,,,,,,,,,,,,,,,,,,,';

describe('laptops CSV: the specification columns (issue 31)', () => {
  it('storage bays read back as written', () => {
    const text = 'M.2 M 2280/2242 NVMe+SATA gen3; M.2 2280 SATA; 2.5in SATA; proprietary';
    const read = storageFromText(text);
    expect(read).toEqual({
      bays: [
        { formFactor: 'M.2', m2Key: 'M', lengthsMm: [2280, 2242], protocols: ['NVMe', 'SATA'], pcieGen: 3 },
        { formFactor: 'M.2', lengthsMm: [2280], protocols: ['SATA'] },
        { formFactor: '2.5in', protocols: ['SATA'] },
        { formFactor: 'proprietary' },
      ],
    });
    expect(storageToText((read as { bays: never[] }).bays)).toBe(text);
    expect(storageFromText('none')).toEqual({ bays: [] });
    expect(storageFromText('M.2 Q')).toEqual({ problem: expect.stringContaining('"Q"') });
  });

  it('the export writes every model’s spec; the import sets it, empty columns are "not known", bad cells are named', async () => {
    const records = await exportRecords();
    expect(records[0]).toEqual([...CSV_COLUMNS.laptops, ...LAPTOP_SPEC_COLUMNS]);
    const t480 = records.find((r) => r[2] === 'T480')!;
    const cell = (r: string[], name: string) => r[records[0]!.indexOf(name)];
    expect([cell(t480, 'memory.type'), cell(t480, 'memory.slots'), cell(t480, 'storage'), cell(t480, 'charging.usbPd')]).toEqual([
      'DDR4',
      '2',
      'M.2 M 2280 NVMe+SATA gen3; 2.5in SATA',
      'true',
    ]);

    const bad = [
      'Spec,Test,Bad 1,2020,,DDR9,SO-DIMM,2,0,16,32,3200,,,,,,,,,,,,',
      'Spec,Test,Bad 2,2020,,DDR4,SO-DIMM,,0,16,32,3200,,,,,,,,,,,,',
      'Spec,Test,Bad 3,2020,,,,,,,,,M.2 Q 2280,,,,,,,,,,,',
      'Spec,Test,Bad 4,2020,,,,,,,,,,14,50,1920x1080,60,no,,,,,,',
    ];
    const job = await importLaptops([HEADER, GOOD, PARTIAL, EMPTY, ...bad].join('\n'));
    expect(job).toMatchObject({ status: 'done', applied: 3, errorCount: 4 });
    expect(job.errors.map((e) => [e.row, e.column])).toEqual([
      [5, 'memory.type'],
      [6, 'memory.slots'],
      [7, 'storage'],
      [8, 'display.edpPins'],
    ]);
    expect(job.errors[0]!.message).toContain('memory.type must be one of DDR3L, DDR4');
    expect(job.errors[1]!.message).toBe('is required when other memory columns are filled');
    expect(await specOf('Good 14')).toEqual({
      memory: { type: 'DDR4', formFactor: 'SO-DIMM', slots: 2, solderedGb: 0, maxPerSlotGb: 16, maxTotalGb: 32, maxSpeedMts: 3200 },
      storage: [
        { formFactor: 'M.2', m2Key: 'M', lengthsMm: [2280, 2242], protocols: ['NVMe', 'SATA'], pcieGen: 3 },
        { formFactor: '2.5in', protocols: ['SATA'] },
      ],
      display: { sizeInches: 14, edpPins: 30, resolution: '1920x1080', refreshHz: 60, touch: false },
      battery: { voltage: 11.4, wattHours: 57, partNumbers: ['01AV1', '01AV2'] },
      charging: { watts: 65, connector: 'USB-C', usbPd: true },
    });
    expect(await specOf('Partial 13')).toEqual({
      storage: [{ formFactor: 'soldered' }],
      charging: { watts: 45, connector: 'USB-C', usbPd: true },
    });
    expect(await specOf('Empty 15')).toBeNull();
  });

  it('a file without the spec columns keeps the specs; export → import → export is the same file', async () => {
    const before = await specOf('T480');
    expect(before?.memory?.type).toBe('DDR4');
    const plain = await importLaptops(`${CSV_COLUMNS.laptops.join(',')}\nLenovo,ThinkPad,T480,2018,20L5;20L6`);
    expect(plain).toMatchObject({ status: 'done', errorCount: 0 });
    expect(await specOf('T480')).toEqual(before);

    const exported = (await as(t.app, t.admin, { method: 'GET', url: '/api/admin/exports/laptops.csv' })).body;
    const trip = await importLaptops(exported);
    expect(trip.errors).toEqual([]);
    expect(trip).toMatchObject({ status: 'done', errorCount: 0 });
    expect((await as(t.app, t.admin, { method: 'GET', url: '/api/admin/exports/laptops.csv' })).body).toBe(exported);
    expect(await specOf('T480')).toEqual(before);
  });
});
