import { describe, expect, it } from 'vitest';
import type { Order, OrderPage } from '../../../src/shared/schemas/order.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { drainOutbox, expectMail, mailsTo } from '../../setup/outbox.js';
import { createProduct, getProduct, payOrder, placeOrder } from '../../setup/shop.js';

const t = useTestApp();

const newProduct = (stock = 10) => createProduct(t.app, t.admin, stock, 20);
const stockOf = async (id: string) => (await getProduct(t.app, id)).Quantity;
const manage = async (query: string) =>
  (await as(t.app, t.admin, { method: 'GET', url: `/api/order/manage?${query}` })).json() as OrderPage;

const setStatus = (who: Session, id: string, status: string, trackingNumber?: string) =>
  as(t.app, who, { method: 'PATCH', url: `/api/order/${id}/status`, payload: { status, trackingNumber } });

describe('order workflow', () => {
  it('takes an order from placed to delivered, recording each step', async () => {
    const user = await t.customer();
    const product = await newProduct();
    const order = await placeOrder(t.app, user, product._id, 2);
    expect(order.status).toBe('pending_payment');
    expect((await setStatus(t.admin, order._id, 'shipped')).statusCode).toBe(409); // not paid yet
    await payOrder(t.app, user, order._id);
    expect((await setStatus(user, order._id, 'shipped')).statusCode).toBe(403); // customers cannot ship
    const shipped = await setStatus(t.admin, order._id, 'shipped', '1Z999AA10123456784');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().trackingNumber).toBe('1Z999AA10123456784');
    expect((await setStatus(t.admin, order._id, 'cancelled')).statusCode).toBe(409); // shipped cannot be cancelled
    const delivered = await setStatus(t.admin, order._id, 'delivered');
    expect(delivered.statusCode).toBe(200);
    const mine = (await as(t.app, user, { method: 'GET', url: `/api/order/${order._id}` })).json() as Order;
    expect(mine.status).toBe('delivered');
    expect(mine.paid).toBe(true);
    expect(mine.timeline.map((e) => e.status)).toEqual(['pending_payment', 'paid', 'shipped', 'delivered']);
    expect(mine.timeline.map((e) => e.by)).toEqual(['customer', 'system', 'admin', 'admin']);
    expect((await setStatus(t.admin, order._id, 'shipped')).statusCode).toBe(409); // no way back
  });

  it('lets an admin cancel a paid order before it ships and returns the units', async () => {
    const user = await t.customer();
    const product = await newProduct(5);
    const order = await placeOrder(t.app, user, product._id, 3);
    await payOrder(t.app, user, order._id);
    expect(await stockOf(product._id)).toBe(2);
    expect((await as(t.app, user, { method: 'DELETE', url: `/api/order/${order._id}` })).statusCode).toBe(409);
    const res = await setStatus(t.admin, order._id, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect(await stockOf(product._id)).toBe(5);
    // Cancelling twice changes nothing and gives no units back twice.
    expect((await setStatus(t.admin, order._id, 'cancelled')).statusCode).toBe(409);
    expect((await as(t.app, t.admin, { method: 'DELETE', url: `/api/order/${order._id}` })).json()).toEqual({ deletedCount: 0 });
    expect(await stockOf(product._id)).toBe(5);
  });

  it('lets a customer cancel only their own unpaid order', async () => {
    const user = await t.customer();
    const other = await t.customer();
    const product = await newProduct(4);
    const order = await placeOrder(t.app, user, product._id, 4);
    expect((await setStatus(other, order._id, 'cancelled')).statusCode).toBe(403);
    expect((await setStatus(user, order._id, 'delivered')).statusCode).toBe(403);
    const res = await setStatus(user, order._id, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(await stockOf(product._id)).toBe(4);
  });

  it('refuses bad status bodies with 400', async () => {
    const user = await t.customer();
    const product = await newProduct();
    const order = await placeOrder(t.app, user, product._id);
    expect((await setStatus(t.admin, order._id, 'paid')).statusCode).toBe(400);
    expect((await setStatus(t.admin, order._id, 'teleported')).statusCode).toBe(400);
    expect(
      (await as(t.app, t.admin, { method: 'PATCH', url: '/api/order/not-a-uuid/status', payload: { status: 'shipped' } })).statusCode,
    ).toBe(400);
  });
});

describe('Manage Order list', () => {
  it('filters by status, searches by e-mail or product, pages newest first, admin only', async () => {
    const user = await t.customer(`findme${Date.now()}@example.com`);
    const product = await newProduct(20);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await placeOrder(t.app, user, product._id))._id);
    await payOrder(t.app, user, ids[0]!);
    expect((await as(t.app, user, { method: 'GET', url: '/api/order/manage' })).statusCode).toBe(403);
    const q = encodeURIComponent(user.email);
    const byEmail = await manage(`q=${q}&limit=2`);
    expect(byEmail.total).toBe(3);
    expect(byEmail.items).toHaveLength(2);
    expect(byEmail.items[0]!._id).toBe(ids[2]); // newest first
    const page2 = await manage(`q=${q}&limit=2&page=2`);
    expect(page2.items.map((o) => o._id)).toEqual([ids[0]]);
    const paid = await manage(`status=paid&q=${q}`);
    expect(paid.items.map((o) => o._id)).toEqual([ids[0]]);
    expect((await as(t.app, t.admin, { method: 'GET', url: '/api/order/manage?limit=1000' })).statusCode).toBe(400);
    expect((await as(t.app, t.admin, { method: 'GET', url: '/api/order/manage?status=lost' })).statusCode).toBe(400);
  });
});

