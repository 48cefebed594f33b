import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import { as, firstProduct, useTestApp, type Session } from '../../setup/app.js';
import { createProduct as createProductAs } from '../../setup/shop.js';

const t = useTestApp();

const createProduct = (stock: number, cost = 10) => createProductAs(t.app, t.admin, stock, cost);

describe('POST /api/order', () => {
  it('prices the order on the server and takes units from stock', async () => {
    const user = await t.customer();
    const product = await firstProduct(t.app);
    const res = await as(t.app, user, {
      method: 'POST',
      url: '/api/order',
      payload: { userId: product._id, orderName: 'x', cost: 0.01, userEmail: 'evil@example.com', number: '5551234', quantity: 2 },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.cost).toBe(Math.round(product.cost * 200) / 100);
    expect(order.userEmail).toBe(user.email);
    expect(order.paid).toBe(false);
    const after = (await t.app.inject({ method: 'GET', url: `/api/service/${product._id}` })).json();
    expect(after.Quantity).toBe(product.Quantity - 2);
    expect(after.TotalQuentity).toBe(product.TotalQuentity);
  });

  it('refuses anonymous callers with 401', async () => {
    const product = await firstProduct(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: { userId: product._id, number: '5551234' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 409 when stock is short and 404 for an unknown product', async () => {
    const user = await t.customer();
    const product = await createProduct(1);
    const short = await as(t.app, user, {
      method: 'POST',
      url: '/api/order',
      payload: { userId: product._id, number: '5551234', quantity: 2 },
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(apiMessages.outOfStock);
    const unknown = await as(t.app, user, {
      method: 'POST',
      url: '/api/order',
      payload: { userId: '00000000-0000-4000-8000-000000000000', number: '5551234' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('never oversells: 50 parallel orders for 10 units give exactly 10 orders and stock 0', async () => {
    const product = await createProduct(10);
    const users = await Promise.all(Array.from({ length: 5 }, () => t.customer()));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        as(t.app, users[i % users.length]!, { method: 'POST', url: '/api/order', payload: { userId: product._id, number: '5551234' } }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    const after = (await t.app.inject({ method: 'GET', url: `/api/service/${product._id}` })).json();
    expect(after.Quantity).toBe(0);
    expect(after.TotalQuentity).toBe(10);
  });
});

describe('DELETE /api/order/:id', () => {
  it('lets the owner cancel an unpaid order and gives its units back', async () => {
    const user = await t.customer();
    const product = await createProduct(5);
    const order = (
      await as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: product._id, number: '5551234', quantity: 3 } })
    ).json();
    const other = await t.customer();
    expect((await as(t.app, other, { method: 'DELETE', url: `/api/order/${order._id}` })).statusCode).toBe(403);
    const res = await as(t.app, user, { method: 'DELETE', url: `/api/order/${order._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    const after = (await t.app.inject({ method: 'GET', url: `/api/service/${product._id}` })).json();
    expect(after.Quantity).toBe(5);
  });
});

describe('POST /api/order: defaults and validation', () => {
  let shopper: Session | undefined;
  it('orders one unit when quantity is left out', async () => {
    const user = await t.customer();
    const product = await createProduct(4, 12.5);
    const res = await as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: product._id, number: 5551234 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      quantity: 1,
      cost: 12.5,
      unitCost: 12.5,
      number: '5551234',
      status: 'pending_payment',
      paid: false,
    });
    const after = (await t.app.inject({ method: 'GET', url: `/api/service/${product._id}` })).json();
    expect(after.Quantity).toBe(3);
  });

  it.each([
    ['userId', { userId: undefined, number: '5551234' }],
    ['userId', { userId: 'not-an-id', number: '5551234' }],
    ['number', { number: '' }],
    ['number', { number: 'call me' }],
    ['quantity', { number: '5551234', quantity: 0 }],
    ['quantity', { number: '5551234', quantity: -2 }],
    ['quantity', { number: '5551234', quantity: 1.5 }],
  ])('answers 400 naming %s for %j and takes no stock', async (field, body) => {
    shopper ??= await t.customer();
    const user = shopper;
    const product = await createProduct(5);
    const res = await as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: product._id, ...body } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty([field]);
    const after = (await t.app.inject({ method: 'GET', url: `/api/service/${product._id}` })).json();
    expect(after.Quantity).toBe(5);
  });

  it('takes the last units exactly, then refuses with 409 and stock stays at 0', async () => {
    const user = await t.customer();
    const product = await createProduct(2);
    expect(
      (await as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: product._id, number: '5551234', quantity: 2 } }))
        .statusCode,
    ).toBe(201);
    const res = await as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: product._id, number: '5551234' } });
    expect(res.statusCode).toBe(409);
    const after = (await t.app.inject({ method: 'GET', url: `/api/service/${product._id}` })).json();
    expect(after.Quantity).toBe(0);
  });
});

describe('POST /api/order: the line’s fit for its laptop (issue 28)', () => {
  it('keeps the laptop and the fit the part had for it when the order was placed', async () => {
    const laptops = await Promise.all(
      ['Fit', 'Nofit'].map(async (model) => {
        const res = await as(t.app, t.admin, {
          method: 'POST',
          url: '/api/admin/laptops',
          payload: { brand: 'Ordermaker', family: 'Pad', model: `${model} ${Math.random().toString(36).slice(2, 8)}` },
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json()._id as string;
      }),
    );
    const product = await createProduct(5);
    const fit = await as(t.app, t.admin, {
      method: 'PUT',
      url: `/api/admin/products/${product._id}/fitment`,
      payload: { partNumbers: [], fits: [{ laptopId: laptops[0], note: '' }] },
    });
    expect(fit.statusCode, fit.body).toBe(200);
    const user = await t.customer();
    const order = (laptopId?: string) =>
      as(t.app, user, {
        method: 'POST',
        url: '/api/order',
        payload: { userId: product._id, number: '5551234', quantity: 1, ...(laptopId ? { laptopId } : {}) },
      });
    const lineOf = async (laptopId?: string) => {
      const res = await order(laptopId);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().lines[0];
    };
    expect(await lineOf(laptops[0])).toMatchObject({ laptop: { _id: laptops[0] }, fit: { verdict: 'fits' } });
    expect(await lineOf(laptops[1])).toMatchObject({ laptop: { _id: laptops[1] }, fit: { verdict: 'does_not_fit' } });
    expect(await lineOf()).toMatchObject({ laptop: null, fit: null });
  });
});
