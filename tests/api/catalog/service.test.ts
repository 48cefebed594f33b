import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_SLUGS } from '../../../src/shared/constants.js';
import { productSchema, type Product } from '../../../src/shared/schemas/product.js';
import { as, firstProduct, useTestApp, type Session } from '../../setup/app.js';
import { getProduct as getProductOf, UNKNOWN_ID } from '../../setup/shop.js';

const t = useTestApp();
let user: Session;
beforeAll(async () => {
  user = await t.customer();
});

const newProduct = (over: Record<string, unknown> = {}) => ({
  name: `Test SSD ${Math.random().toString(36).slice(2, 8)}`,
  sublierName: 'Parts Ltd',
  cost: 49.99,
  Quantity: 7,
  description: 'A fast drive',
  img: 'https://example.com/ssd.png',
  category: 'storage',
  ...over,
});
const getProduct = (id: string) => getProductOf(t.app, id);

describe('GET /api/service', () => {
  it('lists products with the spec fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/service' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as unknown[];
    expect(list.length).toBeGreaterThanOrEqual(24);
    for (const p of list) {
      const product = productSchema.parse(p);
      expect(product.Quantity).toBeGreaterThanOrEqual(0);
      expect(product.TotalQuentity).toBeGreaterThanOrEqual(product.Quantity);
      expect(CATEGORY_SLUGS).toContain(product.category);
    }
    for (const key of ['_id', 'name', 'sublierName', 'description', 'img', 'cost', 'TotalQuentity', 'Quantity']) {
      expect(list[0]).toHaveProperty(key);
    }
  });
});

describe('GET /api/service/:id', () => {
  it('answers one product by id and by name', async () => {
    const first = await firstProduct(t.app);
    const byId = await t.app.inject({ method: 'GET', url: `/api/service/${first._id}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ _id: first._id, name: first.name, cost: first.cost });
    const byName = await t.app.inject({ method: 'GET', url: `/api/service/${encodeURIComponent(first.name)}` });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()._id).toBe(first._id);
  });

  it('answers 404 for an unknown id or name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/service/${UNKNOWN_ID}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/i);
    expect((await t.app.inject({ method: 'GET', url: '/api/service/no-such-part' })).statusCode).toBe(404);
    // A LIKE wildcard is not a search.
    expect((await t.app.inject({ method: 'GET', url: '/api/service/%25' })).statusCode).toBe(404);
  });
});

describe('POST /api/service', () => {
  it('lets an admin add a product (Quantity is both stock and total)', async () => {
    const body = newProduct({ compatibleModels: 'ThinkPad T480, ThinkPad T490' });
    const res = await as(t.app, t.admin, { method: 'POST', url: '/api/service', payload: body });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: body.name, sublierName: 'Parts Ltd', cost: 49.99, Quantity: 7, TotalQuentity: 7 });
    expect(created.compatibleModels).toEqual(['ThinkPad T480', 'ThinkPad T490']);
    expect(await getProduct(created._id)).toMatchObject({ name: body.name, Quantity: 7 });
    const list = (await t.app.inject({ method: 'GET', url: '/api/service' })).json() as Product[];
    expect(list.map((p) => p._id)).toContain(created._id);
  });

  it("accepts the spec's payload (no category): the product goes to 'Other parts' and is found under it", async () => {
    const spec = newProduct({ category: undefined });
    const res = await as(t.app, t.admin, { method: 'POST', url: '/api/service', payload: spec });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: spec.name, category: 'other', Quantity: 7 });
    expect(CATEGORIES.find((c) => c.slug === 'other')?.label).toBe('Other parts');
    const page = await t.app.inject({ method: 'GET', url: '/api/service?category=other&limit=100' });
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json().items as Product[]).map((p) => p.name)).toContain(spec.name);
  });

  it('refuses anonymous callers (401) and customers (403), creating nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/service' })).json().length;
    const anon = await t.app.inject({ method: 'POST', url: '/api/service', payload: newProduct() });
    expect(anon.statusCode).toBe(401);
    const customer = await as(t.app, user, { method: 'POST', url: '/api/service', payload: newProduct() });
    expect(customer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/service' })).json().length).toBe(before);
  });

  it.each([
    ['name', { name: '' }],
    ['sublierName', { sublierName: undefined }],
    ['cost', { cost: -5 }],
    ['cost', { cost: 'cheap' }],
    ['cost', { cost: 1.234 }],
    ['Quantity', { Quantity: -1 }],
    ['Quantity', { Quantity: 2.5 }],
    ['category', { category: 'toasters' }],
    ['img', { img: 'javascript:alert(1)' }],
  ])('answers 400 naming %s for %j', async (field, over) => {
    const res = await as(t.app, t.admin, { method: 'POST', url: '/api/service', payload: newProduct(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty([field]);
  });
});

describe('PUT /api/service/:id (add quantity)', () => {
  it('adds to both Quantity and TotalQuentity', async () => {
    const created = (await as(t.app, t.admin, { method: 'POST', url: '/api/service', payload: newProduct({ Quantity: 3 }) })).json();
    const res = await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${created._id}`, payload: { Quantity: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: created._id, Quantity: 8, TotalQuentity: 8 });
    // A quantity sent as a numeric string (a form field) counts too.
    const again = await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${created._id}`, payload: { Quantity: '2' } });
    expect(again.json()).toMatchObject({ Quantity: 10, TotalQuentity: 10 });
    expect(await getProduct(created._id)).toMatchObject({ Quantity: 10, TotalQuentity: 10 });
  });

  it('keeps units already sold out of Quantity but in TotalQuentity', async () => {
    const created = (await as(t.app, t.admin, { method: 'POST', url: '/api/service', payload: newProduct({ Quantity: 4 }) })).json();
    const order = await as(t.app, user, {
      method: 'POST',
      url: '/api/order',
      payload: { userId: created._id, number: '5551234', quantity: 3 },
    });
    expect(order.statusCode).toBe(201);
    const res = await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${created._id}`, payload: { Quantity: 10 } });
    expect(res.json()).toMatchObject({ Quantity: 11, TotalQuentity: 14 });
  });

  it.each([0, -3, 1.5, 'abc'])('answers 400 naming Quantity for %j and changes nothing', async (quantity) => {
    const first = await firstProduct(t.app);
    const res = await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${first._id}`, payload: { Quantity: quantity } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Quantity');
    expect(await getProduct(first._id)).toMatchObject({ Quantity: first.Quantity, TotalQuentity: first.TotalQuentity });
  });

  it('refuses anonymous (401) and customers (403); unknown product 404; bad id 400', async () => {
    const first = await firstProduct(t.app);
    const url = `/api/service/${first._id}`;
    expect((await t.app.inject({ method: 'PUT', url, payload: { Quantity: 5 } })).statusCode).toBe(401);
    expect((await as(t.app, user, { method: 'PUT', url, payload: { Quantity: 5 } })).statusCode).toBe(403);
    expect(await getProduct(first._id)).toMatchObject({ Quantity: first.Quantity });
    const unknown = await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${UNKNOWN_ID}`, payload: { Quantity: 5 } });
    expect(unknown.statusCode).toBe(404);
    const bad = await as(t.app, t.admin, { method: 'PUT', url: '/api/service/not-an-id', payload: { Quantity: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });
});
