import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import { as, type Session } from '../../setup/app.js';
import {
  confirm,
  createIntent,
  getOrder,
  paidTransitions,
  paymentProduct,
  paymentRows,
  placeOrder,
  refundOrder,
  stripeEvent,
  useStripeShop,
} from './payment-helpers.js';

const { t, stripe, sign, postEvent } = useStripeShop('whsec_test');
let productId: string;
let user: Session;
beforeAll(async () => {
  productId = await paymentProduct(t.app, 12.34);
  user = await t.customer();
});

/** An order with an open Stripe PaymentIntent; answers the intent as the stand-in made it. */
async function orderWithIntent(quantity = 1) {
  const order = await placeOrder(t.app, user, productId, quantity);
  const res = await createIntent(t.app, user, { orderId: order._id });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await paymentRows(t.app, order._id);
  return { order, clientSecret: res.json().clientSecret as string, intentId: row!.providerIntentId!, amount: row!.amountCents };
}

/** A payment_intent event for the intent (succeeded, in dollars, unless `intent` says otherwise). */
const eventFor = (type: string, intent: { id: string; amount: number; currency?: string }) =>
  stripeEvent(type, { object: 'payment_intent', amount_received: intent.amount, currency: 'usd', status: 'succeeded', ...intent });

describe('Stripe provider: creating the PaymentIntent', () => {
  it("GET /api/payments/config gives the client the publishable key, in mode 'test' (an sk_test_ key)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'stripe', mode: 'test', publishableKey: 'pk_test_x', currency: 'usd' });
  });

  it('asks Stripe for the order amount in cents, with the order id and an idempotency key', async () => {
    const before = stripe().requests.length;
    const { order, clientSecret, intentId } = await orderWithIntent(2);
    const sent = stripe().requests.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/payment_intents');
    expect(request!.headers.authorization).toBe('Bearer sk_test_x');
    expect(request!.headers['idempotency-key']).toBe(`partshub-order-${order._id}-0-2468usd`);
    expect(request!.form.get('amount')).toBe('2468');
    expect(request!.form.get('currency')).toBe('usd');
    expect(request!.form.get('metadata[orderId]')).toBe(order._id);
    expect(request!.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(clientSecret).toMatch(new RegExp(`^${intentId}_secret_`));
  });

  it('reuses the open intent instead of asking Stripe again', async () => {
    const { order, clientSecret } = await orderWithIntent();
    const before = stripe().requests.length;
    const again = await createIntent(t.app, user, { orderId: order._id, cost: 12.34 });
    expect(again.json().clientSecret).toBe(clientSecret);
    expect(stripe().requests.length).toBe(before);
  });

  it('answers 502 with a clear message when Stripe refuses, closes that attempt, and a retry starts a new one', async () => {
    const order = await placeOrder(t.app, user, productId);
    stripe().failNext();
    const res = await createIntent(t.app, user, { orderId: order._id });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/payment service is not available/);
    expect((await paymentRows(t.app, order._id)).map((p) => [p.status, p.clientSecret])).toEqual([['failed', null]]);
    expect((await createIntent(t.app, user, { orderId: order._id })).statusCode).toBe(200);
    const rows = await paymentRows(t.app, order._id);
    expect(rows.map((p) => p.status).sort()).toEqual(['failed', 'requires_payment_method']);
    expect(new Set(rows.map((p) => p.idempotencyKey)).size).toBe(2);
  });

  it('has no test-gateway confirm (404)', async () => {
    const { clientSecret } = await orderWithIntent();
    expect((await confirm(t.app, clientSecret)).statusCode).toBe(404);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: {} });
    expect(noBody.statusCode).toBe(404);
    expect(noBody.json().message).toBe('The test gateway is not enabled.');
  });
});

