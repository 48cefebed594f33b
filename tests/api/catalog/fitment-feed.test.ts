/**
 * The open fitment feed (issue 31): GET /api/fitment/feed.csv and feed.json, public, one row per
 * product ↔ laptop model pair that fits: the shop's listed pairs (`listed`) and the pairs the fit
 * rules find by specification (`spec`).
 */
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { FITMENT_FEED_COLUMNS, fitmentFeedRowSchema, type FitmentFeedRow } from '../../../src/shared/schemas/fitment-feed.js';
import type { Product } from '../../../src/shared/schemas/product.js';
import { as, useTestApp } from '../../setup/app.js';

const t = useTestApp();
const T480 = 'Lenovo ThinkPad T480';

let keyboard: Product;
let memory: Product;

const add = async (payload: object) => {
  const res = await as(t.app, t.admin, {
    method: 'POST',
    url: '/api/service',
    payload: { sublierName: 'Feed test', cost: 20, Quantity: 3, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Product;
};

beforeAll(async () => {
  // A keyboard (no rule decides keyboards): listed for the T480 only.
  keyboard = await add({ name: `Feed keyboard ${Date.now()}`, category: 'keyboards', partNumber: '01YP=1', compatibleModels: [T480] });
  // A DDR4-2400 SO-DIMM listed for no model: the T480 (DDR4, 16 GB per slot) takes it by specification.
  memory = await add({
    name: `Feed 8 GB DDR4 ${Date.now()}`,
    category: 'memory',
    attributes: { memoryType: 'DDR4', formFactor: 'SO-DIMM', capacityGb: 8, speedMts: 2400 },
  });
});

const rowsFor = (rows: FitmentFeedRow[], productId: string) => rows.filter((r) => r.productId === productId);

describe('the fitment feed', () => {
  it('answers JSON: listed pairs and pairs that fit by specification', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fitment/feed.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toContain('public');
    const rows = fitmentFeedRowSchema.array().parse(res.json());

    const listed = rowsFor(rows, keyboard._id);
    expect(listed).toEqual([
      {
        productId: keyboard._id,
        product: keyboard.name,
        sku: keyboard.sku,
        partNumbers: ['01YP=1'],
        laptopId: expect.any(String),
        laptop: T480,
        source: 'listed',
      },
    ]);

    const bySpec = rowsFor(rows, memory._id);
    expect(bySpec.map((r) => r.laptop)).toContain(T480);
    expect(bySpec.every((r) => r.source === 'spec')).toBe(true);
    // DDR5 and soldered-memory models are not in it.
    expect(bySpec.length).toBeLessThan(new Set(rows.map((r) => r.laptopId)).size);
  });

  it('answers the same rows as CSV, formulas escaped', async () => {
    const [csv, json] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/fitment/feed.csv' }),
      t.app.inject({ method: 'GET', url: '/api/fitment/feed.json' }),
    ]);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...records] = parse(csv.body) as string[][];
    expect(header).toEqual([...FITMENT_FEED_COLUMNS]);
    expect(records).toHaveLength((json.json() as unknown[]).length);

    const listed = records.filter((r) => r[0] === keyboard._id);
    expect(listed).toEqual([[keyboard._id, keyboard.name, keyboard.sku, '01YP=1', expect.any(String), T480, 'listed']]);
    const t480 = records.find((r) => r[0] === memory._id && r[5] === T480);
    expect(t480?.[6]).toBe('spec');
  });
});
