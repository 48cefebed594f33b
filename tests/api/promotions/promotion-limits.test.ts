import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../../src/shared/schemas/order.js';
import { promotionSchema, type PromotionInput } from '../../../src/shared/schemas/promotion.js';
import { as, signUp, useTestApp, type Session } from '../../setup/app.js';
import { createProduct, freeShippingOption, getProduct, US_ADDRESS } from '../../setup/shop.js';

const t = useTestApp();

let codes = 0;
const uniqueCode = () => `LIMIT${Date.now().toString(36)}${codes++}`.toUpperCase();

async function promote(input: PromotionInput) {
  const res = await as(t.app, t.admin, { method: 'POST', url: '/api/admin/promotions', payload: input });
  expect(res.statusCode, res.body).toBe(201);
  return promotionSchema.parse(res.json());
}

async function withCart(productId: string): Promise<Session> {
  const user = await signUp(t.app);
  const res = await as(t.app, user, { method: 'PUT', url: `/api/cart/items/${productId}`, payload: { quantity: 1 } });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

const checkout = async (user: Session, discountCode: string) =>
  as(t.app, user, {
    method: 'POST',
    url: '/api/checkout',
    payload: { address: US_ADDRESS, shippingOptionId: await freeShippingOption(t.app), discountCode },
  });

const usesOf = async (id: string) =>
  promotionSchema.parse((await as(t.app, t.admin, { method: 'GET', url: `/api/admin/promotions/${id}` })).json()).uses;

describe('usage limits under load', () => {
  it('100 checkouts at once with a code limited to 10 uses: exactly 10 discounted orders, the others told it is used up', async () => {
    const part = await createProduct(t.app, t.admin, 200, 10);
    const code = uniqueCode();
    const promotion = await promote({ label: 'Ten only', code, kind: 'fixed', value: 2, usageLimit: 10 });
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => withCart(part._id)));
    const answers = await Promise.all(shoppers.map((s) => checkout(s, code)));
    const placed = answers.filter((r) => r.statusCode === 201).map((r) => orderSchema.parse(r.json()));
    expect(placed).toHaveLength(10);
    expect(placed.every((o) => o.discount === 2 && o.cost === 8)).toBe(true);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused.every((r) => r.statusCode === 409 && r.json().message === `The code ${code} has been used up.`)).toBe(true);
    expect(await usesOf(promotion._id)).toBe(10);
    const { rows } = await t.app.pool.query(
      `SELECT count(*)::int AS n FROM promotion_use WHERE promotion_id = $1 AND released_at IS NULL`,
      [promotion._id],
    );
    expect(rows[0].n).toBe(10);
    // Nothing was taken from stock for the refused checkouts.
    expect((await getProduct(t.app, part._id)).Quantity).toBe(190);
  }, 90_000);

  it('gives a use back when its order is cancelled or expires', async () => {
    const part = await createProduct(t.app, t.admin, 20, 10);
    const code = uniqueCode();
    const promotion = await promote({ label: 'Just one', code, kind: 'percentage', value: 50, usageLimit: 1 });
    const [first, second, third] = await Promise.all([withCart(part._id), withCart(part._id), withCart(part._id)]);
    const order = orderSchema.parse((await checkout(first, code)).json());
    expect(order.discount).toBe(5);
    expect((await checkout(second, code)).json().message).toBe(`The code ${code} has been used up.`);
    expect((await as(t.app, first, { method: 'DELETE', url: `/api/order/${order._id}` })).statusCode).toBe(200);
    expect(await usesOf(promotion._id)).toBe(0);

    const again = orderSchema.parse((await checkout(second, code)).json());
    expect(again.discount).toBe(5);
    expect((await checkout(third, code)).statusCode).toBe(409);
    // Its hold runs out: the order expires and the use is free again.
    await t.app.pool.query(`UPDATE "order" SET created_at = now() - interval '2 days' WHERE id = $1`, [again._id]);
    expect(await t.app.flows.expireOrders()).toBeGreaterThanOrEqual(1);
    expect(await usesOf(promotion._id)).toBe(0);
    expect(orderSchema.parse((await checkout(third, code)).json()).discount).toBe(5);
    const usage = (await as(t.app, t.admin, { method: 'GET', url: `/api/admin/promotions/${promotion._id}/usage` })).json();
    expect(usage.orders.map((o: { email: string }) => o.email)).toEqual([third.email.toLowerCase()]);
  });
});

describe('dates', () => {
  it('a sale starts on time on cached pages: the shop looks for starts and ends and drops the cached answers', async () => {
    const part = await createProduct(t.app, t.admin, 5, 20);
    const startsAt = new Date(Date.now() + 1500);
    await promote({ label: 'Flash sale', kind: 'percentage', value: 50, productIds: [part._id], startsAt: startsAt.toISOString() });
    expect(await getProduct(t.app, part._id)).not.toHaveProperty('salePrice');
    // Cached now; the job has nothing to say before the start.
    await t.app.flows.announcePromotionDates();
    expect(await t.app.flows.announcePromotionDates()).toBe(0);
    await new Promise((r) => setTimeout(r, Math.max(0, startsAt.getTime() - Date.now() + 200)));
    // This call, or the app's own loop (every 15 s) just before it, takes the window with the start.
    await t.app.flows.announcePromotionDates();
    expect(await getProduct(t.app, part._id)).toMatchObject({ cost: 20, salePrice: 10, promotion: { label: 'Flash sale' } });
    expect(await t.app.flows.announcePromotionDates()).toBe(0);
  });
});