describe('Stripe provider: refunds', () => {
  it('asks Stripe to refund the payment intent, in cents, with an idempotency key of the refund', async () => {
    const { order, intentId, amount } = await orderWithIntent(2);
    expect((await postEvent(eventFor('payment_intent.succeeded', { id: intentId, amount }))).statusCode).toBe(200);
    const res = await refundOrder(t.app, t.admin, order._id, { amount: 5.5, reason: 'Goodwill' });
    expect(res.statusCode, res.body).toBe(201);
    const call = stripe()
      .requests.filter((r) => r.path === '/v1/refunds')
      .at(-1)!;
    expect(call.form.get('payment_intent')).toBe(intentId);
    expect(call.form.get('amount')).toBe('550');
    expect(call.headers['idempotency-key']).toMatch(/^partshub-refund-/);
    expect(res.json()).toMatchObject({ amount: 5.5, status: 'succeeded' });
    expect(res.json().providerRefundId).toMatch(/^re_/);
    expect((await getOrder(t.app, user, order._id)).refunded).toBe(5.5);
  });

  it('answers 502 with Stripe’s message when it refuses, and nothing counts as refunded', async () => {
    const { order, intentId, amount } = await orderWithIntent();
    expect((await postEvent(eventFor('payment_intent.succeeded', { id: intentId, amount }))).statusCode).toBe(200);
    stripe().failNext();
    const res = await refundOrder(t.app, t.admin, order._id, { amount: 1, reason: 'Goodwill' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Stripe refused the refund: Stand-in refused this request.');
    expect(await getOrder(t.app, user, order._id)).toMatchObject({ refunded: 0, status: 'paid' });
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('marks the order paid on payment_intent.succeeded with a good signature', async () => {
    const { order, intentId, amount } = await orderWithIntent();
    const res = await postEvent(eventFor('payment_intent.succeeded', { id: intentId, amount }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const paid = await getOrder(t.app, user, order._id);
    expect(paid).toMatchObject({ paid: true, status: 'paid', transactionId: intentId });
    expect(paid.paidAt).not.toBeNull();
    expect((await createIntent(t.app, user, { orderId: order._id })).json().message).toBe(apiMessages.orderAlreadyPaid);
  });

  it('changes nothing when the same event arrives twice', async () => {
    const { order, intentId, amount } = await orderWithIntent();
    const payload = eventFor('payment_intent.succeeded', { id: intentId, amount });
    expect((await postEvent(payload)).statusCode).toBe(200);
    const first = await getOrder(t.app, user, order._id);
    const again = await Promise.all([
      postEvent(payload),
      postEvent(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) + 1 })),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = await getOrder(t.app, user, order._id);
    expect(after).toEqual(first);
    expect(paidTransitions(after)).toBe(1);
  });

  it('refuses a bad signature with 400 and a clear message', async () => {
    const { order, intentId, amount } = await orderWithIntent();
    const payload = eventFor('payment_intent.succeeded', { id: intentId, amount });
    const wrongSecret = await postEvent(payload, sign(payload, { secret: 'whsec_other' }));
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().message).toMatch(/^Webhook signature verification failed: No signatures found/);
    const tampered = await postEvent(payload.replace(`"amount_received":${amount}`, '"amount_received":1'), sign(payload));
    expect(tampered.statusCode).toBe(400);
    const missing = await postEvent(payload, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Missing Stripe-Signature header.');
    expect((await getOrder(t.app, user, order._id)).paid).toBe(false);
  });

  it('refuses a replayed old event (signed more than 5 minutes ago)', async () => {
    const { order, intentId, amount } = await orderWithIntent();
    const payload = eventFor('payment_intent.succeeded', { id: intentId, amount });
    const res = await postEvent(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Timestamp outside the tolerance zone/);
    expect((await getOrder(t.app, user, order._id)).paid).toBe(false);
  });

  it('acknowledges other event types and unknown intents without changing anything', async () => {
    const { order, intentId, amount } = await orderWithIntent();
    for (const payload of [
      eventFor('payment_intent.payment_failed', { id: intentId, amount }),
      eventFor('charge.succeeded', { id: intentId, amount }),
      eventFor('payment_intent.succeeded', { id: 'pi_not_ours', amount }),
    ]) {
      const res = await postEvent(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect((await getOrder(t.app, user, order._id)).paid).toBe(false);
  });

  it('does not mark the order paid when the amount or currency differ from the intent', async () => {
    const { order, intentId, amount } = await orderWithIntent();
    expect((await postEvent(eventFor('payment_intent.succeeded', { id: intentId, amount: amount - 1 }))).statusCode).toBe(200);
    expect((await postEvent(eventFor('payment_intent.succeeded', { id: intentId, amount, currency: 'eur' }))).statusCode).toBe(200);
    expect((await getOrder(t.app, user, order._id)).paid).toBe(false);
  });

  it('starts a new intent (new idempotency key) after Stripe cancels the open one', async () => {
    const { order, intentId, amount, clientSecret } = await orderWithIntent();
    expect((await postEvent(eventFor('payment_intent.canceled', { id: intentId, amount }))).statusCode).toBe(200);
    const before = stripe().requests.length;
    const res = await createIntent(t.app, user, { orderId: order._id });
    expect(res.json().clientSecret).not.toBe(clientSecret);
    expect(stripe().requests[before]!.headers['idempotency-key']).toBe(`partshub-order-${order._id}-1-1234usd`);
  });

  it('keeps parsed JSON for the rest of the API', async () => {
    const bad = await as(t.app, user, {
      method: 'POST',
      url: '/api/order',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON.');
    await placeOrder(t.app, user, productId);
  });
});
