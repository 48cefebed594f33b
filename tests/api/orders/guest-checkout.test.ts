import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import { quoteSchema } from '../../../src/shared/schemas/checkout.js';
import { orderSchema, placedOrderSchema, type Order } from '../../../src/shared/schemas/order.js';
import { returnSchema } from '../../../src/shared/schemas/return.js';
import { as, uniqueEmail, useTestApp } from '../../setup/app.js';
import { expectMail, mailsTo, waitForMail } from '../../setup/outbox.js';
import { TEST_CARD } from '../../setup/cards.js';
import { BERLIN_ADDRESS, createProduct, getProduct } from '../../setup/shop.js';

// The shop's real limits on holding stock, small enough to reach (each test's guests have their own e-mails and addresses).
const t = useTestApp({ env: { MAX_OPEN_ORDERS: '3', MAX_HELD_UNITS: '3', ORDER_WRITES_PER_ACCOUNT: '6' } });

let standard: string;
beforeAll(async () => {
  const all = (await as(t.app, t.admin, { method: 'GET', url: '/api/admin/shipping-options' })).json() as { _id: string; name: string }[];
  standard = all.find((o) => o.name === 'Standard ground')!._id;
  await as(t.app, t.admin, { method: 'PUT', url: '/api/admin/tax-rates/DE', payload: { rate: 0.19 } });
});

let ips = 0;
/** Each guest its own client address, so the per-address limits of one test do not touch another's. */
const nextIp = () => `10.77.${Math.floor(++ips / 250)}.${ips % 250}`;

interface Guest {
  email: string;
  ip: string;
}
const newGuest = (): Guest => ({ email: uniqueEmail('guest'), ip: nextIp() });

const body = (g: Guest, items: { productId: string; quantity: number }[], extra: object = {}) => ({
  email: g.email,
  items,
  address: BERLIN_ADDRESS,
  shippingOptionId: standard,
  ...extra,
});

const post = (g: Guest, url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: g.ip });

async function guestOrder(g: Guest, items: { productId: string; quantity: number }[], extra: object = {}) {
  const res = await post(g, '/api/checkout', body(g, items, extra));
  expect(res.statusCode, res.body).toBe(201);
  const placed = placedOrderSchema.parse(res.json());
  expect(placed.guestToken).toMatch(/^[0-9a-f-]{36}\.0\.[\w-]{43}$/);
  return { order: placed, token: placed.guestToken! };
}

const openLink = (token: string) => t.app.inject({ method: 'GET', url: `/api/guest/orders/${token}` });

async function payByLink(g: Guest, token: string) {
  const intent = await post(g, `/api/guest/orders/${token}/payment-intent`, {});
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret } = intent.json() as { clientSecret: string };
  const confirm = await post(g, '/api/payments/test/confirm', { clientSecret, card: TEST_CARD });
  expect(confirm.statusCode, confirm.body).toBe(200);
}

