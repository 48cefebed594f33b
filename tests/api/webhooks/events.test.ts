import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../../../src/shared/schemas/webhook.js';
import { as, useTestApp } from '../../setup/app.js';
import { createProduct, payOrder, placeOrder } from '../../setup/shop.js';
import { multipart } from '../../setup/multipart.js';
import { signatureValid, startReceiver, type Receiver } from '../../setup/webhook-receiver.js';

/** The events the flows write, each in the transaction of its change (issue 32). */
const t = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', ORDER_HOLD_SECONDS: '1', ORDER_SWEEP_SECONDS: '0.2' } });

let hook: Receiver;
let secret: string;
beforeAll(async () => {
  hook = await startReceiver();
  const res = await as(t.app, t.admin, {
    method: 'POST',
    url: '/api/admin/webhooks',
    payload: { url: hook.url, events: [...WEBHOOK_EVENTS] },
  });
  secret = res.json().secret;
});
afterAll(async () => hook.close());

/** The events the receiver got about this entity (by `data.id` or `data.orderId`), in the order sent. */
const about = (id: string, type: string) => (r: Receiver['received'][number]) =>
  r.body.type === type && (r.body.data.id === id || r.body.data.orderId === id);

async function expectEvent(id: string, type: string, data: object = {}) {
  const [got] = await hook.waitFor(1, about(id, type));
  expect(got!.body.data).toMatchObject(data);
  expect(signatureValid(secret, got!.headers['shop-signature'], got!.raw)).toBe(true);
  return got!;
}

const setStatus = (id: string, status: string) =>
  as(t.app, t.admin, { method: 'PATCH', url: `/api/order/${id}/status`, payload: { status } });

describe('events from the flows', () => {
  it('order.shipped, order.delivered, return.requested, return.received and refund.succeeded', async () => {
    const user = await t.customer();
    const product = await createProduct(t.app, t.admin, 5, 20);
    const order = await placeOrder(t.app, user, product._id, 2);
    await payOrder(t.app, user, order._id);
    expect((await setStatus(order._id, 'shipped')).statusCode).toBe(200);
    await expectEvent(order._id, 'order.shipped', { status: 'shipped', orderNumber: order.orderNumber });
    expect((await setStatus(order._id, 'delivered')).statusCode).toBe(200);
    await expectEvent(order._id, 'order.delivered', { status: 'delivered' });

    const asked = await as(t.app, user, {
      method: 'POST',
      url: `/api/order/${order._id}/returns`,
      payload: { lines: [{ productId: product._id, quantity: 1 }], reason: 'other' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json()._id as string;
    await expectEvent(returnId, 'return.requested', {
      status: 'requested',
      orderId: order._id,
      lines: [{ productId: product._id, quantity: 1 }],
    });
    for (const status of ['approved', 'received']) {
      const res = await as(t.app, t.admin, { method: 'PATCH', url: `/api/returns/${returnId}`, payload: { status } });
      expect(res.statusCode, res.body).toBe(200);
    }
    await expectEvent(returnId, 'return.received', { status: 'received' });

    const refund = await as(t.app, t.admin, {
      method: 'POST',
      url: `/api/order/${order._id}/refunds`,
      payload: { amount: 5, reason: 'Goodwill' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await expectEvent(order._id, 'refund.succeeded', {
      id: refund.json()._id,
      amountCents: 500,
      reason: 'Goodwill',
      orderNumber: order.orderNumber,
    });
  });

  it('order.cancelled when a customer cancels, and when an unpaid order expires (status expired)', async () => {
    const user = await t.customer();
    const product = await createProduct(t.app, t.admin, 5, 20);
    const cancelled = await placeOrder(t.app, user, product._id);
    const res = await as(t.app, user, { method: 'DELETE', url: `/api/order/${cancelled._id}` });
    expect(res.statusCode, res.body).toBe(200);
    await expectEvent(cancelled._id, 'order.cancelled', { status: 'cancelled' });
    const lapsed = await placeOrder(t.app, user, product._id);
    await expectEvent(lapsed._id, 'order.cancelled', { status: 'expired' });
  });

  it('product.back_in_stock when Add Quantity brings a sold-out part back, not when it only adds to stock', async () => {
    const soldOut = await createProduct(t.app, t.admin, 0, 20);
    const add = (units: number) => as(t.app, t.admin, { method: 'PUT', url: `/api/service/${soldOut._id}`, payload: { Quantity: units } });
    expect((await add(3)).statusCode).toBe(200);
    await expectEvent(soldOut._id, 'product.back_in_stock', { stockAvailable: 3, name: soldOut.name });
    expect((await add(2)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(hook.received.filter(about(soldOut._id, 'product.back_in_stock'))).toHaveLength(1);
  });

  it('product.low_stock when a sale takes a part to its threshold, once per fall', async () => {
    const user = await t.customer();
    const part = await createProduct(t.app, t.admin, 6, 20);
    const patched = await as(t.app, t.admin, { method: 'PATCH', url: `/api/service/${part._id}`, payload: { lowStockThreshold: 3 } });
    expect(patched.statusCode, patched.body).toBe(200);
    // 6 → 4: still above 3, no event; 4 → 2: fell to the threshold.
    await placeOrder(t.app, user, part._id, 2);
    await placeOrder(t.app, user, part._id, 2);
    await expectEvent(part._id, 'product.low_stock', { stockAvailable: 2, lowStockThreshold: 3, name: part.name, sku: part.sku });
    // 2 → 1: low already, no second event.
    await placeOrder(t.app, user, part._id, 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(hook.received.filter(about(part._id, 'product.low_stock'))).toHaveLength(1);
  });

  it('product.back_in_stock when a received return puts a sold-out part back, not when a cancelled unpaid order frees what it held', async () => {
    const user = await t.customer();
    const part = await createProduct(t.app, t.admin, 1, 20);
    const held = await placeOrder(t.app, user, part._id);
    expect((await as(t.app, user, { method: 'DELETE', url: `/api/order/${held._id}` })).statusCode).toBe(200);
    const order = await placeOrder(t.app, user, part._id);
    await payOrder(t.app, user, order._id);
    for (const status of ['shipped', 'delivered']) expect((await setStatus(order._id, status)).statusCode).toBe(200);
    const asked = await as(t.app, user, {
      method: 'POST',
      url: `/api/order/${order._id}/returns`,
      payload: { lines: [{ productId: part._id, quantity: 1 }], reason: 'other' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    for (const status of ['approved', 'received']) {
      const res = await as(t.app, t.admin, { method: 'PATCH', url: `/api/returns/${asked.json()._id}`, payload: { status } });
      expect(res.statusCode, res.body).toBe(200);
    }
    await expectEvent(part._id, 'product.back_in_stock', { stockAvailable: 1 });
    await new Promise((r) => setTimeout(r, 500));
    expect(hook.received.filter(about(part._id, 'product.back_in_stock'))).toHaveLength(1);
  });

  it('product.back_in_stock when a CSV import gives a sold-out part units again', async () => {
    const part = await createProduct(t.app, t.admin, 0, 20);
    const csv = `sku,name,brand,category,price,stock,description,img,part_numbers,fits\n${part.sku},${part.name},Acme,other,20,4,,,,\n`;
    const res = await as(t.app, t.admin, { method: 'POST', url: '/api/admin/imports', ...multipart(csv, { kind: 'products' }) });
    expect(res.statusCode, res.body).toBe(202);
    await expectEvent(part._id, 'product.back_in_stock', { stockAvailable: 4, sku: part.sku });
  });
});
