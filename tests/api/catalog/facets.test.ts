/**
 * Faceted search (issue 31): `attr.<name>=` filters on GET /api/service and `facets=1`'s counts per
 * attribute value, a filtered attribute counted without its own filter, combined with search and the laptop filter.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { laptopSchema } from '../../../src/shared/schemas/laptop.js';
import { productPageSchema, type ProductPage } from '../../../src/shared/schemas/product.js';
import { COUNT_CAP } from '../../../src/server/modules/catalog/search.js';
import { as, useTestApp } from '../../setup/app.js';

const t = useTestApp();
const TAG = `facet${randomUUID().slice(0, 6)}`;

const kit = (memoryType: string, capacityGb: number, speedMts: number) => ({ memoryType, formFactor: 'SO-DIMM', capacityGb, speedMts });

async function part(attributes: object) {
  const res = await as(t.app, t.admin, {
    method: 'POST',
    url: '/api/service',
    payload: {
      name: `Memory ${TAG} ${randomUUID().slice(0, 8)}`,
      sublierName: 'Generic',
      cost: 30,
      Quantity: 4,
      category: 'memory',
      attributes,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function list(query: string): Promise<ProductPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/service?search=${TAG}&category=memory&facets=1&limit=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return productPageSchema.parse(res.json());
}

const counts = (page: ProductPage, name: string) => Object.fromEntries((page.facets?.[name] ?? []).map((f) => [String(f.value), f.count]));

beforeAll(async () => {
  for (let i = 0; i < 3; i++) await part(kit('DDR4', 16, 3200));
  for (let i = 0; i < 2; i++) await part(kit('DDR4', 32, 3200));
  await part(kit('DDR5', 16, 4800));
});

describe('facets on GET /api/service', () => {
  it('counts the matches per value of each of the category’s attributes, in the attribute’s order', async () => {
    const page = await list('');
    expect(page.total).toBe(6);
    expect(page.facets!.capacityGb).toEqual([
      { value: 16, count: 4 },
      { value: 32, count: 2 },
    ]);
    expect(counts(page, 'memoryType')).toEqual({ DDR4: 5, DDR5: 1 });
    expect(counts(page, 'speedMts')).toEqual({ 3200: 5, 4800: 1 });
    // Every attribute of the category is named, even one no part here has.
    expect(Object.keys(page.facets!)).toEqual(expect.arrayContaining(['voltage', 'modules']));
    expect(page.facets!.voltage).toEqual([]);
  });

  it('filters by attr.<name> (any of several values), and counts a filtered attribute without its own filter', async () => {
    const sixteen = await list('&attr.capacityGb=16');
    expect(sixteen.total).toBe(4);
    expect(sixteen.items.every((p) => p.attributes.capacityGb === 16)).toBe(true);
    expect(counts(sixteen, 'capacityGb')).toEqual({ 16: 4, 32: 2 });
    expect(counts(sixteen, 'memoryType')).toEqual({ DDR4: 3, DDR5: 1 });
    expect((await list('&attr.capacityGb=16,32')).total).toBe(6);
    const both = await list('&attr.capacityGb=16&attr.memoryType=DDR5');
    expect(both.total).toBe(1);
    expect(counts(both, 'memoryType')).toEqual({ DDR4: 3, DDR5: 1 });
    expect(counts(both, 'capacityGb')).toEqual({ 16: 1 });
  });

  it('combines with the laptop filter: a T480 (DDR4) is offered no DDR5 by specification', async () => {
    const [t480] = laptopSchema
      .array()
      .parse((await t.app.inject({ method: 'GET', url: '/api/laptops?search=T480' })).json())
      .filter((l) => l.model === 'T480');
    const page = await list(`&laptop=${t480!._id}`);
    expect(counts(page, 'memoryType').DDR5).toBeUndefined();
    expect(page.items.every((p) => p.attributes.memoryType === 'DDR4')).toBe(true);
  });

  it('counts the matches when every attribute of the category is filtered (no attribute left to count with all filters)', async () => {
    await part({ ...kit('DDR4', 8, 2666), voltage: 1.2, modules: 2 });
    const all = await list(
      '&attr.memoryType=DDR4&attr.formFactor=SO-DIMM&attr.capacityGb=8&attr.speedMts=2666&attr.voltage=1.2&attr.modules=2',
    );
    expect(all.total).toBe(1);
    expect(all.totalCapped).toBe(false);
    expect(all.items.map((p) => p.attributes.capacityGb)).toEqual([8]);
    // Each counted without its own filter: the 8 GB kit is the only one at 1.2 V and with two modules.
    expect(counts(all, 'capacityGb')).toEqual({ 8: 1 });
    expect(counts(all, 'voltage')).toEqual({ 1.2: 1 });
  });

  it('answers 400 naming the parameter for an attribute the category lacks, a value it does not take, or no category', async () => {
    const refused = async (url: string, says: RegExp) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(says);
    };
    await refused('/api/service?attr.capacityGb=16', /attr\.capacityGb: choose a category/);
    await refused('/api/service?category=memory&attr.watts=65', /attr\.watts: watts is not an attribute of memory/);
    await refused('/api/service?category=memory&attr.capacityGb=lots', /attr\.capacityGb: "lots"/);
    await refused('/api/service?category=memory&attr.memoryType=DDR9', /attr\.memoryType: "DDR9"/);
  });

  it('counts the newest COUNT_CAP past that many matches and says so (facetsCapped), as the list says 1,000+ parts', async () => {
    const many = `many${randomUUID().slice(0, 6)}`;
    // Straight into the table: COUNT_CAP + 1 memory modules through the API would take minutes.
    await t.app.pool.query(
      `INSERT INTO product (sku, name, supplier_name, description, img, price_cents, stock_available, stock_received, category, attributes)
       SELECT 'FACET-' || i || '-' || $1, 'Memory ' || $1 || ' ' || i, 'Generic', '', '/images/placeholder-product.svg', 2999, 1, 1, 'memory',
              jsonb_build_object('memoryType', 'DDR4', 'capacityGb', 8)
       FROM generate_series(1, $2::int) AS i`,
      [many, COUNT_CAP + 1],
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/service?search=${many}&category=memory&facets=1` });
    const page = productPageSchema.parse(res.json());
    expect(page.facetsCapped).toBe(true);
    expect(page.totalCapped).toBe(true);
    expect(page.facets!.capacityGb).toEqual([{ value: 8, count: COUNT_CAP }]);
    // Within the sample, counts are exact and not flagged.
    expect((await list('')).facetsCapped).toBe(false);
  });
});
