import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import { orderSchema, type Order } from '../../../src/shared/schemas/order.js';
import { refundSchema } from '../../../src/shared/schemas/refund.js';
import type { TestGateway } from '../../../src/server/modules/payments/test-gateway.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { waitForMail } from '../../setup/outbox.js';
import { createProduct, getProduct, payOrder, placeOrder } from '../../setup/shop.js';
import { refundOrder } from './payment-helpers.js';

const t = useTestApp();

const refund = (orderId: string, body: object, by: Session = t.admin) => refundOrder(t.app, by, orderId, body);
const orderOf = async (user: Session, id: string): Promise<Order> =>
  orderSchema.parse((await as(t.app, user, { method: 'GET', url: `/api/order/${id}` })).json());

/** A customer's paid order of `units` × a $40 part (free delivery: the total is the parts). */
async function paidOrder(units = 2) {
  const product = await createProduct(t.app, t.admin, 10, 40);
  const user = await t.customer();
  const order = await placeOrder(t.app, user, product._id, units);
  await payOrder(t.app, user, order._id);
  return { user, order, product };
}

describe('refunds', () => {
  it('a goodwill refund goes through the provider, counts on the order, tells the customer and shows on the timeline', async () => {
    const { user, order } = await paidOrder();
    const res = await refund(order._id, { amount: 12.5, reason: 'Scratched bezel' });
    expect(res.statusCode, res.body).toBe(201);
    const made = refundSchema.parse(res.json());
    expect(made).toMatchObject({ amount: 12.5, reason: 'Scratched bezel', status: 'succeeded' });
    expect(made.providerRefundId).toMatch(/^re_test_/);
    const after = await orderOf(user, order._id);
    expect(after).toMatchObject({ status: 'paid', refunded: 12.5, cost: 80 });
    expect(after.refunds).toEqual([made]);
    expect(after.timeline.at(-1)).toMatchObject({ status: 'paid', by: 'admin', note: 'Refunded $12.50: Scratched bezel' });
    const mail = await waitForMail(t.config.DATA_DIR, user.email, 'Refund for your order');
    expect(mail?.raw).toContain('We have refunded $12.50');
  });

  it('never refunds more than was paid minus what was refunded; everything back makes the order refunded', async () => {
    const { user, order } = await paidOrder();
    expect((await refund(order._id, { amount: 30, reason: 'Late' })).statusCode).toBe(201);
    const over = await refund(order._id, { amount: 50.01, reason: 'Too much' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(apiMessages.refundTooLarge('$50.00'));
    expect((await refund(order._id, { amount: 50, reason: 'The rest' })).statusCode).toBe(201);
    expect(await orderOf(user, order._id)).toMatchObject({ status: 'refunded', refunded: 80 });
    expect((await refund(order._id, { amount: 0.01, reason: 'More' })).statusCode).toBe(409);
  });

  it('two clicks at once refund once', async () => {
    const { user, order } = await paidOrder();
    const results = await Promise.all([1, 2, 3].map(() => refund(order._id, { amount: 20, reason: 'Goodwill' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.json()._id)).size).toBe(1);
    expect(await orderOf(user, order._id)).toMatchObject({ refunded: 20 });
  });

  it('a provider refusal answers 502 with its message and counts nothing as refunded', async () => {
    const { user, order } = await paidOrder();
    (t.app.services.paymentProvider as TestGateway).failNextRefund('the card account is closed');
    const res = await refund(order._id, { amount: 10, reason: 'Goodwill' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The payment provider refused the refund: the card account is closed');
    const after = await orderOf(user, order._id);
    expect(after).toMatchObject({ refunded: 0, status: 'paid' });
    expect(after.refunds.map((r) => r.status)).toEqual(['failed']);
    // The whole amount can still be refunded.
    expect((await refund(order._id, { amount: 80, reason: 'Goodwill' })).statusCode).toBe(201);
  });

  it('an admin cancelling a paid order before it ships refunds it in full and restocks it', async () => {
    const { user, order, product } = await paidOrder(3);
    expect((await getProduct(t.app, product._id)).Quantity).toBe(7);
    const res = await as(t.app, t.admin, { method: 'PATCH', url: `/api/order/${order._id}/status`, payload: { status: 'cancelled' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refunded: 120, refunds: [{ amount: 120, status: 'succeeded' }] });
    expect((await getProduct(t.app, product._id)).Quantity).toBe(10);
    expect((await orderOf(user, order._id)).status).toBe('cancelled');
  });

  it('a refused refund leaves a cancel undone', async () => {
    const { user, order, product } = await paidOrder(1);
    (t.app.services.paymentProvider as TestGateway).failNextRefund('try later');
    const res = await as(t.app, t.admin, { method: 'PATCH', url: `/api/order/${order._id}/status`, payload: { status: 'cancelled' } });
    expect(res.statusCode).toBe(502);
    expect(await orderOf(user, order._id)).toMatchObject({ status: 'paid', refunded: 0 });
    expect((await getProduct(t.app, product._id)).Quantity).toBe(9);
  });

  it('only admins refund (403 before the body is read), only paid orders (409), bad amounts 400', async () => {
    const { user, order } = await paidOrder();
    expect((await refund(order._id, { amount: 'x' }, user)).statusCode).toBe(403);
    const unpaid = await placeOrder(t.app, user, (await createProduct(t.app, t.admin, 5))._id);
    expect((await refund(unpaid._id, { amount: 1, reason: 'x' })).json().message).toBe(apiMessages.refundUnpaid);
    expect((await refund(order._id, { amount: -1, reason: 'x' })).statusCode).toBe(400);
    expect((await refund(order._id, { amount: 1.001, reason: 'x' })).statusCode).toBe(400);
    expect((await refund(order._id, { amount: 1 })).statusCode).toBe(400);
  });
});
