import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/shared/schemas/order.js';
import type { Session } from '../../setup/app.js';
import { waitForMail } from '../../setup/outbox.js';
import {
  createIntent,
  getOrder,
  paymentProduct,
  paymentRows,
  placeOrder,
  refundOrder,
  stripeEvent,
  useStripeShop,
} from './payment-helpers.js';

const { t, stripe, postEvent } = useStripeShop('whsec_refunds');
let productId: string;
let user: Session;
beforeAll(async () => {
  productId = await paymentProduct(t.app, 20);
  user = await t.customer();
});

/** A Stripe Refund object as its events carry it. */
const refundObject = (r: { id?: string; amount: number; intent: string; status?: string; metadata?: Record<string, string> }) => ({
  id: r.id ?? `re_${randomBytes(8).toString('hex')}`,
  object: 'refund',
  amount: r.amount,
  currency: 'usd',
  payment_intent: r.intent,
  status: r.status ?? 'succeeded',
  metadata: r.metadata ?? {},
});

/** A paid order of `units` × $20 (paid through Stripe's webhook); answers it with its intent. */
async function paidOrder(units = 2): Promise<{ order: Order; intentId: string }> {
  const placed = await placeOrder(t.app, user, productId, units);
  expect((await createIntent(t.app, user, { orderId: placed._id })).statusCode).toBe(200);
  const [payment] = await paymentRows(t.app, placed._id);
  const intent = {
    id: payment!.providerIntentId,
    object: 'payment_intent',
    amount: payment!.amountCents,
    amount_received: payment!.amountCents,
  };
  expect((await postEvent(stripeEvent('payment_intent.succeeded', { ...intent, currency: 'usd', status: 'succeeded' }))).statusCode).toBe(
    200,
  );
  return { order: await getOrder(t.app, user, placed._id), intentId: payment!.providerIntentId! };
}

const refundBy = (orderId: string, amount: number) => refundOrder(t.app, t.admin, orderId, { amount, reason: 'Goodwill' });

