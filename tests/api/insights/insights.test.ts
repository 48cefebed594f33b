import { describe, expect, it } from 'vitest';
import type { BestSeller } from '../../../src/shared/schemas/content.js';
import type { AdminOverview } from '../../../src/shared/schemas/insights.js';
import type { Order } from '../../../src/shared/schemas/order.js';
import type { Product } from '../../../src/shared/schemas/product.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { createProduct, payOrder, placeOrder, useCartCheckout } from '../../setup/shop.js';

const t = useTestApp();
const shop = useCartCheckout(t);

const get = async <T>(url: string, by: Session | null = null) => (await as(t.app, by, { method: 'GET', url })).json() as T;
const overview = () => get<AdminOverview>('/api/insights/overview', t.admin);

async function buyAndPay(user: Session, productId: string, quantity: number): Promise<Order> {
  const order = await placeOrder(t.app, user, productId, quantity);
  await payOrder(t.app, user, order._id);
  return order;
}

describe('best sellers', () => {
  it('are the spec samples until parts sell, then real products by units sold in paid orders', async () => {
    const samples = await get<BestSeller[]>('/api/best-sellers');
    expect(samples).toHaveLength(5);
    expect(samples.every((b) => b.productId === null)).toBe(true);

    const products = await get<Product[]>('/api/service');
    const user = await t.customer();
    await buyAndPay(user, products[0]!._id, 1);
    await buyAndPay(user, products[1]!._id, 3);
    // Unpaid orders do not count.
    const unpaid = await as(t.app, user, {
      method: 'POST',
      url: '/api/order',
      payload: { userId: products[2]!._id, number: '5551234', quantity: 5 },
    });
    expect(unpaid.statusCode).toBe(201);

    const best = await get<BestSeller[]>('/api/best-sellers');
    expect(best).toHaveLength(5);
    expect(best[0]!.productId).toBe(products[1]!._id);
    expect(best[1]!.productId).toBe(products[0]!._id);
    expect(best.slice(2).every((b) => b.productId === null)).toBe(true);
  });
});

describe('admin overview', () => {
  it('shows 30 days of revenue and orders, top products, low stock and unread messages — admins only', async () => {
    const user = await t.customer();
    expect((await as(t.app, user, { method: 'GET', url: '/api/insights/overview' })).statusCode).toBe(403);
    const before = await overview();
    const p = (await get<Product[]>('/api/service'))[3]!;
    const scarce = await createProduct(t.app, t.admin, 2, 10);
    await buyAndPay(user, p._id, 2);
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { email: 'a@example.com', subject: 'Hi', message: 'Question' } });
    const after = await overview();
    expect(after.days).toHaveLength(30);
    const [today, todayBefore] = [after.days.at(-1)!, before.days.at(-1)!];
    expect(today.revenue).toBeCloseTo(todayBefore.revenue + p.cost * 2, 2);
    expect(today.orders).toBe(todayBefore.orders + 1);
    expect(after.topProducts.some((x) => x.productId === p._id)).toBe(true);
    expect(after.unreadMessages).toBe(before.unreadMessages + 1);
    // Not empty (the scarce part is on it), so the check on every entry checks something.
    expect(after.lowStock.map((x) => x._id)).toContain(scarce._id);
    expect(after.lowStock.every((x) => x.Quantity < 5)).toBe(true);
  });
});

describe('net revenue', () => {
  it("takes what was refunded off the day's revenue, and shows it beside", async () => {
    const user = await t.customer();
    const p = (await get<Product[]>('/api/service'))[4]!;
    const before = (await overview()).days.at(-1)!;
    const order = await buyAndPay(user, p._id, 1);
    const refund = await as(t.app, t.admin, {
      method: 'POST',
      url: `/api/order/${order._id}/refunds`,
      payload: { amount: 1, reason: 'Goodwill' },
    });
    expect(refund.statusCode).toBe(201);
    const today = (await overview()).days.at(-1)!;
    expect(today.revenue).toBeCloseTo(before.revenue + p.cost - 1, 2);
    expect(today.refunded).toBeCloseTo(before.refunded + 1, 2);
  });
});

describe('revenue with gift cards', () => {
  it("counts a gift card's money once: not again when it pays, nor taken off when a refund puts it back on the card", async () => {
    const issued = await as(t.app, t.admin, { method: 'POST', url: '/api/admin/gift-cards', payload: { amount: 20 } });
    expect(issued.statusCode, issued.body).toBe(201);
    const p = await createProduct(t.app, t.admin, 5, 50);
    const user = await shop.filled([[p._id, 1]]);
    const before = (await overview()).days.at(-1)!;
    const order = await shop.placed(user, { giftCardCodes: [issued.json().code] });
    expect(order.giftCards[0]!.amount).toBe(20);
    await payOrder(t.app, user, order._id);
    const paid = (await overview()).days.at(-1)!;
    expect(paid.revenue).toBeCloseTo(before.revenue + order.cost - 20, 2);
    // Refunded in full: the card's part back to the card (money out), the gift card's back onto it (none).
    const refund = await as(t.app, t.admin, {
      method: 'POST',
      url: `/api/order/${order._id}/refunds`,
      payload: { amount: order.cost, reason: 'Changed mind' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const refunded = (await overview()).days.at(-1)!;
    expect(refunded.revenue).toBeCloseTo(before.revenue, 2);
    expect(refunded.refunded).toBeCloseTo(before.refunded + order.cost - 20, 2);
  });
});

describe('mail problems on the overview', () => {
  it('counts mails being retried and given up on, with the newest error; nothing when all went out', async () => {
    const mail = async () => (await overview()).mail;
    await t.app.pool.query('DELETE FROM mail_outbox');
    expect(await mail()).toEqual({ retrying: 0, failed: 0, lastError: null });
    // Rows as the outbox worker leaves them: a retry is due later; one failed for good.
    await t.app.pool.query(`INSERT INTO mail_outbox (to_address, subject, body_text, attempts, next_attempt_at, last_error, created_at)
      VALUES ('a@example.com', 'A', 'a', 1, now() + interval '1 hour', '421 try later', now() - interval '2 minutes'),
             ('b@example.com', 'B', 'b', 2, now() + interval '1 hour', '454 TLS not available', now() - interval '1 minute')`);
    await t.app.pool.query(`INSERT INTO mail_outbox (to_address, subject, body_text, attempts, last_error, failed_at, created_at)
      VALUES ('c@example.com', 'C', 'c', 8, '550 mailbox unavailable', now(), now() - interval '1 day')`);
    expect(await mail()).toEqual({ retrying: 2, failed: 1, lastError: '454 TLS not available' });
    await t.app.pool.query('DELETE FROM mail_outbox');
  });
});
