import { describe, expect, it } from 'vitest';
import { as, useTestApp, type Session } from '../setup/app.js';
import { TEST_CARD } from '../setup/cards.js';

const t = useTestApp();

async function buyAndPay(user: Session, productId: string, quantity: number) {
  const order = (await as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: productId, number: '5551234', quantity } })).json();
  const { clientSecret } = (await as(t.app, user, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order._id } })).json();
  const paid = await t.app.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: { clientSecret, card: TEST_CARD } });
  expect(paid.statusCode, paid.body).toBe(200);
  return order;
}

describe('best sellers', () => {
  it('are the spec samples until parts sell, then real products by units sold in paid orders', async () => {
    const samples = (await t.app.inject({ method: 'GET', url: '/api/best-sellers' })).json();
    expect(samples).toHaveLength(5);
    expect(samples.every((b: { productId: string | null }) => b.productId === null)).toBe(true);

    const products = (await t.app.inject({ method: 'GET', url: '/api/service' })).json();
    const user = await t.customer();
    await buyAndPay(user, products[0]._id, 1);
    await buyAndPay(user, products[1]._id, 3);
    // Unpaid orders do not count.
    await as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: products[2]._id, number: '5551234', quantity: 5 } });

    const best = (await t.app.inject({ method: 'GET', url: '/api/best-sellers' })).json();
    expect(best).toHaveLength(5);
    expect(best[0].productId).toBe(products[1]._id);
    expect(best[1].productId).toBe(products[0]._id);
    expect(best.slice(2).every((b: { productId: string | null }) => b.productId === null)).toBe(true);
  });
});

describe('admin overview', () => {
  it('shows 30 days of revenue and orders, top products, low stock and unread messages — admins only', async () => {
    const user = await t.customer();
    expect((await as(t.app, user, { method: 'GET', url: '/api/insights/overview' })).statusCode).toBe(403);
    const before = (await as(t.app, t.admin, { method: 'GET', url: '/api/insights/overview' })).json();
    const products = (await t.app.inject({ method: 'GET', url: '/api/service' })).json();
    const p = products[3];
    await buyAndPay(user, p._id, 2);
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { email: 'a@example.com', subject: 'Hi', message: 'Question' } });
    const after = (await as(t.app, t.admin, { method: 'GET', url: '/api/insights/overview' })).json();
    expect(after.days).toHaveLength(30);
    const today = after.days.at(-1);
    expect(today.revenue).toBeCloseTo((before.days.at(-1).revenue as number) + p.cost * 2, 2);
    expect(today.orders).toBe(before.days.at(-1).orders + 1);
    expect(after.topProducts.some((x: { productId: string }) => x.productId === p._id)).toBe(true);
    expect(after.unreadMessages).toBe(before.unreadMessages + 1);
    expect(after.lowStock.every((x: { Quantity: number }) => x.Quantity < 5)).toBe(true);
  });
});

describe('mail problems on the overview', () => {
  it('counts mails being retried and given up on, with the newest error; nothing when all went out', async () => {
    const overview = async () => (await as(t.app, t.admin, { method: 'GET', url: '/api/insights/overview' })).json().mail;
    await t.app.pool.query('DELETE FROM mail_outbox');
    expect(await overview()).toEqual({ retrying: 0, failed: 0, lastError: null });
    // Rows as the outbox worker leaves them: a retry is due later; one failed for good.
    await t.app.pool.query(`INSERT INTO mail_outbox (to_address, subject, body_text, attempts, next_attempt_at, last_error, created_at)
      VALUES ('a@example.com', 'A', 'a', 1, now() + interval '1 hour', '421 try later', now() - interval '2 minutes'),
             ('b@example.com', 'B', 'b', 2, now() + interval '1 hour', '454 TLS not available', now() - interval '1 minute')`);
    await t.app.pool.query(`INSERT INTO mail_outbox (to_address, subject, body_text, attempts, last_error, failed_at, created_at)
      VALUES ('c@example.com', 'C', 'c', 8, '550 mailbox unavailable', now(), now() - interval '1 day')`);
    expect(await overview()).toEqual({ retrying: 2, failed: 1, lastError: '454 TLS not available' });
    await t.app.pool.query('DELETE FROM mail_outbox');
  });
});
