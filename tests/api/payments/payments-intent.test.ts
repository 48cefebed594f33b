import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import type { Product } from '../../../src/shared/schemas/product.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { TEST_CARDS } from '../../setup/cards.js';
import { createProduct, payOrder, placeOrder, UNKNOWN_ID } from '../../setup/shop.js';
import { confirm as confirmAs, createIntent, getOrder } from './payment-helpers.js';

const t = useTestApp();
let owner: Session;
let product: Product;
beforeAll(async () => {
  owner = await t.customer();
  product = await createProduct(t.app, t.admin, 100, 19.99);
});

const intent = (by: Session | null, payload: object) => createIntent(t.app, by, payload);
const confirm = (clientSecret: string, card = {}) => confirmAs(t.app, clientSecret, card);
const orderOf = (by: Session, id: string) => getOrder(t.app, by, id);

describe('POST /api/create-payment-intent', () => {
  it('answers the owner a client secret, the same one when asked again', async () => {
    const order = await placeOrder(t.app, owner, product._id, 2);
    const first = await intent(owner, { orderId: order._id });
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json())).toEqual(['clientSecret']);
    expect(first.json().clientSecret).toEqual(expect.any(String));
    expect((await intent(owner, { orderId: order._id })).json().clientSecret).toBe(first.json().clientSecret);
  });

  it("accepts the spec's cost when it equals the order price, refuses a different one with 409", async () => {
    const order = await placeOrder(t.app, owner, product._id, 3);
    expect(order.cost).toBe(59.97);
    expect((await intent(owner, { orderId: order._id, cost: 59.97 })).statusCode).toBe(200);
    const cheap = await intent(owner, { orderId: order._id, cost: 0.5 });
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().message).toBe(apiMessages.costMismatch);
  });

  it("refuses another user's order (403/404) and an admin paying someone else's", async () => {
    const order = await placeOrder(t.app, owner, product._id);
    const stranger = await t.customer();
    for (const by of [stranger, t.admin]) {
      const res = await intent(by, { orderId: order._id });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().clientSecret).toBeUndefined();
    }
  });

  it('refuses anonymous (401), unknown order (404), missing or bad orderId (400)', async () => {
    const order = await placeOrder(t.app, owner, product._id);
    expect((await intent(null, { orderId: order._id })).statusCode).toBe(401);
    expect((await intent(owner, { orderId: UNKNOWN_ID })).statusCode).toBe(404);
    for (const body of [{}, { orderId: 'abc' }]) {
      const res = await intent(owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty(['orderId']);
    }
  });

  it('refuses a paid order (409) and a cancelled one (409)', async () => {
    const paid = await placeOrder(t.app, owner, product._id);
    await payOrder(t.app, owner, paid._id);
    const again = await intent(owner, { orderId: paid._id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(apiMessages.orderAlreadyPaid);
    const cancelled = await placeOrder(t.app, owner, product._id);
    expect((await as(t.app, owner, { method: 'DELETE', url: `/api/order/${cancelled._id}` })).statusCode).toBe(200);
    expect((await intent(owner, { orderId: cancelled._id })).statusCode).toBe(409);
  });
});

describe('POST /api/payments/test/confirm', () => {
  it('pays the order with a good test card; a second confirm changes nothing', async () => {
    const order = await placeOrder(t.app, owner, product._id);
    const { clientSecret } = (await intent(owner, { orderId: order._id })).json();
    const res = await confirm(clientSecret);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'succeeded', id: expect.any(String) });
    const paid = await orderOf(owner, order._id);
    expect(paid).toMatchObject({ paid: true, status: 'paid', transactionId: res.json().id });
    const twice = await confirm(clientSecret);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().id).toBe(res.json().id);
  });

  it("answers a declined card with 402 and the provider's message; the order stays unpaid", async () => {
    const order = await placeOrder(t.app, owner, product._id);
    const { clientSecret } = (await intent(owner, { orderId: order._id })).json();
    const res = await confirm(clientSecret, { number: TEST_CARDS.declined });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    expect(await orderOf(owner, order._id)).toMatchObject({ paid: false, status: 'pending_payment' });
    expect((await confirm(clientSecret)).statusCode).toBe(200);
    expect((await orderOf(owner, order._id)).paid).toBe(true);
  });

  it('answers 404 for an unknown client secret and 400 without a card', async () => {
    expect((await confirm('pi_nope_secret_nope')).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: { clientSecret: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['card']);
  });
});
