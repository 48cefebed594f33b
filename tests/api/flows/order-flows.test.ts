import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/server/lib/viewer.js';
import type { OrderRequest } from '../../../src/server/flows/place-order.js';
import { apiMessages } from '../../../src/shared/messages.js';
import { useTestApp, type Session } from '../../setup/app.js';
import { drainOutbox, expectMail, mailsTo } from '../../setup/outbox.js';
import { createProduct, freeShippingOption, payOrder, US_ADDRESS } from '../../setup/shop.js';

/** The flows called as routes call them (app.flows.*), on the real database; outcomes read back through the services. */
const t = useTestApp();

/** The viewer a session acts for, as the auth hook builds it. */
async function viewerOf(session: Session): Promise<Viewer> {
  return (await t.app.services.accounts.viewerFromToken(session.token))!;
}

const stockOf = async (productId: string) => (await t.app.services.catalog.byIds([productId]))[0]!.stockAvailable;

/** Order Now through the flow: `quantity` of one product, delivered free to a US address (no tax). */
async function orderNow(viewer: Viewer, productId: string, quantity: number) {
  const request: OrderRequest = {
    lines: [{ productId, quantity, laptopId: null }],
    phone: '5551234',
    delivery: { address: { ...US_ADDRESS, line2: '' }, shippingOptionId: await freeShippingOption(t.app) },
  };
  return t.app.flows.placeOrder(viewer, request);
}

describe('placeOrder', () => {
  it('holds the units and writes the order, its lines and its first event', async () => {
    const product = await createProduct(t.app, t.admin, 5, 25);
    const viewer = await viewerOf(await t.customer());
    const order = await orderNow(viewer, product._id, 2);
    expect(order).toMatchObject({ status: 'pending_payment', userId: viewer.id, subtotalCents: 5000, totalCents: 5000 });
    expect(await stockOf(product._id)).toBe(3);
    const stored = await t.app.services.orders.get(order.id, viewer);
    expect(stored).toMatchObject({ id: order.id, status: 'pending_payment', totalCents: 5000, phone: '5551234' });
    expect(stored.lines).toMatchObject([{ productId: product._id, quantity: 2, unitPriceCents: 2500 }]);
    expect(stored.timeline.map((e) => e.status)).toEqual(['pending_payment']);
    await drainOutbox(t.app);
    await expectMail(
      t.config.DATA_DIR,
      viewer.email,
      `Your PartsHub order: ${product.name} (order ${order.orderNumber})`,
      `/dashboard/payment/${order.id}`,
    );
  });

  it('takes nothing when the stock cannot fill the line', async () => {
    const product = await createProduct(t.app, t.admin, 1, 25);
    const viewer = await viewerOf(await t.customer());
    await expect(orderNow(viewer, product._id, 2)).rejects.toMatchObject({ statusCode: 409, message: apiMessages.outOfStock });
    expect(await stockOf(product._id)).toBe(1);
    expect(await t.app.services.orders.listForUser(viewer.id)).toEqual([]);
  });
});