describe("refunds made in Stripe's dashboard", () => {
  it('are recorded from refund.created and charge.refunded: counted, credit-noted, mailed; everything back makes the order refunded', async () => {
    const { order, intentId } = await paidOrder();
    const first = refundObject({ amount: 1500, intent: intentId });
    expect((await postEvent(stripeEvent('refund.created', first))).statusCode).toBe(200);
    let after = await getOrder(t.app, user, order._id);
    expect(after).toMatchObject({ status: 'paid', refunded: 15 });
    expect(after.refunds).toEqual([
      expect.objectContaining({ amount: 15, status: 'succeeded', reason: 'Refunded in Stripe', providerRefundId: first.id }),
    ]);
    expect(after.refunds[0]!.creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(after.timeline.at(-1)).toMatchObject({ status: 'paid', by: 'system', note: 'Refunded in Stripe: $15.00' });

    // charge.refunded lists every refund of the charge: the known one is left alone, the new one recorded.
    const second = refundObject({ amount: 2500, intent: intentId });
    const charge = {
      id: 'ch_1',
      object: 'charge',
      payment_intent: intentId,
      amount_refunded: 4000,
      refunds: { object: 'list', data: [first, second] },
    };
    expect((await postEvent(stripeEvent('charge.refunded', charge))).statusCode).toBe(200);
    after = await getOrder(t.app, user, order._id);
    expect(after).toMatchObject({ status: 'refunded', refunded: 40 });
    expect(after.refunds.map((r) => r.amount)).toEqual([15, 25]);
    const mail = await waitForMail(t.config.DATA_DIR, user.email, 'Refund for your order');
    expect(mail?.raw).toMatch(/We have refunded \$(15|25)\.00/);
  });

  it('the same event twice, or at once, changes nothing', async () => {
    const { order, intentId } = await paidOrder();
    const payload = stripeEvent('refund.created', refundObject({ amount: 700, intent: intentId }));
    expect((await postEvent(payload)).statusCode).toBe(200);
    const first = await getOrder(t.app, user, order._id);
    const again = await Promise.all([postEvent(payload), postEvent(payload), postEvent(payload)]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await getOrder(t.app, user, order._id)).toEqual(first);
    expect(first).toMatchObject({ refunded: 7 });
  });

  it('never counts more than was paid (capped, no error for Stripe), and ignores intents that are not ours', async () => {
    const { order, intentId } = await paidOrder(1);
    expect((await postEvent(stripeEvent('refund.created', refundObject({ amount: 1500, intent: intentId })))).statusCode).toBe(200);
    const res = await postEvent(stripeEvent('refund.created', refundObject({ amount: 1500, intent: intentId })));
    expect(res.statusCode).toBe(200);
    expect(await getOrder(t.app, user, order._id)).toMatchObject({ status: 'refunded', refunded: 20 });
    const unknown = await postEvent(stripeEvent('refund.created', refundObject({ amount: 100, intent: 'pi_not_ours' })));
    expect(unknown.statusCode).toBe(200);
  });
});

describe("the shop's own refunds through Stripe", () => {
  it('carry their refund id in metadata; a pending one becomes succeeded through refund.updated, once', async () => {
    const { order, intentId } = await paidOrder();
    stripe().nextRefundStatus('pending');
    const res = await refundBy(order._id, 10);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ status: 'pending', creditNoteNumber: null });
    const call = stripe()
      .requests.filter((r) => r.path === '/v1/refunds')
      .at(-1)!;
    expect(call.form.get('metadata[refundId]')).toBe(made._id);
    expect(await getOrder(t.app, user, order._id)).toMatchObject({ refunded: 0 });

    const updated = stripeEvent(
      'refund.updated',
      refundObject({ id: made.providerRefundId, amount: 1000, intent: intentId, metadata: { refundId: made._id } }),
    );
    expect((await postEvent(updated)).statusCode).toBe(200);
    const after = await getOrder(t.app, user, order._id);
    expect(after).toMatchObject({ status: 'paid', refunded: 10 });
    expect(after.refunds).toEqual([expect.objectContaining({ _id: made._id, status: 'succeeded', reason: 'Goodwill' })]);
    expect(after.refunds[0]!.creditNoteNumber).toMatch(/^CN-/);
    expect(after.timeline.at(-1)).toMatchObject({ by: 'system', note: 'Refunded $10.00: Goodwill' });
    expect((await postEvent(updated)).statusCode).toBe(200);
    expect(await getOrder(t.app, user, order._id)).toEqual(after);
  });

  it('a refund Stripe answered at once is not counted again by its events', async () => {
    const { order, intentId } = await paidOrder();
    const made = (await refundBy(order._id, 5)).json();
    expect(made.status).toBe('succeeded');
    const object = refundObject({ id: made.providerRefundId, amount: 500, intent: intentId, metadata: { refundId: made._id } });
    expect((await postEvent(stripeEvent('refund.created', object))).statusCode).toBe(200);
    expect((await postEvent(stripeEvent('refund.updated', object))).statusCode).toBe(200);
    const after = await getOrder(t.app, user, order._id);
    expect(after).toMatchObject({ refunded: 5 });
    expect(after.refunds).toHaveLength(1);
  });

  it('a refund that fails after it succeeded no longer counts, and says so on the timeline', async () => {
    const { order, intentId } = await paidOrder();
    const made = (await refundBy(order._id, 8)).json();
    const failed = refundObject({
      id: made.providerRefundId,
      amount: 800,
      intent: intentId,
      status: 'failed',
      metadata: { refundId: made._id },
    });
    expect((await postEvent(stripeEvent('refund.updated', { ...failed, failure_reason: 'expired_or_canceled_card' }))).statusCode).toBe(
      200,
    );
    const after = await getOrder(t.app, user, order._id);
    expect(after).toMatchObject({ refunded: 0 });
    expect(after.refunds[0]).toMatchObject({ status: 'failed' });
    expect(after.timeline.at(-1)!.note).toBe('The refund of $8.00 failed (expired_or_canceled_card): nothing was given back');
  });
});
