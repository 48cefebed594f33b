import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/shared/schemas/order.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { TEST_CARD } from '../../setup/cards.js';
import { createProduct, getProduct, placeOrder } from '../../setup/shop.js';

const t = useTestApp();
let users: Session[];
beforeAll(async () => {
  users = await Promise.all(Array.from({ length: 10 }, () => t.customer()));
});

/** Units received = units in stock + units on orders that are not cancelled. */
async function stockBalance(productId: string) {
  const res = await t.app.pool.query<{ available: number; received: number; ordered: number }>(
    `select p.stock_available as available, p.stock_received as received,
            coalesce((select sum(l.quantity) from order_line l join "order" o on o.id = l.order_id
                      where l.product_id = p.id and o.status <> 'cancelled'), 0)::int as ordered
       from product p where p.id = $1`,
    [productId],
  );
  return res.rows[0]!;
}

const statuses = (results: LightMyRequestResponse[]) =>
  results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

describe('ordering the last units', () => {
  it('500 parallel orders for 50 units: exactly 50 placed, the rest 409, stock 0, no 5xx', async () => {
    const product = await createProduct(t.app, t.admin, 50);
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        as(t.app, users[i % users.length]!, { method: 'POST', url: '/api/order', payload: { userId: product._id, number: '5551234' } }),
      ),
    );
    expect(statuses(results)).toEqual({ 201: 50, 409: 450 });
    expect((await getProduct(t.app, product._id)).Quantity).toBe(0);
    const balance = await stockBalance(product._id);
    expect(balance).toEqual({ available: 0, received: 50, ordered: 50 });
    const ids = results.filter((r) => r.statusCode === 201).map((r) => r.json()._id);
    expect(new Set(ids).size).toBe(50);
  });

  it('orders, cancellations and Add Quantity at once keep received = in stock + ordered', async () => {
    const product = await createProduct(t.app, t.admin, 20);
    const early = await Promise.all(users.slice(0, 5).map((u) => placeOrder(t.app, u, product._id, 2)));
    const work = [
      ...early.map((o, i) => as(t.app, users[i]!, { method: 'DELETE', url: `/api/order/${o._id}` })),
      ...Array.from({ length: 5 }, () =>
        as(t.app, t.admin, { method: 'PUT', url: `/api/service/${product._id}`, payload: { Quantity: 3 } }),
      ),
      ...Array.from({ length: 60 }, (_, i) =>
        as(t.app, users[i % users.length]!, {
          method: 'POST',
          url: '/api/order',
          payload: { userId: product._id, number: '5551234', quantity: 1 + (i % 3) },
        }),
      ),
    ];
    const results = await Promise.all(work);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    const balance = await stockBalance(product._id);
    expect(balance.received).toBe(35);
    expect(balance.available + balance.ordered).toBe(balance.received);
    expect(balance.available).toBeGreaterThanOrEqual(0);
  });
});

describe('paying one order from two tabs at once', () => {
  async function payInTab(user: Session, orderId: string) {
    const intent = await as(t.app, user, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId } });
    if (intent.statusCode !== 200) return intent;
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      payload: { clientSecret: intent.json().clientSecret, card: TEST_CARD },
    });
  }

  it('is paid once: one paid event on the timeline, one transaction id', async () => {
    const product = await createProduct(t.app, t.admin, 10, 30);
    const user = users[0]!;
    const order = await placeOrder(t.app, user, product._id);
    const results = await Promise.all([payInTab(user, order._id), payInTab(user, order._id)]);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const ok = results.filter((r) => r.statusCode === 200).map((r) => r.json().id as string);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok).size).toBe(1);
    const paid = (await as(t.app, user, { method: 'GET', url: `/api/order/${order._id}` })).json() as Order;
    expect(paid).toMatchObject({ paid: true, status: 'paid', transactionId: ok[0] });
    expect(paid.timeline.filter((e) => e.status === 'paid')).toHaveLength(1);
    const payments = await t.app.pool.query('select status from payment where order_id = $1', [order._id]);
    expect(payments.rows).toEqual([{ status: 'succeeded' }]);
  });

  it('a cancel racing a payment leaves the order paid or cancelled, never both, stock right', async () => {
    const product = await createProduct(t.app, t.admin, 10, 30);
    const user = users[1]!;
    for (let round = 0; round < 5; round++) {
      const order = await placeOrder(t.app, user, product._id);
      const [paid, cancelled] = await Promise.all([
        payInTab(user, order._id),
        as(t.app, user, { method: 'PATCH', url: `/api/order/${order._id}/status`, payload: { status: 'cancelled' } }),
      ]);
      expect([paid.statusCode, cancelled.statusCode].every((s) => s < 500)).toBe(true);
      const final = (await as(t.app, user, { method: 'GET', url: `/api/order/${order._id}` })).json() as Order;
      if (final.status === 'paid') expect(cancelled.statusCode).toBe(409);
      else expect(final).toMatchObject({ status: 'cancelled', paid: false, transactionId: null });
    }
    const balance = await stockBalance(product._id);
    expect(balance.available + balance.ordered).toBe(balance.received);
  });
});
