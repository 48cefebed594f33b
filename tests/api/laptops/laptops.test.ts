import { describe, expect, it } from 'vitest';
import { laptopDetailSchema, laptopPageSchema, laptopSchema, normalizeCode, type Laptop } from '../../../src/shared/schemas/laptop.js';
import { orderSchema } from '../../../src/shared/schemas/order.js';
import { productDetailSchema, productPageSchema } from '../../../src/shared/schemas/product.js';
import { as, useTestApp } from '../../setup/app.js';
import { createProduct, freeShippingOption, UNKNOWN_ID, US_ADDRESS } from '../../setup/shop.js';

const t = useTestApp();

const search = async (text: string): Promise<Laptop[]> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/laptops?search=${encodeURIComponent(text)}` });
  expect(res.statusCode, res.body).toBe(200);
  return laptopSchema.array().parse(res.json());
};
const label = (l: Pick<Laptop, 'family' | 'model'>) => `${l.family} ${l.model}`;
const t480 = async () => (await search('ThinkPad T480'))[0]!;

describe('laptop search', () => {
  it.each(['t48', 'thinkpad t480', 'ThinkPad T480', '20L5', '20l6', '20L5CTO1WW', 'lenovo t480'])(
    'finds the T480 first for %j',
    async (typed) => {
      const found = await search(typed);
      expect(found.length).toBeGreaterThan(0);
      expect(label(found[0]!)).toBe('ThinkPad T480');
    },
  );

  it('finds models by their maker identifiers: Apple model identifiers and A-numbers, Dell names', async () => {
    expect(label((await search('MacBookPro15,2'))[0]!)).toMatch(/^MacBook Pro 13-inch 2018/);
    expect((await search('A1989'))[0]!.identifiers).toContain('A1989');
    expect(label((await search('xps 13 9360'))[0]!)).toMatch(/XPS 13 9360$/);
    expect(label((await search('elitebook 840 g5'))[0]!)).toMatch(/840 G5$/);
    expect(label((await search('ux430ua'))[0]!)).toMatch(/UX430UA$/);
  });

  it('answers at most 20 models, and none for nonsense', async () => {
    expect((await search('')).length).toBeLessThanOrEqual(20);
    expect((await search('')).length).toBeGreaterThan(0);
    expect(await search('qqqqzzzz')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/laptops?search=${'x'.repeat(101)}` })).statusCode).toBe(400);
  });

  it('a laptop page counts the parts that fit it per category; an unknown model is a 404', async () => {
    const laptop = await t480();
    const res = await t.app.inject({ method: 'GET', url: `/api/laptops/${laptop._id}` });
    expect(res.statusCode, res.body).toBe(200);
    const detail = laptopDetailSchema.parse(res.json());
    expect(detail.identifiers).toEqual(expect.arrayContaining(['20L5', '20L6']));
    expect(Object.values(detail.parts).reduce((a, b) => a + b, 0)).toBeGreaterThan(2);
    expect((await t.app.inject({ method: 'GET', url: `/api/laptops/${UNKNOWN_ID}` })).statusCode).toBe(404);
  });
});