async function setGuestCheckout(on: boolean) {
  const res = await as(t.app, t.admin, { method: 'PUT', url: '/api/admin/settings', payload: { refundLimit: 100, guestCheckout: on } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().guestCheckout).toBe(on);
}

describe('guest checkout', () => {
  it('a guest quotes and places two parts with a code, the quote equals the order, pays through the link, and gets the invoice', async () => {
    const [a, b] = [await createProduct(t.app, t.admin, 10, 40), await createProduct(t.app, t.admin, 10, 25)];
    const promo = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/admin/promotions',
      payload: { label: 'Guest ten', code: `GUEST${ips}X`, kind: 'percentage', value: 10 },
    });
    expect(promo.statusCode, promo.body).toBe(201);
    const g = newGuest();
    const items = [
      { productId: a._id, quantity: 2 },
      { productId: b._id, quantity: 1 },
    ];
    const code = { discountCode: promo.json().code as string };
    const quote = await post(g, '/api/checkout/quote', body(g, items, code));
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quoteSchema.parse(quote.json());
    expect(q.subtotal).toBe(105);
    expect(q.discount).toBe(10.5);
    expect(q.tax).toBe(Math.round((105 - 10.5 + q.shipping) * 0.19 * 100) / 100);

    const { order, token } = await guestOrder(g, items, code);
    expect(order).toMatchObject({
      subtotal: q.subtotal,
      discount: q.discount,
      shipping: q.shipping,
      tax: q.tax,
      cost: q.cost,
      userEmail: g.email,
    });
    expect((await getProduct(t.app, a._id)).Quantity).toBe(8);
    const mail = await waitForMail(t.config.DATA_DIR, g.email, 'Your PartsHub order: ');
    expect(mail?.raw).toContain(`/guest/orders/${token}`);
    expect(mail?.raw).toContain(order.orderNumber);
    expect(mail?.raw).not.toContain('/dashboard/payment/');

    await payByLink(g, token);
    const seen = orderSchema.parse((await openLink(token)).json());
    expect(seen).toMatchObject({ _id: order._id, status: 'paid', paid: true });
    expect(seen.invoiceNumber).toMatch(/^INV-/);
    const invoice = await t.app.inject({ method: 'GET', url: `/api/guest/orders/${token}/invoice` });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toContain('text/html');
    expect(invoice.body).toContain(order.orderNumber);
    // The link opens this order and nothing else: the account routes still want a session.
    expect((await t.app.inject({ method: 'GET', url: `/api/order/${order._id}` })).statusCode).toBe(401);
  });

  it('asks a guest for the e-mail and the parts, and refuses a saved address and store credit, with messages', async () => {
    const g = newGuest();
    const p = await createProduct(t.app, t.admin, 5, 10);
    const noEmail = await post(g, '/api/checkout/quote', {
      items: [{ productId: p._id, quantity: 1 }],
      address: BERLIN_ADDRESS,
      shippingOptionId: standard,
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().fields.email).toBeDefined();
    const empty = await post(g, '/api/checkout', body(g, []));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty');
    const saved = await post(g, '/api/checkout', { ...body(g, [{ productId: p._id, quantity: 1 }]), address: undefined, addressId: p._id });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toMatch(/guest has no saved addresses/);
    const credit = await post(g, '/api/checkout', body(g, [{ productId: p._id, quantity: 1 }], { useStoreCredit: true }));
    expect(credit.statusCode).toBe(400);
    expect(credit.json().message).toMatch(/Store credit needs an account/);
    const short = await post(g, '/api/checkout', body(g, [{ productId: p._id, quantity: 6 }]));
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(apiMessages.notEnoughStock(p.name, 5));
    // A bearer token that is not valid is refused, never taken for a guest.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: body(g, [{ productId: p._id, quantity: 1 }]),
      headers: { authorization: `Bearer ${'a'.repeat(32)}` },
    });
    expect(stale.statusCode).toBe(401);
  });

  it("prices a guest's shipping options for the cart in the query (free above its threshold), and refuses a malformed list", async () => {
    const p = await createProduct(t.app, t.admin, 5, 150);
    const offer = async (query: string) => t.app.inject({ method: 'GET', url: `/api/shipping/offer?country=DE${query}` });
    const standardPrice = async (query: string) =>
      ((await offer(query)).json().options as { _id: string; price: number }[]).find((o) => o._id === standard)!.price;
    expect(await standardPrice('')).toBeGreaterThan(0);
    expect(await standardPrice(`&items=${p._id}:1`)).toBe(0);
    const bad = await offer(`&items=${p._id}:0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/productId:quantity pairs/);
  });

  it('the owner turns guest checkout off (401 GUEST_CHECKOUT_OFF, told in /api/config) and on again', async () => {
    const p = await createProduct(t.app, t.admin, 5, 10);
    const g = newGuest();
    await setGuestCheckout(false);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().guestCheckout).toBe(false);
      const res = await post(g, '/api/checkout', body(g, [{ productId: p._id, quantity: 1 }]));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'GUEST_CHECKOUT_OFF', message: apiMessages.guestCheckoutOff });
      // A signed-in customer still checks out.
      const user = await t.customer();
      await as(t.app, user, { method: 'PUT', url: `/api/cart/items/${p._id}`, payload: { quantity: 1 } });
      const own = await as(t.app, user, {
        method: 'POST',
        url: '/api/checkout',
        payload: { address: BERLIN_ADDRESS, shippingOptionId: standard },
      });
      expect(own.statusCode, own.body).toBe(201);
      expect(own.json().guestToken).toBeUndefined();
    } finally {
      await setGuestCheckout(true);
    }
    expect((await post(g, '/api/checkout', body(g, [{ productId: p._id, quantity: 1 }]))).statusCode).toBe(201);
  });

  it('holds a guest e-mail to the open-order, hold and order-write limits in any case, and cancels through the link', async () => {
    const p = await createProduct(t.app, t.admin, 100, 5);
    const g = newGuest();
    const hoarding = await post(g, '/api/checkout', body(g, [{ productId: p._id, quantity: 4 }]));
    expect(hoarding.statusCode).toBe(409);
    expect(hoarding.json().message).toBe(apiMessages.holdLimit(p.name, 3, 0));
    const placed: { order: Order; token: string }[] = [];
    for (let i = 0; i < t.config.MAX_OPEN_ORDERS; i++) {
      // The same person with the address in other cases and from other addresses: one holder.
      const same = { email: i % 2 ? g.email.toUpperCase() : g.email, ip: nextIp() };
      placed.push(await guestOrder(same, [{ productId: p._id, quantity: 1 }]));
    }
    const other = await createProduct(t.app, t.admin, 100, 5);
    const over = await post({ ...g, ip: nextIp() }, '/api/checkout', body(g, [{ productId: other._id, quantity: 1 }]));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(apiMessages.tooManyOpenOrders(t.config.MAX_OPEN_ORDERS));

    const cancelled = await post(g, `/api/guest/orders/${placed[0]!.token}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await getProduct(t.app, p._id)).Quantity).toBe(100 - t.config.MAX_OPEN_ORDERS + 1);
    // A cancelled order cannot be paid.
    expect((await post(g, `/api/guest/orders/${placed[0]!.token}/payment-intent`, {})).statusCode).toBe(409);
    // Placing and cancelling count together per e-mail (ORDER_WRITES_PER_ACCOUNT), whatever the address: 3 + 1 + 1 + 1, then 429.
    expect((await post({ ...g, ip: nextIp() }, '/api/checkout', body(g, [{ productId: p._id, quantity: 1 }]))).statusCode).toBe(201);
    expect((await post({ ...g, ip: nextIp() }, `/api/guest/orders/${placed[1]!.token}/cancel`, {})).statusCode).toBe(200);
    const looping = await post({ ...g, ip: nextIp() }, '/api/checkout', body(g, [{ productId: p._id, quantity: 1 }]));
    expect(looping.statusCode).toBe(429);
  });

  it('a forged, malformed or revoked link is a 404; "Find my order" answers the same for every order and mails a working link', async () => {
    const p = await createProduct(t.app, t.admin, 5, 10);
    const g = newGuest();
    const { order, token } = await guestOrder(g, [{ productId: p._id, quantity: 1 }]);
    const [id, version, mac] = token.split('.');
    for (const bad of [`${id}.${version}.${mac!.slice(0, -2)}AA`, `${id}.1.${mac}`, 'x', `${token}.x`]) {
      const res = await openLink(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().message).toBe(apiMessages.guestLinkInvalid);
    }

    const revoke = await as(t.app, t.admin, { method: 'POST', url: `/api/admin/orders/${order._id}/guest-link/revoke` });
    expect(revoke.statusCode, revoke.body).toBe(204);
    expect((await openLink(token)).statusCode).toBe(404);

    const lookup = (orderNumber: string, email: string) => post(g, '/api/guest/orders/lookup', { orderNumber, email });
    const known = await lookup(order.orderNumber.toLowerCase(), g.email.toUpperCase());
    const unknownNumber = await lookup('PH-2026-999999', g.email);
    const wrongEmail = await lookup(order.orderNumber, 'someone-else@example.com');
    for (const res of [known, unknownNumber, wrongEmail]) expect(res.statusCode).toBe(202);
    expect(known.json().message).toBe(unknownNumber.json().message);
    expect(mailsTo(t.config.DATA_DIR, 'someone-else@example.com')).toHaveLength(0);
    const mail = await expectMail(t.config.DATA_DIR, g.email, `Your PartsHub order ${order.orderNumber}`, '/guest/orders/');
    const fresh = /\/guest\/orders\/(\S+)/.exec(mail.raw)![1]!;
    expect(fresh).not.toBe(token);
    expect((await openLink(fresh)).json().orderNumber).toBe(order.orderNumber);

    // Per e-mail: five an hour, then 429 (whatever the address asking).
    for (const n of [1, 2, 3]) expect((await lookup(`PH-2026-99999${n}`, g.email)).statusCode).toBe(202);
    expect((await post({ ...g, ip: nextIp() }, '/api/guest/orders/lookup', { orderNumber: 'PH-1', email: g.email })).statusCode).toBe(429);
  });

  it('a delivered guest order takes a return through the link, refunded the way it was paid (never as store credit)', async () => {
    const p = await createProduct(t.app, t.admin, 5, 30);
    const g = newGuest();
    const { order, token } = await guestOrder(g, [{ productId: p._id, quantity: 2 }]);
    await payByLink(g, token);
    for (const status of ['shipped', 'delivered']) {
      const res = await as(t.app, t.admin, { method: 'PATCH', url: `/api/order/${order._id}/status`, payload: { status } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const lines = [{ productId: p._id, quantity: 1 }];
    const asCredit = await post(g, `/api/guest/orders/${token}/returns`, { lines, reason: 'not_needed', refundTo: 'store_credit' });
    expect(asCredit.statusCode).toBe(409);
    expect(asCredit.json().message).toBe(apiMessages.guestNoStoreCredit);
    const asked = await post(g, `/api/guest/orders/${token}/returns`, { lines, reason: 'not_needed' });
    expect(asked.statusCode, asked.body).toBe(201);
    const listed = await t.app.inject({ method: 'GET', url: `/api/guest/orders/${token}/returns` });
    expect(listed.json().map((r: { _id: string }) => r._id)).toEqual([returnSchema.parse(asked.json())._id]);

    const credit = await as(t.app, t.admin, {
      method: 'POST',
      url: `/api/order/${order._id}/refunds`,
      payload: { amount: 5, reason: 'Goodwill', to: 'store_credit' },
    });
    expect(credit.statusCode).toBe(409);
    expect(credit.json().message).toBe(apiMessages.guestNoStoreCredit);
  });

  it("joins a guest's orders to the account made with the e-mail, once the address is verified", async () => {
    const p = await createProduct(t.app, t.admin, 5, 10);
    const g = newGuest();
    const { order, token } = await guestOrder(g, [{ productId: p._id, quantity: 1 }]);
    const user = await t.customer(g.email);
    const mine = async () => (await as(t.app, user, { method: 'GET', url: '/api/order' })).json() as Order[];
    expect(await mine()).toEqual([]);

    const confirm = await expectMail(t.config.DATA_DIR, g.email, 'Confirm your PartsHub e-mail address');
    const link = new URL(/(http:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(confirm.raw)![1]!);
    expect((await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(302);
    await expect.poll(async () => (await mine()).map((o) => o._id)).toEqual([order._id]);
    // The link still opens it.
    expect((await openLink(token)).statusCode).toBe(200);
  });
});