describe('e-mails', () => {
  it('mails the customer when an order is placed, paid and shipped', async () => {
    const user = await t.customer();
    const product = await newProduct();
    const order = await placeOrder(t.app, user, product._id);
    await payOrder(t.app, user, order._id);
    await setStatus(t.admin, order._id, 'shipped', 'TRACK-42');
    const dir = t.config.DATA_DIR;
    await expectMail(
      dir,
      user.email,
      `Your PartsHub order: ${product.name} (order ${order.orderNumber})`,
      'Thank you for your order.',
      `Order number: ${order.orderNumber}`,
      `/dashboard/payment/${order._id}`,
    );
    await expectMail(
      dir,
      user.email,
      `Payment received for ${product.name} (order ${order.orderNumber})`,
      'We received your payment of $20.00',
      /Invoice: INV-\d{4}-\d{6}/,
    );
    await expectMail(
      dir,
      user.email,
      `Your order has shipped: ${product.name} (order ${order.orderNumber})`,
      'TRACK-42',
      `Order number: ${order.orderNumber}`,
      /Invoice: INV-\d{4}-\d{6}/,
    );
    await setStatus(t.admin, order._id, 'delivered');
    await expectMail(
      dir,
      user.email,
      `Your order has been delivered: ${product.name} (order ${order.orderNumber})`,
      `Order number: ${order.orderNumber}`,
      /return any of them until \w+/,
    );
  });

  it('mails the customer when the shop cancels their unpaid order, and not when they cancel it themselves', async () => {
    const user = await t.customer();
    const product = await newProduct();
    const byShop = await placeOrder(t.app, user, product._id);
    const byThemselves = await placeOrder(t.app, user, product._id);
    expect((await as(t.app, t.admin, { method: 'DELETE', url: `/api/order/${byShop._id}` })).statusCode).toBeLessThan(300);
    expect((await as(t.app, user, { method: 'DELETE', url: `/api/order/${byThemselves._id}` })).statusCode).toBeLessThan(300);
    const dir = t.config.DATA_DIR;
    await expectMail(
      dir,
      user.email,
      `Your order has been cancelled: ${product.name} (order ${byShop.orderNumber})`,
      'nothing will be charged',
      `Order number: ${byShop.orderNumber}`,
    );
    await drainOutbox(t.app);
    const subjects = mailsTo(dir, user.email).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Your order has been cancelled'))).toEqual([
      `Your order has been cancelled: ${product.name} (order ${byShop.orderNumber})`,
    ]);
  });
});