describe('cancelOrder', () => {
  it('puts the units back and queues the back-in-stock mail of a shopper waiting for them', async () => {
    const product = await createProduct(t.app, t.admin, 1, 30);
    const buyer = await viewerOf(await t.customer());
    const waiting = await viewerOf(await t.customer());
    const order = await orderNow(buyer, product._id, 1);
    expect(await stockOf(product._id)).toBe(0);
    await t.app.flows.subscribeRestock(waiting, product._id);
    const cancelled = await t.app.flows.cancelOrder(order.id, buyer);
    expect(cancelled).toMatchObject({ id: order.id, status: 'cancelled' });
    expect(cancelled!.timeline.map((e) => e.status)).toEqual(['pending_payment', 'cancelled']);
    expect(await stockOf(product._id)).toBe(1);
    expect(await t.app.services.restock.isWaiting(product._id, waiting.id)).toBe(false);
    await drainOutbox(t.app);
    const backInStock = mailsTo(t.config.DATA_DIR, waiting.email).filter((m) => m.subject === `Back in stock: ${product.name}`);
    expect(backInStock).toHaveLength(1);
    expect(backInStock[0]!.raw).toContain(`/details/${product._id}`);
  });

  it('refuses a second cancel, or answers null with alreadyOk, and returns the units once', async () => {
    const product = await createProduct(t.app, t.admin, 4, 30);
    const buyer = await viewerOf(await t.customer());
    const order = await orderNow(buyer, product._id, 3);
    await t.app.flows.cancelOrder(order.id, buyer);
    await expect(t.app.flows.cancelOrder(order.id, buyer)).rejects.toMatchObject({ statusCode: 409 });
    expect(await t.app.flows.cancelOrder(order.id, buyer, { alreadyOk: true })).toBeNull();
    expect(await stockOf(product._id)).toBe(4);
  });
});

describe('refundOrder', () => {
  it('refunds part of a paid order, never more than is left, and the rest makes it refunded', async () => {
    const product = await createProduct(t.app, t.admin, 5, 40);
    const session = await t.customer();
    const buyer = await viewerOf(session);
    const admin = await viewerOf(t.admin);
    const order = await orderNow(buyer, product._id, 2);
    await payOrder(t.app, session, order.id);
    const first = await t.app.flows.refundOrder(admin, order.id, { amountCents: 3000, reason: 'Scratched bezel' });
    expect(first).toMatchObject({ created: true, refund: { status: 'succeeded', amountCents: 3000, orderId: order.id } });
    await expect(t.app.flows.refundOrder(admin, order.id, { amountCents: 5001, reason: 'Too much' })).rejects.toMatchObject({
      statusCode: 409,
      message: apiMessages.refundTooLarge('$50.00'),
    });
    expect(await t.app.services.orders.get(order.id, admin)).toMatchObject({ status: 'paid', refundedCents: 3000 });
    const rest = await t.app.flows.refundOrder(admin, order.id, { amountCents: 5000, reason: 'The rest' });
    expect(rest.refund).toMatchObject({ status: 'succeeded', amountCents: 5000 });
    expect(await t.app.services.orders.get(order.id, admin)).toMatchObject({ status: 'refunded', refundedCents: 8000 });
    await drainOutbox(t.app);
    const mails = mailsTo(t.config.DATA_DIR, session.email).filter(
      (m) => m.subject === `Refund for your order: ${product.name} (order ${order.orderNumber})`,
    );
    expect(mails).toHaveLength(2);
  });

  it('answers the same refund asked again within a minute with the first', async () => {
    const product = await createProduct(t.app, t.admin, 5, 40);
    const session = await t.customer();
    const order = await orderNow(await viewerOf(session), product._id, 1);
    await payOrder(t.app, session, order.id);
    const admin = await viewerOf(t.admin);
    const first = await t.app.flows.refundOrder(admin, order.id, { amountCents: 1000, reason: 'Goodwill' });
    const again = await t.app.flows.refundOrder(admin, order.id, { amountCents: 1000, reason: 'Goodwill' });
    expect(again).toEqual({ refund: first.refund, created: false });
    expect(await t.app.services.orders.get(order.id, admin)).toMatchObject({ refundedCents: 1000 });
  });
});

describe('viewCart', () => {
  it('is bound like every flow: the viewer first, the cart with today’s prices and stock', async () => {
    const product = await createProduct(t.app, t.admin, 3, 12);
    const viewer = await viewerOf(await t.customer());
    await t.app.flows.setCartItem(viewer, product._id, 2);
    const cart = await t.app.flows.viewCart(viewer);
    expect(cart).toMatchObject({ count: 2, subtotalCents: 2400 });
    expect(cart.lines).toMatchObject([{ productId: product._id, quantity: 2, available: 3 }]);
  });
});
