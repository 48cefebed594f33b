/**
 * Fit by specification with reasons on the wire (issue 31): a part's fit for a laptop on its page,
 * the catalog's laptop filter listing parts that fit by either source (listed, or by specification),
 * GET /api/laptops/{id}/compatible, the laptop page's spec and upgrade planner, and the admin's
 * PUT /api/admin/laptops/{id}/spec.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSpecs } from '../../../src/server/modules/laptops/seed/specs.js';
import { compatibleListSchema, laptopFitDetailSchema } from '../../../src/shared/schemas/laptop-fit.js';
import { laptopSchema, type Laptop } from '../../../src/shared/schemas/laptop.js';
import { productDetailSchema, productPageSchema, productSchema, type Product } from '../../../src/shared/schemas/product.js';
import { as, useTestApp } from '../../setup/app.js';

const t = useTestApp();
/** In every part's name this file adds, so a search finds exactly them. */
const TAG = `fitapi${randomUUID().slice(0, 6)}`;
const T480_SPEC = seedSpecs['lenovo-thinkpad-t480']!;

const model = async (label: string): Promise<Laptop> => {
  const found = laptopSchema
    .array()
    .parse((await t.app.inject({ method: 'GET', url: `/api/laptops?search=${encodeURIComponent(label)}` })).json());
  return found.find((l) => `${l.family} ${l.model}` === label)!;
};
const putSpec = (laptopId: string, spec: unknown, session = t.admin) =>
  as(t.app, session, { method: 'PUT', url: `/api/admin/laptops/${laptopId}/spec`, payload: spec as object });
const newPart = async (name: string, category: string, attributes: object, over: object = {}): Promise<Product> => {
  const payload = {
    name: `${name} ${TAG} ${randomUUID().slice(0, 8)}`,
    sublierName: 'Generic',
    cost: 39,
    Quantity: 5,
    category,
    attributes,
    ...over,
  };
  const res = await as(t.app, t.admin, { method: 'POST', url: '/api/service', payload });
  expect(res.statusCode, res.body).toBe(201);
  return productSchema.parse(res.json());
};
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};

const ddr4 = { memoryType: 'DDR4', formFactor: 'SO-DIMM', capacityGb: 16, speedMts: 3200 };
const ddr5 = { memoryType: 'DDR5', formFactor: 'SO-DIMM', capacityGb: 16, speedMts: 4800 };

let t480: Laptop;
let generic: Product;
let ddr5Part: Product;
let listedDdr5: Product;
let shortSsd: Product;
let soldOut: Product;

beforeAll(async () => {
  t480 = await model('ThinkPad T480');
  expect((await putSpec(t480._id, T480_SPEC)).statusCode).toBe(200);
  generic = await newPart('Generic 16 GB DDR4-3200 SO-DIMM', 'memory', ddr4);
  ddr5Part = await newPart('Generic 16 GB DDR5-4800 SO-DIMM', 'memory', ddr5);
  // Its attributes would not fit the T480, but the shop lists it for it: listed wins.
  listedDdr5 = await newPart('Listed DDR5 SO-DIMM', 'memory', ddr5, { compatibleModels: ['ThinkPad T480'] });
  shortSsd = await newPart('Generic 512 GB M.2 2242 NVMe SSD', 'storage', {
    formFactor: 'M.2',
    m2Key: 'M',
    lengthMm: 2242,
    protocol: 'NVMe',
    pcieGen: 3,
    capacityGb: 512,
  });
  soldOut = await newPart('Sold-out 8 GB DDR4 SO-DIMM', 'memory', { ...ddr4, capacityGb: 8 }, { Quantity: 0 });
});

describe('a part’s fit for a laptop, with its source and reasons', () => {
  it('GET /api/service/{id}?laptop= answers the fit by specification with its reasons', async () => {
    const fits = productDetailSchema.parse(await get(`/api/service/${generic._id}?laptop=${t480._id}`));
    expect(fits.fit).toEqual({
      verdict: 'fits',
      source: 'spec',
      reasons: ['Fits: DDR4 SO-DIMM, 16 GB ≤ 16 GB per slot, runs at 2400 MT/s in this laptop'],
    });
    const no = productDetailSchema.parse(await get(`/api/service/${ddr5Part._id}?laptop=${t480._id}`));
    expect(no.fit).toEqual({ verdict: 'does_not_fit', source: 'spec', reasons: ['Does not fit: DDR5 — the ThinkPad T480 takes DDR4'] });
    // Without a laptop, no fit.
    expect(productDetailSchema.parse(await get(`/api/service/${generic._id}`)).fit).toBeUndefined();
  });

  it('listed beats the rule: a part listed for the T480 whose attributes would not fit answers listed / fits', async () => {
    const listed = productDetailSchema.parse(await get(`/api/service/${listedDdr5._id}?laptop=${t480._id}`));
    expect(listed.fit).toMatchObject({ verdict: 'fits', source: 'listed' });
    expect(listed.fit!.reasons[0]).toMatch(/^Fits: listed by the shop for the ThinkPad T480/);
  });

  it('an adapter fit says so', async () => {
    const ssd = productDetailSchema.parse(await get(`/api/service/${shortSsd._id}?laptop=${t480._id}`));
    expect(ssd.fit).toMatchObject({ verdict: 'fits_with_adapter', source: 'spec' });
    expect(ssd.fit!.reasons[0]).toContain('2242 SSD in a 2280 slot');
  });
});

