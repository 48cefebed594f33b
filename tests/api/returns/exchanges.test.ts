/** Exchanges for parts that did not fit (issue 31): a wrong-fit return asks for a part that fits instead of the money. */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { exchangeOptionListSchema, type ExchangeOption } from '../../../src/shared/schemas/exchange.js';
import type { Laptop } from '../../../src/shared/schemas/laptop.js';
import { orderSchema, type Order } from '../../../src/shared/schemas/order.js';
import { returnSchema, type Return } from '../../../src/shared/schemas/return.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { expectMail } from '../../setup/outbox.js';
import { TEST_CARD } from '../../setup/cards.js';
import { BERLIN_ADDRESS, createProduct, freeShippingOption, getProduct, payOrder } from '../../setup/shop.js';

const t = useTestApp();
let payments = 0;

const laptopNamed = async (search: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/laptops?search=${encodeURIComponent(search)}` })).json() as Laptop[])[0]!;

const requestReturn = (user: Session, orderId: string, body: object) =>
  as(t.app, user, { method: 'POST', url: `/api/order/${orderId}/returns`, payload: body });
const step = (id: string, body: object, by: Session = t.admin) =>
  as(t.app, by, { method: 'PATCH', url: `/api/returns/${id}`, payload: body });
const returnOf = (res: { statusCode: number; body: string; json: () => unknown }, status = 200): Return => {
  expect(res.statusCode, res.body).toBe(status);
  return returnSchema.parse(res.json());
};
const orderOf = async (user: Session, id: string): Promise<Order> => {
  const res = await as(t.app, user, { method: 'GET', url: `/api/order/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return orderSchema.parse(res.json());
};
const setStatus = (orderId: string, status: string, extra: object = {}) =>
  as(t.app, t.admin, { method: 'PATCH', url: `/api/order/${orderId}/status`, payload: { status, ...extra } });
const stockOf = async (id: string) => (await getProduct(t.app, id)).Quantity;

