/**
 * Listed fitment vs the fit rules (issue 31): GET /api/admin/fitment/disagreements lists every listed
 * product ↔ model row whose rule says the part does not fit, with the rule's reasons.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fitmentDisagreementPageSchema } from '../../../src/shared/schemas/fitment-check.js';
import type { Product } from '../../../src/shared/schemas/product.js';
import { as, useTestApp } from '../../setup/app.js';

const t = useTestApp();
const T480 = 'Lenovo ThinkPad T480';

const add = async (payload: object) => {
  const res = await as(t.app, t.admin, {
    method: 'POST',
    url: '/api/service',
    payload: { sublierName: 'Check test', cost: 20, Quantity: 3, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Product;
};
const list = async (query = '') => {
  const res = await as(t.app, t.admin, { method: 'GET', url: `/api/admin/fitment/disagreements${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return fitmentDisagreementPageSchema.parse(res.json());
};

let ddr5: Product;
let ddr4: Product;
let bare: Product;
let keyboard: Product;

beforeAll(async () => {
  const memory = (name: string, attributes: object) =>
    add({ name: `${name} ${Date.now()}`, category: 'memory', compatibleModels: [T480], attributes });
  // The T480 takes DDR4 SO-DIMMs of up to 16 GB: a DDR5 module listed for it disagrees with the rule.
  ddr5 = await memory('Check 16 GB DDR5', { memoryType: 'DDR5', formFactor: 'SO-DIMM', capacityGb: 16, speedMts: 4800 });
  ddr4 = await memory('Check 8 GB DDR4', { memoryType: 'DDR4', formFactor: 'SO-DIMM', capacityGb: 8, speedMts: 2400 });
  // Without attributes, or of a category no rule decides: the listing stands alone.
  bare = await add({ name: `Check memory without attributes ${Date.now()}`, category: 'memory', compatibleModels: [T480] });
  keyboard = await add({ name: `Check keyboard ${Date.now()}`, category: 'keyboards', compatibleModels: [T480] });
});

describe('listed fitment the rules disagree with', () => {
  it('lists a listed row whose rule says does_not_fit, with the product, the model and the reasons', async () => {
    const page = await list('?limit=100');
    const mine = page.items.filter((i) => [ddr5._id, ddr4._id, bare._id, keyboard._id].includes(i.product._id));
    expect(mine).toEqual([
      {
        product: { _id: ddr5._id, name: ddr5.name, sku: ddr5.sku, category: 'memory' },
        laptop: { _id: expect.any(String), brand: 'Lenovo', family: 'ThinkPad', model: 'T480' },
        listed: true,
        rule: { verdict: 'does_not_fit', reasons: ['Does not fit: DDR5 — the ThinkPad T480 takes DDR4'] },
      },
    ]);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items.every((i) => i.rule.verdict === 'does_not_fit')).toBe(true);
  });

  it('pages: ?page and ?limit, with the total', async () => {
    const all = await list('?limit=100');
    const second = await list('?page=2&limit=1');
    expect(second.total).toBe(all.total);
    expect(second.items).toEqual(all.items.slice(1, 2));
    expect((await as(t.app, t.admin, { method: 'GET', url: '/api/admin/fitment/disagreements?page=0' })).statusCode).toBe(400);
  });

  it('a listing fixed (the part listed for other models only) leaves the list', async () => {
    const res = await as(t.app, t.admin, {
      method: 'PUT',
      url: `/api/admin/products/${ddr5._id}/fitment`,
      payload: { partNumbers: [], fits: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('?limit=100')).items.some((i) => i.product._id === ddr5._id)).toBe(false);
  });

  it('needs fitment:write', async () => {
    const customer = await t.customer();
    expect((await as(t.app, customer, { method: 'GET', url: '/api/admin/fitment/disagreements' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/fitment/disagreements' })).statusCode).toBe(401);
  });
});