describe('GET /api/service?laptop= lists parts that fit by either source', () => {
  it('lists the generic DDR4 module (by spec) and the listed DDR5 one, not the unlisted DDR5, each with its fit', async () => {
    const page = productPageSchema.parse(await get(`/api/service?laptop=${t480._id}&category=memory&limit=100`));
    const byId = new Map(page.items.map((p) => [p._id, p]));
    expect(byId.get(generic._id)?.fit).toMatchObject({ verdict: 'fits', source: 'spec' });
    expect(byId.get(listedDdr5._id)?.fit).toMatchObject({ verdict: 'fits', source: 'listed' });
    expect(byId.has(ddr5Part._id)).toBe(false);
    expect(page.items.every((p) => p.fit && ['fits', 'fits_with_adapter'].includes(p.fit.verdict))).toBe(true);
    expect(page.total).toBe(page.items.length);
    // The search and the fit filter combine; the count follows.
    const searched = productPageSchema.parse(await get(`/api/service?laptop=${t480._id}&search=${TAG}&limit=100`));
    expect(searched.items.map((p) => p._id).sort()).toEqual([generic._id, listedDdr5._id, shortSsd._id, soldOut._id].sort());
    expect(searched.total).toBe(4);
    // Over every category, what the SQL selects is what the rules say fits.
    const every = productPageSchema.parse(await get(`/api/service?laptop=${t480._id}&limit=100`));
    expect(every.items.filter((p) => !['fits', 'fits_with_adapter'].includes(p.fit?.verdict ?? ''))).toEqual([]);
  });

  it('lists a battery by one of its part numbers the model’s spec names, not one of another voltage', async () => {
    const numbered = async (name: string, attributes: object) => {
      const part = await newPart(name, 'batteries', attributes);
      const res = await as(t.app, t.admin, {
        method: 'PUT',
        url: `/api/admin/products/${part._id}/fitment`,
        payload: { partNumbers: [{ number: '01av-424', kind: 'fru' }], fits: [] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return part;
    };
    const battery = await numbered('Battery 01AV424', { voltage: 11.4, wattHours: 24 });
    const wrongVolts = await numbered('Battery 01AV424 14.8 V', { voltage: 14.8, wattHours: 24 });
    const page = productPageSchema.parse(await get(`/api/service?laptop=${t480._id}&category=batteries&limit=100`));
    const found = page.items.find((p) => p._id === battery._id);
    expect(found?.fit).toMatchObject({ verdict: 'fits', source: 'spec' });
    expect(found?.fit?.reasons[0]).toContain('01av-424');
    expect(page.items.map((p) => p._id)).not.toContain(wrongVolts._id);
  });

  it('lists a battery known only by its own part number, typed another way than the spec has it', async () => {
    const own = await newPart('Battery own number', 'batteries', { voltage: 11.46, wattHours: 24 }, { partNumber: '01av 425' });
    const page = productPageSchema.parse(await get(`/api/service?laptop=${t480._id}&category=batteries&limit=100`));
    expect(page.items.find((p) => p._id === own._id)?.fit).toMatchObject({ verdict: 'fits', source: 'spec' });
  });

  it('keeps listing only listed parts for a model without a specification', async () => {
    const x1 = await model('ThinkPad X1 Carbon Gen 6');
    expect((await putSpec(x1._id, {})).statusCode).toBe(200);
    const page = productPageSchema.parse(await get(`/api/service?laptop=${x1._id}&category=memory&limit=100`));
    expect(page.items.map((p) => p._id)).not.toContain(generic._id);
  });
});

describe('GET /api/laptops/{id}/compatible', () => {
  it('answers the parts that fit with their fit, fits first, then with an adapter', async () => {
    const all = compatibleListSchema.parse(await get(`/api/laptops/${t480._id}/compatible`));
    const ids = all.map((c) => c.product._id);
    expect(ids).toEqual(expect.arrayContaining([generic._id, listedDdr5._id, shortSsd._id, soldOut._id]));
    expect(ids).not.toContain(ddr5Part._id);
    const verdicts = all.map((c) => c.fit.verdict);
    expect(verdicts.indexOf('fits_with_adapter')).toBeGreaterThan(verdicts.lastIndexOf('fits'));
    const memory = compatibleListSchema.parse(await get(`/api/laptops/${t480._id}/compatible?category=memory`));
    expect(memory.every((c) => c.product.category === 'memory')).toBe(true);
    expect(memory.find((c) => c.product._id === generic._id)?.fit).toMatchObject({ verdict: 'fits', source: 'spec' });
  });

  it('404 for an unknown laptop, 400 for an unknown category', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/laptops/${randomUUID()}/compatible` })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: `/api/laptops/${t480._id}/compatible?category=toasters` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Category');
  });
});

describe('the laptop page: spec and upgrade planner', () => {
  it('answers the spec and, per slot, its summary and up to 6 parts in stock that fit', async () => {
    const page = laptopFitDetailSchema.parse(await get(`/api/laptops/${t480._id}`));
    expect(page.spec).toEqual(T480_SPEC);
    expect(page.planner.map((s) => s.slot)).toEqual(['memory', 'storage', 'screens', 'batteries', 'chargers']);
    const memory = page.planner.find((s) => s.slot === 'memory')!;
    expect(memory.summary).toBe('Memory: 2 slots, up to 32 GB DDR4 at 2400 MT/s');
    expect(memory.fits.length).toBeLessThanOrEqual(6);
    const generics = memory.fits.find((p) => p._id === generic._id);
    expect(generics?.fit).toMatchObject({ verdict: 'fits', source: 'spec' });
    expect(memory.fits.map((p) => p._id)).not.toContain(ddr5Part._id);
    expect(memory.fits.map((p) => p._id)).not.toContain(soldOut._id);
    expect(memory.fits.every((p) => p.Quantity > 0 && p.category === 'memory')).toBe(true);
    const storage = page.planner.find((s) => s.slot === 'storage')!;
    expect(storage.summary).toBe('Storage: M.2 2280 NVMe/SATA PCIe 3.0 + 2.5-inch SATA bay');
    expect(storage.fits.find((p) => p._id === shortSsd._id)?.fit.verdict).toBe('fits_with_adapter');
  });

  it('counts the parts per category as the list finds them: listed or by specification, each once', async () => {
    const page = laptopFitDetailSchema.parse(await get(`/api/laptops/${t480._id}`));
    for (const category of ['memory', 'storage', 'batteries']) {
      const list = productPageSchema.parse(await get(`/api/service?laptop=${t480._id}&category=${category}&limit=100`));
      expect(page.parts[category] ?? 0, category).toBe(list.total);
    }
  });
});

describe('PUT /api/admin/laptops/{id}/spec', () => {
  it('is for staff with fitment:write, decided before the body is read: 401 anonymous, 403 customer', async () => {
    const x1 = await model('ThinkPad X1 Carbon Gen 6');
    expect((await putSpec(x1._id, T480_SPEC, null as never)).statusCode).toBe(401);
    const customer = await t.customer();
    expect((await putSpec(x1._id, { memory: { type: 'DDR9' } }, customer)).statusCode).toBe(403);
  });

  it('validates the body, naming the field (400), and answers 404 for an unknown model', async () => {
    const bad = await putSpec(t480._id, { ...T480_SPEC, memory: { ...T480_SPEC.memory, type: 'DDR9' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('memory.type');
    const watts = await putSpec(t480._id, { charging: { watts: 'lots', connector: 'USB-C', usbPd: true } });
    expect(watts.statusCode).toBe(400);
    expect(watts.json().message).toContain('charging.watts');
    expect((await putSpec(randomUUID(), T480_SPEC)).statusCode).toBe(404);
  });

  it('writes the spec with an audit entry, and the fit follows at once (the cached answers dropped)', async () => {
    const x1 = await model('ThinkPad X1 Carbon Gen 6');
    const before = productDetailSchema.parse(await get(`/api/service/${generic._id}?laptop=${x1._id}`));
    expect(before.fit?.source).toBe('unknown');
    const res = await putSpec(x1._id, T480_SPEC);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(T480_SPEC);
    const after = productDetailSchema.parse(await get(`/api/service/${generic._id}?laptop=${x1._id}`));
    expect(after.fit).toMatchObject({ verdict: 'fits', source: 'spec' });
    expect(laptopFitDetailSchema.parse(await get(`/api/laptops/${x1._id}`)).spec).toEqual(T480_SPEC);
    const audit = await t.app.services.audit.list({ entity: 'laptop', entityId: x1._id, action: 'laptop.spec', page: 1, limit: 10 });
    expect(audit.items.length).toBeGreaterThanOrEqual(1);
  });
});
