import { describe, expect, it } from 'vitest';
import { returnPageSchema, returnSchema, type Return } from '../../../src/shared/schemas/return.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { drainOutbox, expectMail } from '../../setup/outbox.js';
import { createProduct, payOrder, placeOrder } from '../../setup/shop.js';

const t = useTestApp();

const requestReturn = (user: Session, orderId: string, productId: string, quantity = 1) =>
  as(t.app, user, {
    method: 'POST',
    url: `/api/order/${orderId}/returns`,
    payload: { lines: [{ productId, quantity }], reason: 'not_needed', note: '' },
  });
const created = (res: { statusCode: number; body: string; json: () => unknown }): Return => {
  expect(res.statusCode, res.body).toBe(201);
  return returnSchema.parse(res.json());
};

/** A customer's delivered order of `units` × a part. */
async function deliveredOrder(units: number) {
  const product = await createProduct(t.app, t.admin, 20, 30);
  const user = await t.customer();
  const order = await placeOrder(t.app, user, product._id, units);
  await payOrder(t.app, user, order._id);
  for (const status of ['shipped', 'delivered']) {
    const res = await as(t.app, t.admin, { method: 'PATCH', url: `/api/order/${order._id}/status`, payload: { status } });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { user, order, product };
}

describe('return numbers', () => {
  it("numbers returns 1, 2, … within their order, with the order's number, on the wire and in the e-mails", async () => {
    const { user, order, product } = await deliveredOrder(4);
    const first = created(await requestReturn(user, order._id, product._id));
    expect(first).toMatchObject({ number: 1, orderNumber: order.orderNumber });
    // Asked at the same moment: the order's lock numbers them one after the other.
    const [second, third] = await Promise.all([1, 2].map(async () => created(await requestReturn(user, order._id, product._id))));
    expect([second!.number, third!.number].sort()).toEqual([2, 3]);

    // Another order's returns start at 1 again.
    const other = await deliveredOrder(1);
    expect(created(await requestReturn(other.user, other.order._id, other.product._id))).toMatchObject({
      number: 1,
      orderNumber: other.order.orderNumber,
    });

    const listed = returnPageSchema.parse((await as(t.app, user, { method: 'GET', url: `/api/returns?orderId=${order._id}` })).json());
    expect(listed.items.map((r) => r.number).sort()).toEqual([1, 2, 3]);
    expect(new Set(listed.items.map((r) => r.orderNumber))).toEqual(new Set([order.orderNumber]));

    await drainOutbox(t.app);
    const reference = `Return 2 of ${order.orderNumber}`;
    await expectMail(t.config.DATA_DIR, user.email, `We have your return request (${reference})`, `Order number: ${order.orderNumber}`);
    const approved = await as(t.app, t.admin, { method: 'PATCH', url: `/api/returns/${first._id}`, payload: { status: 'approved' } });
    expect(approved.statusCode, approved.body).toBe(200);
    await expectMail(
      t.config.DATA_DIR,
      user.email,
      `Your return is approved (Return 1 of ${order.orderNumber})`,
      `put a note saying "Return 1 of ${order.orderNumber}" in the parcel`,
    );
  });
});