describe('fitment and part numbers', () => {
  it('GET /api/service?laptop= lists only parts that fit: listed for the laptop, or fitting its specification (issue 31)', async () => {
    const laptop = await t480();
    const page = productPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/service?laptop=${laptop._id}&limit=100` })).json(),
    );
    expect(page.items.length).toBeGreaterThan(2);
    for (const item of page.items.slice(0, 5)) {
      const detail = productDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/service/${item._id}` })).json());
      if (item.fit?.source === 'listed') {
        expect(detail.fits.map((f) => f._id)).toContain(laptop._id);
        expect(item.compatibleModels).toContain('ThinkPad T480');
      } else expect(item.fit).toMatchObject({ source: 'spec', verdict: expect.stringMatching(/^fits/) });
    }
    expect(page.items.some((p) => p.fit?.source === 'listed')).toBe(true);
    const all = productPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/service?limit=100' })).json());
    expect(page.items.length).toBeLessThan(all.items.length);
    // With a category too.
    const category = page.items[0]!.category;
    const inCategory = productPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/service?laptop=${laptop._id}&category=${category}` })).json(),
    );
    expect(inCategory.items.every((p) => p.category === category)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/service?laptop=nope' })).statusCode).toBe(400);
  });

  it('a product carries its SKU, part numbers with kinds and the models it fits', async () => {
    const list = productPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/service?limit=100' })).json());
    const skus = list.items.map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
    const detail = productDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/service/${list.items[0]!._id}` })).json());
    expect(detail.partNumbers.length).toBeGreaterThan(0);
    expect(detail.fits.length).toBeGreaterThan(0);
    expect(detail.fits[0]).toEqual(
      expect.objectContaining({ brand: expect.any(String), model: expect.any(String), note: expect.any(String) }),
    );
  });

  it('search finds a part by any of its part numbers, typed with other case, spaces, dashes or dots', async () => {
    const list = productPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/service?limit=100' })).json());
    let checked = 0;
    for (const product of list.items.slice(0, 6)) {
      const detail = productDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/service/${product._id}` })).json());
      for (const { number } of detail.partNumbers) {
        const code = normalizeCode(number);
        if (code.length < 5) continue;
        // "01AV422" typed as "01av-42.2"
        const mangled = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, -1)}.${code.slice(-1)}`;
        const found = productPageSchema.parse(
          (await t.app.inject({ method: 'GET', url: `/api/service?search=${encodeURIComponent(mangled)}` })).json(),
        );
        expect(
          found.items.map((p) => p._id),
          `${number} typed as ${mangled}`,
        ).toContain(product._id);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});

describe('my laptops', () => {
  it('a customer saves laptops, sees them newest first, saves one twice without a copy, removes one', async () => {
    const user = await t.customer();
    const [a, b] = [await t480(), (await search('MacBookPro15,2'))[0]!];
    const save = (laptopId: string) => as(t.app, user, { method: 'POST', url: '/api/me/laptops', payload: { laptopId } });
    expect((await save(a._id)).statusCode).toBe(201);
    expect((await save(b._id)).statusCode).toBe(201);
    expect((await save(a._id)).statusCode).toBe(201);
    const mine = laptopSchema.array().parse((await as(t.app, user, { method: 'GET', url: '/api/me/laptops' })).json());
    expect(mine.map((l) => l._id)).toEqual([b._id, a._id]);
    expect((await save(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await save('nope')).statusCode).toBe(400);
    const removed = await as(t.app, user, { method: 'DELETE', url: `/api/me/laptops/${a._id}` });
    expect(removed.json()).toEqual({ deleted: true });
    expect(laptopSchema.array().parse((await as(t.app, user, { method: 'GET', url: '/api/me/laptops' })).json())).toHaveLength(1);
    // Another customer has their own list; nobody signed in has none.
    const other = await t.customer();
    expect((await as(t.app, other, { method: 'GET', url: '/api/me/laptops' })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/laptops' })).statusCode).toBe(401);
  });

  it('at most 10 saved laptops', async () => {
    const user = await t.customer();
    const many = await search('');
    for (const l of many.slice(0, 10)) {
      expect((await as(t.app, user, { method: 'POST', url: '/api/me/laptops', payload: { laptopId: l._id } })).statusCode).toBe(201);
    }
    const over = await as(t.app, user, { method: 'POST', url: '/api/me/laptops', payload: { laptopId: many[10]!._id } });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You can save at most 10 laptops.');
  });
});

describe('order lines remember the laptop', () => {
  it('Order Now and the cart carry the selected laptop to the order line; an unknown laptop is left out', async () => {
    const laptop = await t480();
    const user = await t.customer();
    const product = await createProduct(t.app, t.admin, 10, 30);
    const shippingOptionId = await freeShippingOption(t.app);
    const now = await as(t.app, user, {
      method: 'POST',
      url: '/api/order',
      payload: { userId: product._id, number: '5551234', quantity: 1, laptopId: laptop._id, address: US_ADDRESS, shippingOptionId },
    });
    expect(now.statusCode, now.body).toBe(201);
    expect(orderSchema.parse(now.json()).lines[0]!.laptop).toEqual({ _id: laptop._id, brand: 'Lenovo', model: 'ThinkPad T480' });

    const other = await createProduct(t.app, t.admin, 10, 20);
    const put = (productId: string, laptopId: string) =>
      as(t.app, user, { method: 'PUT', url: `/api/cart/items/${productId}`, payload: { quantity: 1, laptopId } });
    expect((await put(product._id, laptop._id)).statusCode).toBe(200);
    const cart = await put(other._id, UNKNOWN_ID);
    expect(cart.json().items.map((i: { laptopId: string | null }) => i.laptopId)).toEqual([laptop._id, null]);
    const placed = await as(t.app, user, { method: 'POST', url: '/api/checkout', payload: { address: US_ADDRESS, shippingOptionId } });
    expect(placed.statusCode, placed.body).toBe(201);
    const lines = orderSchema.parse(placed.json()).lines;
    expect(lines.find((l) => l.productId === product._id)!.laptop?.model).toBe('ThinkPad T480');
    expect(lines.find((l) => l.productId === other._id)!.laptop).toBeNull();
  });
});

describe('admins edit fitment and laptop models', () => {
  it('lists the models by brand as a person reads it: Acer before ASUS', async () => {
    const res = await as(t.app, t.admin, { method: 'GET', url: '/api/admin/laptops?limit=100' });
    expect(res.statusCode, res.body).toBe(200);
    const brands = [...new Set(laptopPageSchema.parse(res.json()).items.map((l) => l.brand))];
    expect(brands.indexOf('Acer')).toBeGreaterThanOrEqual(0);
    expect(brands.indexOf('Acer')).toBeLessThan(brands.indexOf('ASUS'));
    expect(brands).toEqual([...brands].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('a product gets part numbers and fitment; renaming a model renames it on the parts; removing it removes it', async () => {
    const product = await createProduct(t.app, t.admin, 5, 15);
    const created = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/admin/laptops',
      payload: { brand: 'Testmaker', family: 'Book', model: 'One', year: 2020, identifiers: ['TM-ONE'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const laptop = laptopSchema.parse(created.json());
    const again = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/admin/laptops',
      payload: { brand: 'Testmaker', family: 'Book', model: 'One' },
    });
    expect(again.statusCode).toBe(409);

    const fit = await as(t.app, t.admin, {
      method: 'PUT',
      url: `/api/admin/products/${product._id}/fitment`,
      payload: { partNumbers: [{ number: 'TM-FAN-01', kind: 'oem' }], fits: [{ laptopId: laptop._id, note: 'rev B boards' }] },
    });
    expect(fit.statusCode, fit.body).toBe(200);
    expect(productDetailSchema.parse(fit.json())).toMatchObject({
      partNumber: 'TM-FAN-01',
      compatibleModels: ['Book One'],
      partNumbers: [{ number: 'TM-FAN-01', kind: 'oem' }],
      fits: [{ _id: laptop._id, model: 'One', note: 'rev B boards' }],
    });
    const unknown = await as(t.app, t.admin, {
      method: 'PUT',
      url: `/api/admin/products/${product._id}/fitment`,
      payload: { partNumbers: [], fits: [{ laptopId: UNKNOWN_ID, note: '' }] },
    });
    expect(unknown.statusCode).toBe(404);

    const renamed = await as(t.app, t.admin, {
      method: 'PUT',
      url: `/api/admin/laptops/${laptop._id}`,
      payload: { brand: 'Testmaker', family: 'Book', model: 'One Pro', year: 2021, identifiers: ['TM-ONE-PRO'] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const detail = async () =>
      productDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/service/${product._id}` })).json());
    expect((await detail()).compatibleModels).toEqual(['Book One Pro']);

    expect((await as(t.app, t.admin, { method: 'DELETE', url: `/api/admin/laptops/${laptop._id}` })).statusCode).toBe(200);
    expect(await detail()).toMatchObject({ compatibleModels: [], fits: [] });
    expect((await as(t.app, t.admin, { method: 'DELETE', url: `/api/admin/laptops/${laptop._id}` })).statusCode).toBe(404);
  });
});
