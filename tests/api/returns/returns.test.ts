import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminOverview } from '../../../src/shared/schemas/insights.js';
import { orderSchema, type Order } from '../../../src/shared/schemas/order.js';
import { returnPageSchema, returnSchema, type Return } from '../../../src/shared/schemas/return.js';
import type { TestGateway } from '../../../src/server/modules/payments/test-gateway.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { expectMail, mailsTo, waitForMail } from '../../setup/outbox.js';
import { BERLIN_ADDRESS, createProduct, freeShippingOption, getProduct, payOrder, placeOrder, UNKNOWN_ID } from '../../setup/shop.js';

const t = useTestApp();

const requestReturn = (user: Session, orderId: string, body: object) =>
  as(t.app, user, { method: 'POST', url: `/api/order/${orderId}/returns`, payload: body });
const step = (id: string, body: object, by: Session = t.admin) =>
  as(t.app, by, { method: 'PATCH', url: `/api/returns/${id}`, payload: body });
const orderOf = async (user: Session, id: string): Promise<Order> =>
  orderSchema.parse((await as(t.app, user, { method: 'GET', url: `/api/order/${id}` })).json());
const returnOf = (res: { statusCode: number; body: string; json: () => unknown }, status = 200): Return => {
  expect(res.statusCode, res.body).toBe(status);
  return returnSchema.parse(res.json());
};
const setStatus = async (orderId: string, status: string, extra: object = {}) => {
  const res = await as(t.app, t.admin, { method: 'PATCH', url: `/api/order/${orderId}/status`, payload: { status, ...extra } });
  expect(res.statusCode, res.body).toBe(200);
};

/**
 * A customer's delivered order of `units` × a $40 part to Berlin (19% tax, free delivery):
 * $40 × units + 19% tax.
 */
async function deliveredOrder(units = 3) {
  const product = await createProduct(t.app, t.admin, 10, 40);
  const user = await t.customer();
  const order = await placeOrder(t.app, user, product._id, units, { address: BERLIN_ADDRESS });
  await payOrder(t.app, user, order._id);
  await setStatus(order._id, 'shipped', { trackingNumber: 'TRACK-1' });
  await setStatus(order._id, 'delivered');
  return { user, order, product };
}

