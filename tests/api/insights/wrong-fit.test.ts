/** The Overview's "returned for wrong fit" (issue 31): units returned because they did not fit, per product and per laptop model. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminOverview } from '../../../src/shared/schemas/insights.js';
import type { Laptop } from '../../../src/shared/schemas/laptop.js';
import type { Order } from '../../../src/shared/schemas/order.js';
import type { Return } from '../../../src/shared/schemas/return.js';
import { as, useTestApp } from '../../setup/app.js';
import { createProduct, freeShippingOption, payOrder, US_ADDRESS } from '../../setup/shop.js';

const t = useTestApp();
let paid = 0;

const laptopNamed = async (search: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/laptops?search=${encodeURIComponent(search)}` })).json() as Laptop[])[0]!;

/** A new customer's delivered order of `quantity` of a product, for a laptop or none; then a return of `units` for `reason`. */
async function returned(productId: string, quantity: number, r: { units: number; reason: string; laptopId?: string }): Promise<Return> {
  const user = await t.customer();
  const placed = await as(t.app, user, {
    method: 'POST',
    url: '/api/order',
    payload: {
      userId: productId,
      number: '5551234',
      quantity,
      address: US_ADDRESS,
      shippingOptionId: await freeShippingOption(t.app),
      ...(r.laptopId && { laptopId: r.laptopId }),
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as Order;
  await payOrder(t.app, user, order._id, { remoteAddress: `127.0.9.${++paid}` });
  for (const [status, extra] of [
    ['shipped', { trackingNumber: 'TRACK-1' }],
    ['delivered', {}],
  ] as const) {
    const res = await as(t.app, t.admin, { method: 'PATCH', url: `/api/order/${order._id}/status`, payload: { status, ...extra } });
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await as(t.app, user, {
    method: 'POST',
    url: `/api/order/${order._id}/returns`,
    payload: { lines: [{ productId, quantity: r.units }], reason: r.reason },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Return;
}

describe('the Overview: returned for wrong fit', () => {
  it('adds up units returned as wrong_fit in the last 90 days, per product and per the order line’s laptop', async () => {
    const empty = (await as(t.app, t.admin, { method: 'GET', url: '/api/insights/overview' })).json() as AdminOverview;
    expect(empty.wrongFit).toEqual({ products: [], laptops: [] });

    const [t480, x1] = [await laptopNamed('ThinkPad T480'), await laptopNamed('Latitude 5490')];
    const a = await createProduct(t.app, t.admin, 20, 40);
    const b = await createProduct(t.app, t.admin, 20, 30);
    await returned(a._id, 3, { units: 2, reason: 'wrong_fit', laptopId: t480._id });
    await returned(a._id, 1, { units: 1, reason: 'wrong_fit', laptopId: x1._id });
    await returned(b._id, 1, { units: 1, reason: 'wrong_fit' });
    // Not counted: another reason, a rejected return, one older than 90 days.
    await returned(b._id, 2, { units: 2, reason: 'defective', laptopId: t480._id });
    const rejected = await returned(b._id, 1, { units: 1, reason: 'wrong_fit', laptopId: t480._id });
    const no = await as(t.app, t.admin, {
      method: 'PATCH',
      url: `/api/returns/${rejected._id}`,
      payload: { status: 'rejected', note: 'No' },
    });
    expect(no.statusCode, no.body).toBe(200);
    const old = await returned(b._id, 1, { units: 1, reason: 'wrong_fit', laptopId: x1._id });
    await t.app.db.execute(sql`UPDATE return_request SET created_at = now() - interval '91 days' WHERE id = ${old._id}`);

    const { wrongFit } = (await as(t.app, t.admin, { method: 'GET', url: '/api/insights/overview' })).json() as AdminOverview;
    expect(wrongFit.products).toEqual([
      { productId: a._id, name: a.name, units: 3 },
      { productId: b._id, name: b.name, units: 1 },
    ]);
    expect(wrongFit.laptops).toEqual([
      { laptopId: t480._id, name: `${t480.brand} ${t480.family} ${t480.model}`, units: 2 },
      { laptopId: x1._id, name: `${x1.brand} ${x1.family} ${x1.model}`, units: 1 },
    ]);
  });
});
