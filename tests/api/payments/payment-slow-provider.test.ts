import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../setup/app.js';
import { createIntent, paymentProduct, placeOrder } from './payment-helpers.js';

// A Stripe API that takes every connection and never answers a byte.
const sockets = new Set<net.Socket>();
let requests = 0;
const silent = net.createServer((socket) => {
  sockets.add(socket);
  socket.once('data', () => requests++);
  socket.on('error', () => {});
});
beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const t = useTestApp({
  env: () => ({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_API_BASE: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
  }),
});

describe('a payment provider that never answers', () => {
  it('holds no database connection: with more payments waiting than the pool has connections, the shop keeps answering', async () => {
    const productId = await paymentProduct(t.app, 20);
    const user = await t.customer();
    const orders = [];
    for (let i = 0; i < 12; i++) orders.push(await placeOrder(t.app, user, productId));
    // 12 payments started (the pool has 10 connections); none of them will get an answer.
    const pending = orders.map((o) => createIntent(t.app, user, { orderId: o._id }));
    await expect.poll(() => requests, { timeout: 10_000 }).toBe(12);

    const started = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const search = await t.app.inject({ method: 'GET', url: '/api/service?search=ssd' });
    expect(search.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
    const { rows } = await t.app.pool.query<{ status: string }>(`select status from payment where order_id = any($1::uuid[])`, [
      orders.map((o) => o._id),
    ]);
    expect(rows.map((r) => r.status)).toEqual(Array(12).fill('creating'));

    // The provider goes away: every call fails with the plain 502, and each attempt is closed.
    for (const s of sockets) s.destroy();
    silent.close();
    const answers = await Promise.all(pending);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(502));
    const after = await t.app.pool.query<{ status: string }>(`select status from payment where order_id = any($1::uuid[])`, [
      orders.map((o) => o._id),
    ]);
    expect(after.rows.map((r) => r.status)).toEqual(Array(12).fill('failed'));
  }, 60_000);
});
