/**
 * A product's compatibleModels is derived from its fitment: Add Product and Edit Product accept
 * it only as names of laptop models the shop knows, and set the fitment from them. And the
 * admin's paged list of laptop models.
 */
import { describe, expect, it } from 'vitest';
import { laptopPageSchema, laptopSchema, type Laptop } from '../../../src/shared/schemas/laptop.js';
import { productDetailSchema, productPageSchema, productSchema, type ProductDetail } from '../../../src/shared/schemas/product.js';
import { as, useTestApp } from '../../setup/app.js';

const t = useTestApp();

const newPart = (over: Record<string, unknown> = {}) => ({
  name: `Fitment part ${Math.random().toString(36).slice(2, 10)}`,
  sublierName: 'Supplier',
  cost: 19.5,
  Quantity: 4,
  category: 'fans',
  ...over,
});
const post = (payload: object) => as(t.app, t.admin, { method: 'POST', url: '/api/service', payload });
const patch = (id: string, payload: object) => as(t.app, t.admin, { method: 'PATCH', url: `/api/service/${id}`, payload });
const detail = async (id: string): Promise<ProductDetail> =>
  productDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/service/${id}` })).json());
/** The seeded model with this label ("ThinkPad T480"). */
const model = async (label: string): Promise<Laptop> => {
  const found = laptopSchema
    .array()
    .parse((await t.app.inject({ method: 'GET', url: `/api/laptops?search=${encodeURIComponent(label)}` })).json());
  return found.find((l) => `${l.family} ${l.model}` === label)!;
};
const fitIds = (p: ProductDetail) => p.fits.map((f) => f._id).sort();

describe('compatibleModels names laptop models; the fitment follows', () => {
  it('Add Product with model names (full name or label, any case) gets that fitment and the derived compatibleModels', async () => {
    const [t480, xps] = [await model('ThinkPad T480'), await model('XPS 13 9360')];
    const res = await post(newPart({ compatibleModels: ['lenovo thinkpad t480', 'XPS 13 9360', 'ThinkPad T480'] }));
    expect(res.statusCode, res.body).toBe(201);
    const created = productSchema.parse(res.json());
    expect(created.compatibleModels).toEqual(['ThinkPad T480', 'XPS 13 9360']);
    const saved = await detail(created._id);
    expect(fitIds(saved)).toEqual([t480._id, xps._id].sort());
    expect(saved.compatibleModels).toEqual(['ThinkPad T480', 'XPS 13 9360']);
    // The spec's comma-separated text is still accepted; no models at all: no fitment.
    const text = await post(newPart({ compatibleModels: 'Dell XPS 13 9360,  ' }));
    expect(text.statusCode, text.body).toBe(201);
    expect(productSchema.parse(text.json()).compatibleModels).toEqual(['XPS 13 9360']);
    const none = productSchema.parse((await post(newPart())).json());
    expect(await detail(none._id)).toMatchObject({ compatibleModels: [], fits: [] });
    // Found by the laptop filter, as fitment is.
    const fitting = productPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/service?laptop=${xps._id}&limit=100` })).json(),
    );
    expect(fitting.items.map((p) => p._id)).toEqual(expect.arrayContaining([created._id, productSchema.parse(text.json())._id]));
  });

  it('Add Product with an unknown model is a 400 naming it, and adds nothing', async () => {
    const part = newPart({ compatibleModels: ['ThinkPad T480', 'Foo X1', 'Bar 9'] });
    const res = await post(part);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown laptop models: Foo X1, Bar 9. Add them under Laptop models first.');
    const found = productPageSchema.parse((await t.app.inject({ method: 'GET', url: `/api/service?search=${part.name}` })).json());
    expect(found.items.filter((p) => p.name === part.name)).toEqual([]);
  });

  it('PATCH with an unknown model is a 400 and changes nothing, not even the other fields sent', async () => {
    const created = productSchema.parse((await post(newPart({ compatibleModels: ['ThinkPad T480'] }))).json());
    const before = await detail(created._id);
    const res = await patch(created._id, { name: 'Renamed in vain', compatibleModels: ['ThinkPad T480', 'Foo X1'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown laptop models: Foo X1. Add them under Laptop models first.');
    expect(await detail(created._id)).toEqual(before);
  });

  it('PATCH without compatibleModels keeps the fitment and its notes; with them, sets it exactly (notes of kept models stay)', async () => {
    const [t480, x1, xps] = [await model('ThinkPad T480'), await model('ThinkPad X1 Carbon Gen 6'), await model('XPS 13 9360')];
    const created = productSchema.parse((await post(newPart())).json());
    const fitment = await as(t.app, t.admin, {
      method: 'PUT',
      url: `/api/admin/products/${created._id}/fitment`,
      payload: {
        partNumbers: [{ number: 'FIT-PN-1', kind: 'fru' }],
        fits: [
          { laptopId: t480._id, note: 'rev B only' },
          { laptopId: x1._id, note: 'not the 72 Wh one' },
        ],
      },
    });
    expect(fitment.statusCode, fitment.body).toBe(200);
    const before = await detail(created._id);

    const renamed = await patch(created._id, { name: 'Renamed fan', cost: 21 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await detail(created._id);
    expect(after).toMatchObject({ name: 'Renamed fan', cost: 21, compatibleModels: before.compatibleModels, fits: before.fits });
    expect(after.partNumbers).toEqual([{ number: 'FIT-PN-1', kind: 'fru' }]);

    const set = await patch(created._id, { compatibleModels: ['ThinkPad T480', 'Dell XPS 13 9360'] });
    expect(set.statusCode, set.body).toBe(200);
    expect(productSchema.parse(set.json()).compatibleModels).toEqual(['ThinkPad T480', 'XPS 13 9360']);
    const now = await detail(created._id);
    expect(now.fits.map((f) => [f._id, f.note]).sort()).toEqual(
      [
        [t480._id, 'rev B only'],
        [xps._id, ''],
      ].sort(),
    );
    expect(now.partNumbers).toEqual([{ number: 'FIT-PN-1', kind: 'fru' }]);
    expect(now.partNumber).toBe('FIT-PN-1');

    const cleared = await patch(created._id, { compatibleModels: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await detail(created._id)).toMatchObject({ compatibleModels: [], fits: [] });
  });

  it('a product moved to another category is found in it by the laptop filter, and no longer in the old one', async () => {
    const xps = await model('XPS 13 9360');
    const created = productSchema.parse((await post(newPart({ category: 'fans', compatibleModels: ['XPS 13 9360'] }))).json());
    const fitting = async (category: string) =>
      productPageSchema
        .parse((await t.app.inject({ method: 'GET', url: `/api/service?laptop=${xps._id}&category=${category}&limit=100` })).json())
        .items.map((p) => p._id);
    expect(await fitting('fans')).toContain(created._id);
    const moved = await patch(created._id, { category: 'keyboards' });
    expect(moved.statusCode, moved.body).toBe(200);
    // The fitment rows carry the category (product_fitment_product_category_fk cascades the change).
    expect(await fitting('keyboards')).toContain(created._id);
    expect(await fitting('fans')).not.toContain(created._id);
    expect(fitIds(await detail(created._id))).toEqual([xps._id]);
  });

  it('a label two makers share is refused until the brand says which', async () => {
    const family = `Twin${Math.random().toString(36).slice(2, 6)}`;
    for (const brand of ['Alphamaker', 'Betamaker']) {
      const made = await as(t.app, t.admin, { method: 'POST', url: '/api/admin/laptops', payload: { brand, family, model: 'One' } });
      expect(made.statusCode, made.body).toBe(201);
    }
    const shared = await post(newPart({ compatibleModels: [`${family} One`] }));
    expect(shared.statusCode).toBe(400);
    expect(shared.json().message).toMatch(new RegExp(`More than one laptop model is named ${family} One: give the brand too`));
    const named = await post(newPart({ compatibleModels: [`Betamaker ${family} One`] }));
    expect(named.statusCode, named.body).toBe(201);
    const fits = (await detail(productSchema.parse(named.json())._id)).fits;
    expect(fits).toEqual([expect.objectContaining({ brand: 'Betamaker', family, model: 'One' })]);
  });
});

describe('GET /api/admin/laptops', () => {
  const list = async (query: string) => {
    const res = await as(t.app, t.admin, { method: 'GET', url: `/api/admin/laptops?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return laptopPageSchema.parse(res.json());
  };

  it('pages through every model by brand, family and model', async () => {
    const first = await list('limit=10');
    expect(first).toMatchObject({ page: 1, limit: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(44);
    const all = [...first.items];
    for (let page = 2; all.length < first.total; page++) {
      const next = await list(`limit=10&page=${page}`);
      expect(next.items.length).toBeGreaterThan(0);
      all.push(...next.items);
    }
    expect(new Set(all.map((l) => l._id)).size).toBe(first.total);
    // Each brand in one run, and within a brand each family in one run.
    const runs = (keys: string[]) => keys.filter((k, i) => i === 0 || k !== keys[i - 1]);
    const brands = runs(all.map((l) => l.brand));
    expect(new Set(brands).size).toBe(brands.length);
    const families = runs(all.map((l) => `${l.brand}|${l.family}`));
    expect(new Set(families).size).toBe(families.length);
    // Past the last page: no items, the same total.
    expect(await list(`limit=10&page=${Math.ceil(first.total / 10) + 1}`)).toMatchObject({ items: [], total: first.total });
  });

  it('filters by the words typed and by identifiers', async () => {
    const thinkpads = await list('search=lenovo%20t4&limit=100');
    expect(thinkpads.total).toBeGreaterThan(1);
    expect(thinkpads.items.every((l) => l.brand === 'Lenovo' && /t4/i.test(`${l.family} ${l.model} ${l.identifiers.join(' ')}`))).toBe(
      true,
    );
    const byMachineType = await list('search=20L5CTO1WW');
    expect(byMachineType.items.map((l) => l.model)).toContain('T480');
    expect(await list('search=qqqqzzzz')).toMatchObject({ items: [], total: 0 });
    const tooMany = await as(t.app, t.admin, { method: 'GET', url: '/api/admin/laptops?limit=101' });
    expect(tooMany.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/laptops' })).statusCode).toBe(401);
    expect((await as(t.app, await t.customer(), { method: 'GET', url: '/api/admin/laptops' })).statusCode).toBe(403);
  });
});