/** Lists a part as fitting these laptop models (the shop's fitment: listed fits win). */
async function listFor(productId: string, laptopIds: string[]) {
  const res = await as(t.app, t.admin, {
    method: 'PUT',
    url: `/api/admin/products/${productId}/fitment`,
    payload: { partNumbers: [], fits: laptopIds.map((laptopId) => ({ laptopId, note: '' })) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A customer's delivered order of `units` × a $40 part bought for the ThinkPad T480, to Berlin (19% tax, free delivery),
 * with parts listed as fitting the T480 at $30 and $50 (10 in stock each) and one listed for another model only.
 */
async function wrongFitOrder(units = 1) {
  const [t480, other] = [await laptopNamed('ThinkPad T480'), await laptopNamed('Latitude 5490')];
  const bought = await createProduct(t.app, t.admin, 10, 40);
  const [cheaper, dearer, misfit] = [
    await createProduct(t.app, t.admin, 10, 30),
    await createProduct(t.app, t.admin, 10, 50),
    await createProduct(t.app, t.admin, 10, 35),
  ];
  for (const p of [bought, cheaper, dearer]) await listFor(p._id, [t480._id]);
  await listFor(misfit._id, [other._id]);
  const user = await t.customer();
  const placed = await as(t.app, user, {
    method: 'POST',
    url: '/api/order',
    payload: {
      userId: bought._id,
      number: '5551234',
      quantity: units,
      address: BERLIN_ADDRESS,
      shippingOptionId: await freeShippingOption(t.app),
      laptopId: t480._id,
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as Order;
  await payOrder(t.app, user, order._id, { remoteAddress: `127.0.8.${++payments}` });
  expect((await setStatus(order._id, 'shipped', { trackingNumber: 'TRACK-1' })).statusCode).toBe(200);
  expect((await setStatus(order._id, 'delivered')).statusCode).toBe(200);
  return { user, order, bought, cheaper, dearer, misfit, t480 };
}

/** The wrong-fit return of the one line, exchanged for `productId`. */
const askExchange = (user: Session, order: Order, bought: { _id: string }, productId: string, quantity = 1) =>
  requestReturn(user, order._id, { lines: [{ productId: bought._id, quantity }], reason: 'wrong_fit', exchange: { productId } });

/** That exchange asked for and approved: the return, and the replacement order's id. */
async function approvedExchange(user: Session, order: Order, bought: { _id: string }, productId: string) {
  const asked = returnOf(await askExchange(user, order, bought, productId), 201);
  return { asked, replacementId: returnOf(await step(asked._id, { status: 'approved' })).exchange!.orderId! };
}

/** A return as its customer reads it now. */
const returnNow = async (user: Session, id: string) => returnOf(await as(t.app, user, { method: 'GET', url: `/api/returns/${id}` }));

describe('exchanges: asking for one', () => {
  it('only for one wrong-fit line (400), and only for another part on sale, in stock, that fits the laptop (409)', async () => {
    const { user, order, bought, cheaper, misfit } = await wrongFitOrder();
    const notWrongFit = await requestReturn(user, order._id, {
      lines: [{ productId: bought._id, quantity: 1 }],
      reason: 'defective',
      exchange: { productId: cheaper._id },
    });
    expect(notWrongFit.statusCode).toBe(400);
    expect(notWrongFit.json().message).toMatch(/only for a part that does not fit/);
    const twoLines = await requestReturn(user, order._id, {
      lines: [
        { productId: bought._id, quantity: 1 },
        { productId: cheaper._id, quantity: 1 },
      ],
      reason: 'wrong_fit',
      exchange: { productId: cheaper._id },
    });
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().message).toMatch(/return exactly one line/);

    const same = await askExchange(user, order, bought, bought._id);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toMatch(/Choose another part/);
    const doesNotFit = await askExchange(user, order, bought, misfit._id);
    expect(doesNotFit.statusCode).toBe(409);
    expect(doesNotFit.json().message).toBe(
      `${misfit.name} does not fit your ThinkPad T480: Does not fit: the shop lists it for other models, not the ThinkPad T480`,
    );
    await t.app.pool.query('update product set stock_available = 0 where id = $1', [cheaper._id]);
    const soldOut = await askExchange(user, order, bought, cheaper._id);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toMatch(/not in stock/);
    const gone = await askExchange(user, order, bought, '00000000-0000-4000-8000-000000000000');
    expect(gone.statusCode).toBe(409);
    // Nothing was asked for: the unit is still free to return.
    expect((await as(t.app, user, { method: 'GET', url: `/api/returns?orderId=${order._id}` })).json().total).toBe(0);
  });

  it('lists the parts that could replace a line: fitting, in stock, not the part itself, best fit then nearest price', async () => {
    const { user, order, bought, cheaper, dearer, misfit } = await wrongFitOrder();
    const url = `/api/order/${order._id}/exchange-options?productId=${bought._id}`;
    const res = await as(t.app, user, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const options = exchangeOptionListSchema.parse(res.json());
    const ids = options.map((o) => o.product._id);
    expect(ids).toEqual(expect.arrayContaining([cheaper._id, dearer._id]));
    expect(ids).not.toContain(bought._id);
    expect(ids).not.toContain(misfit._id);
    expect(options.length).toBeLessThanOrEqual(12);
    const byId = new Map<string, ExchangeOption>(options.map((o) => [o.product._id, o]));
    // $40 returned with 19% tax ($47.60) against $30 + tax ($35.70): the shop refunds $11.90; $50: the customer pays $11.90.
    expect(byId.get(cheaper._id)).toMatchObject({ difference: -11.9, fit: { verdict: 'fits', source: 'listed' } });
    expect(byId.get(dearer._id)).toMatchObject({ difference: 11.9 });
    // Staff who read orders see them; another customer does not.
    expect((await as(t.app, t.admin, { method: 'GET', url })).statusCode).toBe(200);
    expect((await as(t.app, await t.customer(), { method: 'GET', url })).statusCode).toBe(403);
    const notInOrder = await as(t.app, user, { method: 'GET', url: `/api/order/${order._id}/exchange-options?productId=${cheaper._id}` });
    expect(notInOrder.statusCode).toBe(404);
  });

  it('prices a part on sale at its sale price, in the options and in the exchange asked for and placed', async () => {
    const { user, order, bought, dearer } = await wrongFitOrder();
    // 20 % off the $50 part while the sale runs: $40, what the returned part cost.
    const sale = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/admin/promotions',
      payload: { label: 'Exchange sale', kind: 'percentage', value: 20, productIds: [dearer._id] },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const options = exchangeOptionListSchema.parse(
      (await as(t.app, user, { method: 'GET', url: `/api/order/${order._id}/exchange-options?productId=${bought._id}` })).json(),
    );
    expect(options.find((o) => o.product._id === dearer._id)).toMatchObject({ product: { salePrice: 40 }, difference: 0 });
    const { asked, replacementId } = await approvedExchange(user, order, bought, dearer._id);
    expect(asked.exchange).toMatchObject({ productId: dearer._id, difference: 0 });
    // Nothing to pay: the credit covers the replacement at the price kept.
    const replacement = await orderOf(user, replacementId);
    expect(replacement).toMatchObject({ productId: dearer._id, unitCost: 40, subtotal: 40, discount: 40, cost: 0, status: 'paid' });
  });
});

describe('exchanges: approved, shipped, received', () => {
  it('a cheaper part: paid at once by the credit, ships only once the return is in, the rest refunded (capped), stock moves once', async () => {
    const { user, order, bought, cheaper } = await wrongFitOrder();
    const [boughtStock, cheaperStock] = [await stockOf(bought._id), await stockOf(cheaper._id)];
    const asked = returnOf(await askExchange(user, order, bought, cheaper._id), 201);
    expect(asked.exchange).toMatchObject({ productId: cheaper._id, orderId: null, status: 'requested', difference: -11.9, unitCost: 30 });
    expect(await stockOf(cheaper._id)).toBe(cheaperStock);

    const approved = returnOf(await step(asked._id, { status: 'approved' }));
    expect(approved.exchange).toMatchObject({ status: 'reserved', difference: -11.9 });
    const replacementId = approved.exchange!.orderId!;
    expect(await stockOf(cheaper._id)).toBe(cheaperStock - 1);
    const replacement = await orderOf(user, replacementId);
    expect(replacement).toMatchObject({
      status: 'paid',
      subtotal: 30,
      discount: 30,
      shipping: 0,
      tax: 0,
      cost: 0,
      exchangeFor: { returnId: asked._id, returnNumber: 1, orderNumber: order.orderNumber, label: `Return 1 of ${order.orderNumber}` },
    });
    expect(replacement.discounts).toEqual([
      expect.objectContaining({ kind: 'exchange', label: `Exchange for Return 1 of ${order.orderNumber}`, amount: 30 }),
    ]);
    expect(replacement.invoiceNumber).not.toBeNull();
    const invoice = await as(t.app, user, { method: 'GET', url: `/api/order/${replacementId}/invoice` });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.body).toContain(`Exchange for Return 1 of ${order.orderNumber}`);
    expect(replacement.timeline.map((e) => e.note).join(' ')).toContain(`Exchange for Return 1 of ${order.orderNumber}`);
    expect((await orderOf(user, order._id)).timeline.map((e) => e.note).join(' ')).toContain(`exchange order ${replacement.orderNumber}`);
    expect(approved.timeline.at(-1)!.note).toContain(`Exchange order ${replacement.orderNumber} placed`);
    await expectMail(t.config.DATA_DIR, user.email, `Your return is approved (Return 1 of ${order.orderNumber})`, 'Nothing is left to pay');
    // The credit is given once: a second approval is not a step a return can take.
    expect((await step(asked._id, { status: 'approved' })).statusCode).toBe(409);

    const early = await setStatus(replacementId, 'shipped', { trackingNumber: 'SWAP-1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Ship the exchange once the returned part is in.');

    const received = returnOf(await step(asked._id, { status: 'received', restock: true }));
    expect(received.status).toBe('received');
    expect(await stockOf(bought._id)).toBe(boughtStock + 1);
    expect((await setStatus(replacementId, 'shipped', { trackingNumber: 'SWAP-1' })).statusCode).toBe(200);
    expect((await returnNow(user, asked._id)).exchange?.status).toBe('completed');

    const tooMuch = await step(asked._id, { status: 'refunded', amount: 47.6 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/at most \$11\.90/);
    const refunded = returnOf(await step(asked._id, { status: 'refunded' }));
    expect(refunded).toMatchObject({ status: 'exchanged', refund: { amount: 11.9, status: 'succeeded' } });
    // The original order's credit note covers what was refunded.
    expect(refunded.refund!.creditNoteNumber).not.toBeNull();
    const note = await as(t.app, user, { method: 'GET', url: `/api/refunds/${refunded.refund!._id}/credit-note` });
    expect(note.statusCode).toBe(200);
    expect(note.body).toContain(order.orderNumber);
    expect((await orderOf(user, order._id)).refunded).toBe(11.9);
    // In the end: the returned unit back once, the replacement out once.
    expect(await stockOf(bought._id)).toBe(boughtStock + 1);
    expect(await stockOf(cheaper._id)).toBe(cheaperStock - 1);
  });

  it('a dearer part: the difference is paid by card, the order waits without expiring, receiving finishes the return', async () => {
    const { user, order, bought, dearer } = await wrongFitOrder();
    const asked = returnOf(await askExchange(user, order, bought, dearer._id), 201);
    expect(asked.exchange).toMatchObject({ difference: 11.9, status: 'requested' });
    const approved = returnOf(await step(asked._id, { status: 'approved' }));
    const replacementId = approved.exchange!.orderId!;
    const replacement = await orderOf(user, replacementId);
    // $50 less the $40 credit, with 19% tax: $11.90, the difference.
    expect(replacement).toMatchObject({ status: 'pending_payment', subtotal: 50, discount: 40, tax: 1.9, cost: 11.9, amountDue: 11.9 });
    await expectMail(t.config.DATA_DIR, user.email, `Your return is approved (Return 1 of ${order.orderNumber})`, 'Pay the difference');

    // It holds its units for the customer without counting against the limits on unpaid orders.
    const { rows } = await t.app.pool.query<{ user_id: string }>('select user_id from "order" where id = $1', [replacementId]);
    const held = await t.app.services.orders.heldUnits(t.app.db, { userId: rows[0]!.user_id, email: user.email }, [dearer._id]);
    expect(held.size).toBe(0);
    // It does not lapse with the unpaid orders' hold.
    await sleep(1100);
    await t.app.flows.expireOrders();
    expect((await orderOf(user, replacementId)).status).toBe('pending_payment');
    // The customer cannot cancel it: it belongs to the return.
    const cancel = await as(t.app, user, { method: 'DELETE', url: `/api/order/${replacementId}` });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/ask the shop/);

    await payOrder(t.app, user, replacementId, { remoteAddress: `127.0.8.${++payments}` });
    expect((await orderOf(user, replacementId)).status).toBe('paid');
    const received = returnOf(await step(asked._id, { status: 'received', restock: true }));
    expect(received.status).toBe('exchanged');
    expect(received.timeline.map((e) => e.status)).toEqual(['requested', 'approved', 'received', 'exchanged']);
    const refund = await step(asked._id, { status: 'refunded' });
    expect(refund.statusCode).toBe(409);
    expect((await setStatus(replacementId, 'shipped')).statusCode).toBe(200);
    expect((await returnNow(user, asked._id)).exchange?.status).toBe('completed');
  });

  it('with the owner’s setting the replacement ships before the return is in; sold out at approval changes nothing', async () => {
    const { user, order, bought, cheaper, dearer } = await wrongFitOrder();
    const soldOut = returnOf(await askExchange(user, order, bought, dearer._id), 201);
    await t.app.pool.query('update product set stock_available = 0 where id = $1', [dearer._id]);
    const refused = await step(soldOut._id, { status: 'approved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/sold out/);
    expect(await returnNow(user, soldOut._id)).toMatchObject({
      status: 'requested',
      exchange: { status: 'requested', orderId: null },
    });
    // Rejected: the exchange is cancelled, and the unit is free for another request.
    const rejected = returnOf(await step(soldOut._id, { status: 'rejected', note: 'Sold out' }));
    expect(rejected.exchange?.status).toBe('cancelled');

    const put = (on: boolean) =>
      as(t.app, t.admin, { method: 'PUT', url: '/api/admin/settings', payload: { refundLimit: 100, exchangeShipsAtOnce: on } });
    expect((await put(true)).json()).toMatchObject({ exchangeShipsAtOnce: true });
    try {
      const { asked, replacementId } = await approvedExchange(user, order, bought, cheaper._id);
      expect((await setStatus(replacementId, 'shipped')).statusCode).toBe(200);
      expect((await returnNow(user, asked._id)).exchange?.status).toBe('shipped');
      const received = returnOf(await step(asked._id, { status: 'received' }));
      expect(received.exchange?.status).toBe('completed');
    } finally {
      expect((await put(false)).json()).toMatchObject({ exchangeShipsAtOnce: false });
    }
  });

  it('staff cancel the replacement: the exchange is cancelled, its units back, and the return refunds in full again', async () => {
    const { user, order, bought, dearer } = await wrongFitOrder();
    const dearerStock = await stockOf(dearer._id);
    const { asked, replacementId } = await approvedExchange(user, order, bought, dearer._id);
    expect(await stockOf(dearer._id)).toBe(dearerStock - 1);
    const cancelled = await setStatus(replacementId, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(dearer._id)).toBe(dearerStock);
    const now = await returnNow(user, asked._id);
    expect(now.exchange?.status).toBe('cancelled');
    returnOf(await step(asked._id, { status: 'received' }));
    const refunded = returnOf(await step(asked._id, { status: 'refunded' }));
    expect(refunded).toMatchObject({ status: 'refunded', refund: { amount: 47.6 } });
  });
});

describe('exchanges: staff cancel a replacement paid by the credit alone', () => {
  it('cancels it with nothing to refund: its units back, the exchange cancelled', async () => {
    const { user, order, bought, cheaper } = await wrongFitOrder();
    const cheaperStock = await stockOf(cheaper._id);
    const { asked, replacementId } = await approvedExchange(user, order, bought, cheaper._id);
    expect((await orderOf(user, replacementId)).status).toBe('paid');
    const cancelled = await setStatus(replacementId, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await orderOf(user, replacementId)).status).toBe('cancelled');
    expect(await stockOf(cheaper._id)).toBe(cheaperStock);
    const now = await returnNow(user, asked._id);
    expect(now.exchange?.status).toBe('cancelled');
  });

  it('a replacement paid by card: cancelling refunds its difference, and the exchange is cancelled', async () => {
    const { user, order, bought, dearer } = await wrongFitOrder();
    const { asked, replacementId } = await approvedExchange(user, order, bought, dearer._id);
    await payOrder(t.app, user, replacementId, { remoteAddress: `127.0.8.${++payments}` });
    const cancelled = await setStatus(replacementId, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await orderOf(user, replacementId)).toMatchObject({ status: 'cancelled', refunded: 11.9 });
    const now = await returnNow(user, asked._id);
    expect(now.exchange?.status).toBe('cancelled');
  });

  it('after the difference was refunded: the return is received again and refunds the rest of its value', async () => {
    const { user, order, bought, cheaper } = await wrongFitOrder();
    const { asked, replacementId } = await approvedExchange(user, order, bought, cheaper._id);
    returnOf(await step(asked._id, { status: 'received' }));
    expect(returnOf(await step(asked._id, { status: 'refunded' })).status).toBe('exchanged');
    expect((await setStatus(replacementId, 'cancelled')).statusCode).toBe(200);
    const again = await returnNow(user, asked._id);
    expect(again).toMatchObject({ status: 'received', exchange: { status: 'cancelled' } });
    const rest = returnOf(await step(asked._id, { status: 'refunded' }));
    expect(rest).toMatchObject({ status: 'refunded', refund: { amount: 35.7 } });
    expect((await orderOf(user, order._id)).refunded).toBe(47.6);
  });
});

describe('exchanges: a guest, a line without a laptop', () => {
  it('offers and takes only parts of the same category through the order link; the replacement is the guest’s, paid by card', async () => {
    const bought = await createProduct(t.app, t.admin, 10, 40);
    const [sameKind, dearer] = [await createProduct(t.app, t.admin, 10, 30), await createProduct(t.app, t.admin, 10, 50)];
    const fan = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/service',
      payload: { name: `Exchange other kind ${Date.now()}`, sublierName: 'Supplier', cost: 35, Quantity: 10, category: 'fans' },
    });
    expect(fan.statusCode, fan.body).toBe(201);
    const email = `guest-exchange-${Date.now()}@example.com`;
    const ip = '10.88.0.1';
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      remoteAddress: ip,
      payload: {
        email,
        items: [{ productId: bought._id, quantity: 1 }],
        address: BERLIN_ADDRESS,
        shippingOptionId: await freeShippingOption(t.app),
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { _id: orderId, guestToken: token, orderNumber } = placed.json() as { _id: string; guestToken: string; orderNumber: string };
    const intent = await t.app.inject({ method: 'POST', url: `/api/guest/orders/${token}/payment-intent`, remoteAddress: ip, payload: {} });
    expect(intent.statusCode, intent.body).toBe(200);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      remoteAddress: ip,
      payload: { clientSecret: (intent.json() as { clientSecret: string }).clientSecret, card: TEST_CARD },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    for (const status of ['shipped', 'delivered']) expect((await setStatus(orderId, status)).statusCode).toBe(200);

    const options = await t.app.inject({ method: 'GET', url: `/api/guest/orders/${token}/exchange-options?productId=${bought._id}` });
    expect(options.statusCode, options.body).toBe(200);
    const listed = exchangeOptionListSchema.parse(options.json());
    expect(listed.every((o) => o.product.category === 'memory' && o.fit === null)).toBe(true);
    expect(listed.map((o) => o.product._id)).not.toContain((fan.json() as { _id: string })._id);

    const ask = (productId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/guest/orders/${token}/returns`,
        remoteAddress: ip,
        payload: { lines: [{ productId: bought._id, quantity: 1 }], reason: 'wrong_fit', exchange: { productId } },
      });
    const otherKind = await ask((fan.json() as { _id: string })._id);
    expect(otherKind.statusCode).toBe(409);
    expect(otherKind.json().message).toMatch(/same category/);
    expect(sameKind.category).toBe('memory');
    const asked = returnOf(await ask(dearer._id), 201);
    expect(asked.exchange).toMatchObject({ difference: 11.9 });
    const approved = returnOf(await step(asked._id, { status: 'approved' }));
    const replacement = await t.app.pool.query<{ user_id: string | null; customer_email: string; status: string }>(
      'select user_id, customer_email, status from "order" where id = $1',
      [approved.exchange!.orderId],
    );
    expect(replacement.rows[0]).toEqual({ user_id: null, customer_email: email, status: 'pending_payment' });
    // The approval's e-mail links to the replacement's own page to pay the difference.
    await expectMail(
      t.config.DATA_DIR,
      email,
      `Your return is approved (Return 1 of ${orderNumber})`,
      'Pay the difference',
      '/guest/orders/',
    );
  });
});