describe('returns', () => {
  it('deliver → request → approve → receive with restock → refund: stock back, money back, order refunded when full', async () => {
    const { user, order, product } = await deliveredOrder(3);
    expect(order.cost).toBe(142.8); // 120 + 19% tax
    expect((await getProduct(t.app, product._id)).Quantity).toBe(7);
    expect((await orderOf(user, order._id)).returnableUntil).not.toBeNull();

    const asked = returnOf(
      await requestReturn(user, order._id, {
        lines: [{ productId: product._id, quantity: 2 }],
        reason: 'wrong_fit',
        note: 'Wrong connector',
      }),
      201,
    );
    expect(asked).toMatchObject({
      orderId: order._id,
      status: 'requested',
      reason: 'wrong_fit',
      note: 'Wrong connector',
      lines: [{ productId: product._id, quantity: 2, unitCost: 40 }],
      suggestedRefund: 95.2, // 80 + 19%
      returnAddress: null,
      refund: null,
    });
    expect(asked.timeline).toEqual([expect.objectContaining({ status: 'requested', by: 'customer' })]);
    const reference = `Return 1 of ${order.orderNumber}`;
    await expectMail(
      t.config.DATA_DIR,
      user.email,
      `We have your return request (${reference})`,
      `Order number: ${order.orderNumber}`,
      'Please do not send anything back before we have approved it',
    );

    const approved = returnOf(await step(asked._id, { status: 'approved', note: 'Use the original box' }));
    expect(approved).toMatchObject({ status: 'approved', adminNote: 'Use the original box' });
    expect(approved.returnAddress).toContain('PartsHub');
    await expectMail(t.config.DATA_DIR, user.email, `Your return is approved (${reference})`, 'Use the original box');

    const received = returnOf(await step(asked._id, { status: 'received', restock: true }));
    expect(received).toMatchObject({ status: 'received', restock: true });
    expect((await getProduct(t.app, product._id)).Quantity).toBe(9);

    const refunded = returnOf(await step(asked._id, { status: 'refunded' }));
    expect(refunded.status).toBe('refunded');
    expect(refunded.refund).toMatchObject({ amount: 95.2, status: 'succeeded' });
    expect(refunded.timeline.map((e) => e.status)).toEqual(['requested', 'approved', 'received', 'refunded']);
    expect(await orderOf(user, order._id)).toMatchObject({ status: 'delivered', refunded: 95.2 });

    // The last unit: the whole order is now refunded.
    const rest = returnOf(
      await requestReturn(user, order._id, { lines: [{ productId: product._id, quantity: 1 }], reason: 'not_needed' }),
      201,
    );
    returnOf(await step(rest._id, { status: 'approved' }));
    returnOf(await step(rest._id, { status: 'received', restock: false }));
    expect((await getProduct(t.app, product._id)).Quantity).toBe(9);
    const last = returnOf(await step(rest._id, { status: 'refunded', amount: 142.8 - 95.2 }));
    expect(last.refund?.amount).toBeCloseTo(47.6);
    expect(await orderOf(user, order._id)).toMatchObject({ status: 'refunded', refunded: 142.8 });

    // The customer sees both returns, newest first; another customer sees none.
    const mine = returnPageSchema.parse((await as(t.app, user, { method: 'GET', url: `/api/returns?orderId=${order._id}` })).json());
    expect(mine.items.map((r) => r._id)).toEqual([rest._id, asked._id]);
    const other = await t.customer();
    expect(returnPageSchema.parse((await as(t.app, other, { method: 'GET', url: '/api/returns' })).json()).total).toBe(0);
    expect((await as(t.app, other, { method: 'GET', url: `/api/returns/${asked._id}` })).statusCode).toBe(404);
  });

  it('a rejection tells the customer why and frees the units for another request', async () => {
    const { user, order, product } = await deliveredOrder(1);
    const asked = returnOf(
      await requestReturn(user, order._id, { lines: [{ productId: product._id, quantity: 1 }], reason: 'other' }),
      201,
    );
    const again = await requestReturn(user, order._id, { lines: [{ productId: product._id, quantity: 1 }], reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already being returned/);
    const rejected = returnOf(await step(asked._id, { status: 'rejected', note: 'The seal is broken' }));
    expect(rejected).toMatchObject({ status: 'rejected', adminNote: 'The seal is broken', returnAddress: null });
    const mail = await waitForMail(t.config.DATA_DIR, user.email, 'We cannot accept your return');
    expect(mail?.raw).toContain('The seal is broken');
    // A rejected return has no further step.
    expect((await step(asked._id, { status: 'approved' })).statusCode).toBe(409);
    expect((await requestReturn(user, order._id, { lines: [{ productId: product._id, quantity: 1 }], reason: 'other' })).statusCode).toBe(
      201,
    );
  });

  it('received without `restock`: back in stock unless the part came back broken (reason defective)', async () => {
    const { user, order, product } = await deliveredOrder(2);
    const broken = returnOf(
      await requestReturn(user, order._id, { lines: [{ productId: product._id, quantity: 1 }], reason: 'defective' }),
      201,
    );
    returnOf(await step(broken._id, { status: 'approved' }));
    expect(returnOf(await step(broken._id, { status: 'received' }))).toMatchObject({ status: 'received', restock: false });
    expect((await getProduct(t.app, product._id)).Quantity).toBe(8);

    const unwanted = returnOf(
      await requestReturn(user, order._id, { lines: [{ productId: product._id, quantity: 1 }], reason: 'not_needed' }),
      201,
    );
    returnOf(await step(unwanted._id, { status: 'approved' }));
    expect(returnOf(await step(unwanted._id, { status: 'received' }))).toMatchObject({ status: 'received', restock: true });
    expect((await getProduct(t.app, product._id)).Quantity).toBe(9);
  });

  it('only allowed steps, in order', async () => {
    const { user, order, product } = await deliveredOrder(1);
    const asked = returnOf(
      await requestReturn(user, order._id, { lines: [{ productId: product._id, quantity: 1 }], reason: 'defective' }),
      201,
    );
    for (const status of ['received', 'refunded']) {
      const res = await step(asked._id, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`A requested return can only be approved or rejected, not ${status}.`);
    }
    expect((await step(asked._id, { status: 'shipped' })).statusCode).toBe(400);
    // A customer may not move their own return (authorization before validation).
    expect((await step(asked._id, { status: 'approved' }, user)).statusCode).toBe(403);
    expect((await step(asked._id, { status: 'nonsense' }, user)).statusCode).toBe(403);
    expect((await step(UNKNOWN_ID, { status: 'approved' })).statusCode).toBe(404);
  });

  it('the window: only delivered orders, and only within RETURN_WINDOW_DAYS of delivery', async () => {
    const product = await createProduct(t.app, t.admin, 10, 40);
    const user = await t.customer();
    const order = await placeOrder(t.app, user, product._id, 1);
    await payOrder(t.app, user, order._id);
    const lines = [{ productId: product._id, quantity: 1 }];
    const early = await requestReturn(user, order._id, { lines, reason: 'not_needed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a delivered order can be returned.');
    expect((await orderOf(user, order._id)).returnableUntil).toBeNull();

    await setStatus(order._id, 'shipped');
    await setStatus(order._id, 'delivered');
    await t.app.db.execute(
      sql`UPDATE order_event SET created_at = now() - interval '31 days' WHERE order_id = ${order._id} AND status = 'delivered'`,
    );
    const late = await requestReturn(user, order._id, { lines, reason: 'not_needed' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^The return window for this order closed on /);
    expect(new Date((await orderOf(user, order._id)).returnableUntil!).getTime()).toBeLessThan(Date.now());
  });

  it('quantities: at most what was bought minus what other returns hold; only parts of the order', async () => {
    const { user, order, product } = await deliveredOrder(2);
    const over = await requestReturn(user, order._id, { lines: [{ productId: product._id, quantity: 3 }], reason: 'defective' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/^You can return at most 2 of /);
    returnOf(await requestReturn(user, order._id, { lines: [{ productId: product._id, quantity: 1 }], reason: 'defective' }), 201);
    expect(
      (await requestReturn(user, order._id, { lines: [{ productId: product._id, quantity: 2 }], reason: 'defective' })).statusCode,
    ).toBe(409);
    const stranger = await requestReturn(user, order._id, { lines: [{ productId: UNKNOWN_ID, quantity: 1 }], reason: 'defective' });
    expect(stranger.statusCode).toBe(409);
    const bad = await requestReturn(user, order._id, { lines: [], reason: 'defective' });
    expect(bad.statusCode).toBe(400);
    expect((await requestReturn(user, order._id, { lines: [{ productId: product._id, quantity: 1 }], reason: 'bored' })).statusCode).toBe(
      400,
    );
  });

  it('parallel requests for the last units: one wins', async () => {
    const { user, order, product } = await deliveredOrder(2);
    const body = { lines: [{ productId: product._id, quantity: 2 }], reason: 'not_needed' };
    const results = await Promise.all([1, 2, 3, 4].map(() => requestReturn(user, order._id, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it("another customer's order is a 404, as is a missing one", async () => {
    const { order, product } = await deliveredOrder(1);
    const other = await t.customer();
    const body = { lines: [{ productId: product._id, quantity: 1 }], reason: 'other' };
    expect((await requestReturn(other, order._id, body)).statusCode).toBe(404);
    expect((await requestReturn(other, UNKNOWN_ID, body)).statusCode).toBe(404);
  });

  it('refunds: over the refundable amount is a 409; two clicks refund once; a provider failure leaves the return received', async () => {
    const { user, order, product } = await deliveredOrder(2);
    const asked = returnOf(
      await requestReturn(user, order._id, { lines: [{ productId: product._id, quantity: 1 }], reason: 'defective' }),
      201,
    );
    returnOf(await step(asked._id, { status: 'approved' }));
    returnOf(await step(asked._id, { status: 'received', restock: false }));

    // A goodwill refund first leaves less to give back.
    const goodwill = await as(t.app, t.admin, {
      method: 'POST',
      url: `/api/order/${order._id}/refunds`,
      payload: { amount: 90, reason: 'Late' },
    });
    expect(goodwill.statusCode).toBe(201);
    const over = await step(asked._id, { status: 'refunded', amount: 5.21 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('At most $5.20 can still be refunded on this order.');

    (t.app.services.paymentProvider as TestGateway).failNextRefund('the card account is closed');
    const failed = await step(asked._id, { status: 'refunded', amount: 5 });
    expect(failed.statusCode).toBe(502);
    const still = returnOf(await as(t.app, t.admin, { method: 'GET', url: `/api/returns/${asked._id}` }));
    expect(still).toMatchObject({ status: 'received', refund: null });
    expect((await orderOf(user, order._id)).refunded).toBe(90);

    // Two clicks (even with different amounts) refund once.
    const clicks = await Promise.all([
      step(asked._id, { status: 'refunded', amount: 5 }),
      step(asked._id, { status: 'refunded', amount: 4 }),
    ]);
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200]);
    const refunds = (await orderOf(user, order._id)).refunds.filter((r) => r.status === 'succeeded');
    expect(refunds).toHaveLength(2);
    expect(returnOf(clicks[0]!).refund?._id).toBe(returnOf(clicks[1]!).refund?._id);
    const after = returnOf(await as(t.app, t.admin, { method: 'GET', url: `/api/returns/${asked._id}` }));
    expect(after.status).toBe('refunded');
    expect(after.timeline.filter((e) => e.status === 'refunded')).toHaveLength(1);
  });

  it('admins list every return by status, newest first, paged', async () => {
    const { user, order, product } = await deliveredOrder(3);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        returnOf(await requestReturn(user, order._id, { lines: [{ productId: product._id, quantity: 1 }], reason: 'other' }), 201)._id,
      );
    }
    await step(ids[0]!, { status: 'rejected', note: 'No' });
    const page = returnPageSchema.parse(
      (await as(t.app, t.admin, { method: 'GET', url: '/api/returns?status=requested&limit=1&page=2' })).json(),
    );
    expect(page.limit).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.every((r) => r.status === 'requested')).toBe(true);
    const first = returnPageSchema.parse(
      (await as(t.app, t.admin, { method: 'GET', url: '/api/returns?status=requested&limit=1' })).json(),
    );
    expect(first.items[0]!._id).toBe(ids[2]);
    expect((await as(t.app, t.admin, { method: 'GET', url: '/api/returns?status=lost' })).statusCode).toBe(400);
    expect((await as(t.app, null, { method: 'GET', url: '/api/returns' })).statusCode).toBe(401);
    expect(mailsTo(t.config.DATA_DIR, user.email).length).toBeGreaterThan(0);
    // The overview lists open returns, oldest first; a rejected one is not open.
    const overview = (await as(t.app, t.admin, { method: 'GET', url: '/api/insights/overview' })).json() as AdminOverview;
    const open = overview.openReturns.items.map((r) => r._id);
    expect(open).toEqual(expect.arrayContaining([ids[1], ids[2]]));
    expect(open).not.toContain(ids[0]);
    expect(open.indexOf(ids[1]!)).toBeLessThan(open.indexOf(ids[2]!));
    expect(overview.openReturns.total).toBeGreaterThanOrEqual(2);
  });
});

describe('a part that does not fit', () => {
  it('a return line says which laptop the part was bought for and whether the shop listed it as fitting', async () => {
    const laptop = (await t.app.inject({ method: 'GET', url: '/api/laptops?search=20L5' })).json()[0] as { _id: string };
    const [listed, unlisted] = [await createProduct(t.app, t.admin, 5, 20), await createProduct(t.app, t.admin, 5, 30)];
    const fit = await as(t.app, t.admin, {
      method: 'PUT',
      url: `/api/admin/products/${listed._id}/fitment`,
      payload: { partNumbers: [], fits: [{ laptopId: laptop._id, note: '' }] },
    });
    expect(fit.statusCode, fit.body).toBe(200);
    const user = await t.customer();
    for (const p of [listed, unlisted]) {
      const res = await as(t.app, user, { method: 'PUT', url: `/api/cart/items/${p._id}`, payload: { quantity: 1, laptopId: laptop._id } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const placed = await as(t.app, user, {
      method: 'POST',
      url: '/api/checkout',
      payload: { address: BERLIN_ADDRESS, shippingOptionId: await freeShippingOption(t.app) },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json()._id as string;
    await payOrder(t.app, user, orderId);
    await setStatus(orderId, 'shipped');
    await setStatus(orderId, 'delivered');
    const lines = [listed, unlisted].map((p) => ({ productId: p._id, quantity: 1 }));
    const asked = returnOf(await requestReturn(user, orderId, { lines, reason: 'wrong_fit' }), 201);
    const byProduct = new Map(asked.lines.map((l) => [l.productId, l]));
    expect(byProduct.get(listed._id)).toMatchObject({ laptop: 'ThinkPad T480', saidFits: true });
    expect(byProduct.get(unlisted._id)).toMatchObject({ laptop: 'ThinkPad T480', saidFits: false });
  });
});
