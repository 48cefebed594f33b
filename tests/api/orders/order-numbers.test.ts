import { describe, expect, it } from 'vitest';
import { orderPageSchema, orderSchema, packingSlipSchema, type Order } from '../../../src/shared/schemas/order.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { drainOutbox, expectMail } from '../../setup/outbox.js';
import { createProduct, payOrder, placeOrder } from '../../setup/shop.js';

const t = useTestApp();
const YEAR = new Date().getUTCFullYear();
const NUMBER = new RegExp(`^PH-${YEAR}-\\d{6}$`);
const seq = (o: Pick<Order, 'orderNumber'>) => Number(o.orderNumber.split('-')[2]);

const get = (by: Session, url: string) => as(t.app, by, { method: 'GET', url });
const orderOf = async (by: Session, id: string) => orderSchema.parse((await get(by, `/api/order/${id}`)).json());
const orderNow = (user: Session, productId: string, quantity = 1) =>
  as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: productId, number: '5551234', quantity } });

describe('order numbers', () => {
  it('every placed order gets the next number, PH-<year>-<6 digits>, and keeps it everywhere it is read', async () => {
    const product = await createProduct(t.app, t.admin, 50, 20);
    const user = await t.customer();
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(orderSchema.parse(await placeOrder(t.app, user, product._id)));
    for (const o of placed) expect(o.orderNumber).toMatch(NUMBER);
    expect(placed.map(seq)).toEqual([seq(placed[0]!), seq(placed[0]!) + 1, seq(placed[0]!) + 2]);

    // The same number on every read: one order, the customer's list, Manage Order.
    expect((await orderOf(user, placed[1]!._id)).orderNumber).toBe(placed[1]!.orderNumber);
    const mine = (await get(user, '/api/order')).json() as Order[];
    expect(new Map(mine.map((o) => [o._id, o.orderNumber]))).toEqual(new Map(placed.map((o) => [o._id, o.orderNumber])));
    // Manage Order finds an order by its number (whole or in part).
    const found = orderPageSchema.parse((await get(t.admin, `/api/order/manage?q=${placed[2]!.orderNumber}`)).json());
    expect(found.items.map((o) => o._id)).toEqual([placed[2]!._id]);
    const tail = placed[2]!.orderNumber.slice(-6);
    const byTail = orderPageSchema.parse((await get(t.admin, `/api/order/manage?q=${tail}`)).json());
    expect(byTail.items.map((o) => o._id)).toContain(placed[2]!._id);
  });

  it('orders placed at once get distinct numbers with no gap; an order that is not placed takes none', async () => {
    const product = await createProduct(t.app, t.admin, 12, 5);
    const users = await Promise.all(Array.from({ length: 12 }, () => t.customer()));
    const answers = await Promise.all(users.map((u) => orderNow(u, product._id)));
    expect(answers.map((r) => r.statusCode)).toEqual(users.map(() => 201));
    const numbers = answers.map((r) => orderSchema.parse(r.json())).map(seq);
    expect(new Set(numbers).size).toBe(numbers.length);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted.at(-1)! - sorted[0]!).toBe(numbers.length - 1);

    // Sold out: the refused orders take no number, so the next one placed follows on.
    const refused = await Promise.all(users.slice(0, 3).map((u) => orderNow(u, product._id)));
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    const next = orderSchema.parse(await placeOrder(t.app, users[0]!, (await createProduct(t.app, t.admin, 1, 5))._id));
    expect(seq(next)).toBe(sorted.at(-1)! + 1);
  });

  it('the order e-mails, the invoice and the packing slip name the order by its number', async () => {
    const product = await createProduct(t.app, t.admin, 10, 20);
    const fitment = await as(t.app, t.admin, {
      method: 'PUT',
      url: `/api/admin/products/${product._id}/fitment`,
      payload: { partNumbers: [{ number: '01YU100', kind: 'fru' }], fits: [] },
    });
    expect(fitment.statusCode, fitment.body).toBe(200);
    const user = await t.customer();
    const order = orderSchema.parse(await placeOrder(t.app, user, product._id, 2));
    await payOrder(t.app, user, order._id);
    await drainOutbox(t.app);
    const n = order.orderNumber;
    await expectMail(t.config.DATA_DIR, user.email, `Your PartsHub order: ${product.name} (order ${n})`, `Order number: ${n}`);
    await expectMail(t.config.DATA_DIR, user.email, `Payment received for ${product.name} (order ${n})`, `Order number: ${n}`);

    const invoice = await get(user, `/api/order/${order._id}/invoice`);
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.body.replace(/>\s+</g, '><')).toContain(`<dt>Order number</dt><dd>${n}</dd>`);

    const slip = await get(t.admin, `/api/order/${order._id}/packing-slip`);
    expect(slip.statusCode, slip.body).toBe(200);
    const parsed = packingSlipSchema.parse(slip.json());
    expect(parsed.order.orderNumber).toBe(n);
    expect(parsed.lines).toEqual([
      { productId: product._id, sku: expect.stringMatching(/^PH-/), partNumbers: [{ number: '01YU100', kind: 'fru' }] },
    ]);
    expect((await get(user, `/api/order/${order._id}/packing-slip`)).statusCode).toBe(403);
  });
});
