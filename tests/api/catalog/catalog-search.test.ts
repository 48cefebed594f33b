import { describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '../../../src/shared/schemas/product.js';
import { as, useTestApp } from '../../setup/app.js';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** GET /api/service with parameters answers one page. */
const getPage = async (url: string) => (await get(url)).json() as ProductPage;

describe('GET /api/service with parameters', () => {
  it('keeps the plain array without parameters', async () => {
    const res = await get('/api/service');
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json().length).toBeGreaterThanOrEqual(24);
  });

  it('pages with a total, and the last page and an empty page behave', async () => {
    const all = (await get('/api/service')).json() as Product[];
    const first = await getPage('/api/service?page=1&limit=10');
    expect(first.total).toBe(all.length);
    expect(first.items.map((p) => p._id)).toEqual(all.slice(0, 10).map((p) => p._id));
    const lastPage = Math.ceil(all.length / 10);
    const last = await getPage(`/api/service?page=${lastPage}&limit=10`);
    expect(last.items).toHaveLength(all.length - (lastPage - 1) * 10);
    const beyond = await getPage(`/api/service?page=${lastPage + 1}&limit=10`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('refuses limits and pages out of bounds and unknown sorts or categories with 400', async () => {
    for (const q of ['limit=0', 'limit=101', 'page=0', 'page=-1', 'limit=abc', 'sort=cheapest', 'category=toasters', 'limit=2.5']) {
      const res = await get(`/api/service?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([expect.stringMatching(/^(limit|page|sort|category)$/)]);
    }
  });

  it('searches name, part number and model, case-insensitively and by partial words', async () => {
    const byModel = await getPage('/api/service?search=t480&limit=100');
    expect(byModel.total).toBeGreaterThanOrEqual(5);
    expect(byModel.items.every((p) => [p.name, ...p.compatibleModels].join(' ').toLowerCase().includes('t480'))).toBe(true);
    const all = (await get('/api/service')).json() as Product[];
    const sample = all.find((p) => p.partNumber.length > 5)!;
    const byPart = await getPage(`/api/service?search=${encodeURIComponent(sample.partNumber.slice(1, -1).toLowerCase())}`);
    expect(byPart.items.map((p) => p._id)).toContain(sample._id);
    const words = await getPage('/api/service?search=THINKPAD%20batt');
    expect(words.items.length).toBeGreaterThan(0);
    expect(words.items.every((p) => p.category === 'batteries' || /batt/i.test(p.name))).toBe(true);
    const none = await getPage('/api/service?search=zzzqqqxxx');
    expect(none).toEqual({ items: [], total: 0, totalCapped: false, page: 1, limit: 24 });
  });

  it('filters by category and by fitting laptop model', async () => {
    const batteries = await getPage('/api/service?category=batteries&limit=100');
    expect(batteries.total).toBeGreaterThan(0);
    expect(batteries.items.every((p) => p.category === 'batteries')).toBe(true);
    const fits = await getPage('/api/service?model=ThinkPad%20T480&category=batteries');
    expect(fits.items.length).toBeGreaterThan(0);
    expect(fits.items.every((p) => p.compatibleModels.some((m) => /thinkpad t480/i.test(m)))).toBe(true);
  });

  it('sorts by price both ways and by newest', async () => {
    const asc = (await getPage('/api/service?sort=price_asc&limit=100')).items;
    expect(asc.map((p) => p.cost)).toEqual([...asc.map((p) => p.cost)].sort((a, b) => a - b));
    const desc = (await getPage('/api/service?sort=price_desc&limit=100')).items;
    expect(desc.map((p) => p.cost)).toEqual([...desc.map((p) => p.cost)].sort((a, b) => b - a));
    const created = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/service',
      payload: { name: 'Brand new part', sublierName: 'S', cost: 1, Quantity: 1, category: 'fans' },
    });
    expect((await getPage('/api/service?sort=newest&limit=1')).items[0]!._id).toBe(created.json()._id);
  });

  it('escapes LIKE wildcards: "%" matches only a literal percent', async () => {
    const res = await getPage('/api/service?search=%25');
    expect(res.total).toBe(0);
  });
});

describe('editing and deleting products', () => {
  it('edits only the fields sent, admin only', async () => {
    const user = await t.customer();
    const created = (
      await as(t.app, t.admin, {
        method: 'POST',
        url: '/api/service',
        payload: { name: 'Editable', sublierName: 'S', cost: 10, Quantity: 3, category: 'fans', description: 'keep me' },
      })
    ).json();
    expect((await as(t.app, user, { method: 'PATCH', url: `/api/service/${created._id}`, payload: { cost: 1 } })).statusCode).toBe(403);
    const res = await as(t.app, t.admin, { method: 'PATCH', url: `/api/service/${created._id}`, payload: { cost: 12.5, Quantity: 999 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cost: 12.5, description: 'keep me', Quantity: 3, name: 'Editable' });
    expect((await as(t.app, t.admin, { method: 'PATCH', url: `/api/service/${created._id}`, payload: { cost: -1 } })).statusCode).toBe(400);
  });

  it('deletes a product without orders and archives one with orders (kept on its orders)', async () => {
    const user = await t.customer();
    const make = async (name: string) =>
      (
        await as(t.app, t.admin, {
          method: 'POST',
          url: '/api/service',
          payload: { name, sublierName: 'S', cost: 5, Quantity: 5, category: 'fans' },
        })
      ).json();
    const plain = await make('Delete me');
    const ordered = await make('Archive me');
    const order = (
      await as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: ordered._id, number: '5551234' } })
    ).json();
    expect((await as(t.app, user, { method: 'DELETE', url: `/api/service/${plain._id}` })).statusCode).toBe(403);
    expect((await as(t.app, t.admin, { method: 'DELETE', url: `/api/service/${plain._id}` })).json()).toEqual({
      deletedCount: 1,
      archived: false,
    });
    expect((await as(t.app, t.admin, { method: 'DELETE', url: `/api/service/${ordered._id}` })).json()).toEqual({
      deletedCount: 1,
      archived: true,
    });
    expect((await get(`/api/service/${ordered._id}`)).statusCode).toBe(404);
    expect(((await get('/api/service')).json() as Product[]).some((p) => p._id === ordered._id)).toBe(false);
    const kept = await as(t.app, user, { method: 'GET', url: `/api/order/${order._id}` });
    expect(kept.json().orderName).toBe('Archive me');
    const again = await as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: ordered._id, number: '5551234' } });
    expect(again.statusCode).toBe(404);
  });
});
