import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import { orderSchema, type Order } from '../../../src/shared/schemas/order.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { createProduct, getProduct, payOrder, placeOrder, UNKNOWN_ID } from '../../setup/shop.js';

const t = useTestApp();
let alice: Session;
let bob: Session;
let aliceOrder: Order;
let bobOrder: Order;
beforeAll(async () => {
  [alice, bob] = await Promise.all([t.customer(), t.customer()]);
  const product = await createProduct(t.app, t.admin, 50);
  aliceOrder = await placeOrder(t.app, alice, product._id, 2);
  bobOrder = await placeOrder(t.app, bob, product._id);
});

const ids = (orders: Order[]) => orders.map((o) => o._id);

describe('GET /api/order', () => {
  it("answers only the caller's own orders, in the spec's shape", async () => {
    const res = await as(t.app, alice, { method: 'GET', url: '/api/order' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Order[];
    expect(ids(list)).toEqual([aliceOrder._id]);
    expect(orderSchema.parse(list[0])).toMatchObject({ userEmail: alice.email, paid: false });
    const own = await as(t.app, alice, { method: 'GET', url: `/api/order?userEmail=${encodeURIComponent(alice.email)}` });
    expect(ids(own.json())).toEqual([aliceOrder._id]);
  });

  it("refuses another user's userEmail with 403", async () => {
    const res = await as(t.app, alice, { method: 'GET', url: `/api/order?userEmail=${encodeURIComponent(bob.email)}` });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(bobOrder._id);
  });

  it('refuses anonymous callers (401) and a malformed userEmail (400)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/order' })).statusCode).toBe(401);
    const res = await as(t.app, alice, { method: 'GET', url: '/api/order?userEmail=nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['userEmail']);
  });

  it("lets an admin see every order, or one customer's", async () => {
    const all = await as(t.app, t.admin, { method: 'GET', url: '/api/order' });
    expect(ids(all.json())).toEqual(expect.arrayContaining([aliceOrder._id, bobOrder._id]));
    const bobs = await as(t.app, t.admin, { method: 'GET', url: `/api/order?userEmail=${encodeURIComponent(bob.email)}` });
    expect(ids(bobs.json())).toEqual([bobOrder._id]);
  });
});

describe('GET /api/order/:id', () => {
  it('answers the owner and an admin', async () => {
    const own = await as(t.app, alice, { method: 'GET', url: `/api/order/${aliceOrder._id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: aliceOrder._id, userEmail: alice.email, quantity: 2 });
    const byAdmin = await as(t.app, t.admin, { method: 'GET', url: `/api/order/${aliceOrder._id}` });
    expect(byAdmin.json()).toMatchObject({ _id: aliceOrder._id, userEmail: alice.email });
  });

  it('refuses another customer (403), anonymous (401), unknown id (404), bad id (400)', async () => {
    const other = await as(t.app, bob, { method: 'GET', url: `/api/order/${aliceOrder._id}` });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(alice.email);
    expect((await t.app.inject({ method: 'GET', url: `/api/order/${aliceOrder._id}` })).statusCode).toBe(401);
    const unknown = await as(t.app, alice, { method: 'GET', url: `/api/order/${UNKNOWN_ID}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(apiMessages.orderNotFound);
    expect((await as(t.app, alice, { method: 'GET', url: '/api/order/123' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/order/:id', () => {
  it('refuses a paid order to its customer (409) and keeps it paid with its stock taken', async () => {
    const product = await createProduct(t.app, t.admin, 5);
    const order = await placeOrder(t.app, alice, product._id, 2);
    await payOrder(t.app, alice, order._id);
    const res = await as(t.app, alice, { method: 'DELETE', url: `/api/order/${order._id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessages.paidOrderDelete);
    const after = (await as(t.app, alice, { method: 'GET', url: `/api/order/${order._id}` })).json();
    expect(after).toMatchObject({ paid: true, status: 'paid' });
    expect((await getProduct(t.app, product._id)).Quantity).toBe(3);
  });

  it("lets an admin delete a customer's unpaid order and gives the units back once", async () => {
    const product = await createProduct(t.app, t.admin, 6);
    const order = await placeOrder(t.app, bob, product._id, 4);
    expect((await getProduct(t.app, product._id)).Quantity).toBe(2);
    const res = await as(t.app, t.admin, { method: 'DELETE', url: `/api/order/${order._id}` });
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await getProduct(t.app, product._id)).Quantity).toBe(6);
    const again = await as(t.app, bob, { method: 'DELETE', url: `/api/order/${order._id}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ deletedCount: 0 });
    expect((await getProduct(t.app, product._id)).Quantity).toBe(6);
    const listed = (await as(t.app, bob, { method: 'GET', url: `/api/order/${order._id}` })).json();
    expect(listed).toMatchObject({ status: 'cancelled', paid: false });
  });

  it('refuses anonymous (401), unknown id (404) and bad id (400)', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: `/api/order/${aliceOrder._id}` })).statusCode).toBe(401);
    expect((await as(t.app, alice, { method: 'DELETE', url: `/api/order/${UNKNOWN_ID}` })).statusCode).toBe(404);
    expect((await as(t.app, alice, { method: 'DELETE', url: '/api/order/x' })).statusCode).toBe(400);
    const still = await as(t.app, alice, { method: 'GET', url: `/api/order/${aliceOrder._id}` });
    expect(still.json().status).toBe('pending_payment');
  });

  it('gives units back exactly once when the owner deletes five times at the same time', async () => {
    const product = await createProduct(t.app, t.admin, 3);
    const order = await placeOrder(t.app, alice, product._id, 3);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => as(t.app, alice, { method: 'DELETE', url: `/api/order/${order._id}` })),
    );
    const done = results.filter((r) => r.statusCode === 200 && r.json().deletedCount === 1);
    expect(done).toHaveLength(1);
    // The others find it cancelled already: nothing deleted (200 deletedCount 0, or 409).
    for (const r of results.filter((x) => !done.includes(x))) {
      expect(r.statusCode === 409 || (r.statusCode === 200 && r.json().deletedCount === 0), r.body).toBe(true);
    }
    expect((await getProduct(t.app, product._id)).Quantity).toBe(3);
  });
});
