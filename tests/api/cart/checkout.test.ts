import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import { cartSchema, type Cart } from '../../../src/shared/schemas/cart.js';
import { quoteSchema } from '../../../src/shared/schemas/checkout.js';
import { orderSchema, type Order } from '../../../src/shared/schemas/order.js';
import type { ShippingOffer, ShippingOption } from '../../../src/shared/schemas/shipping.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { waitForMail } from '../../setup/outbox.js';
import { BERLIN_ADDRESS, createProduct, getProduct, payOrder, placeOrder, US_ADDRESS } from '../../setup/shop.js';

const t = useTestApp();

const BERLIN = BERLIN_ADDRESS;

let standard: string; // $6.95, free from $100, carries batteries
let express: string; // $19.95, no batteries
beforeAll(async () => {
  const all = (await as(t.app, t.admin, { method: 'GET', url: '/api/admin/shipping-options' })).json() as (ShippingOption & {
    countries: string[];
  })[];
  standard = all.find((o) => o.name === 'Standard ground')!._id;
  express = all.find((o) => o.name === 'Express air')!._id;
  await as(t.app, t.admin, { method: 'PUT', url: '/api/admin/tax-rates/DE', payload: { rate: 0.19 } });
});

const put = (user: Session, productId: string, quantity: number) =>
  as(t.app, user, { method: 'PUT', url: `/api/cart/items/${productId}`, payload: { quantity } });
const cartOf = async (user: Session): Promise<Cart> =>
  cartSchema.parse((await as(t.app, user, { method: 'GET', url: '/api/cart' })).json());
const quote = (user: Session, body: object) => as(t.app, user, { method: 'POST', url: '/api/checkout/quote', payload: body });
const checkout = (user: Session, body: object) => as(t.app, user, { method: 'POST', url: '/api/checkout', payload: body });

async function filled(lines: [string, number][]): Promise<Session> {
  const user = await t.customer();
  for (const [id, quantity] of lines) expect((await put(user, id, quantity)).statusCode).toBe(200);
  return user;
}

const placed = (res: LightMyRequestResponse): Order => {
  expect(res.statusCode, res.body).toBe(201);
  return orderSchema.parse(res.json());
};

describe('the cart', () => {
  it('adds, changes and removes lines priced from the catalog; count and subtotal follow', async () => {
    const a = await createProduct(t.app, t.admin, 5, 12.5);
    const b = await createProduct(t.app, t.admin, 5, 3.99);
    const user = await filled([
      [a._id, 2],
      [b._id, 1],
    ]);
    let cart = await cartOf(user);
    expect(cart.items.map((i) => [i.name, i.quantity, i.lineTotal, i.available])).toEqual([
      [a.name, 2, 25, 5],
      [b.name, 1, 3.99, 5],
    ]);
    expect(cart).toMatchObject({ count: 3, subtotal: 28.99 });
    expect((await put(user, a._id, 6)).json().message).toBe(apiMessages.notEnoughStock(a.name, 5));
    cart = cartSchema.parse((await put(user, a._id, 0)).json());
    expect(cart.items.map((i) => i.productId)).toEqual([b._id]);
    cart = cartSchema.parse((await as(t.app, user, { method: 'DELETE', url: `/api/cart/items/${b._id}` })).json());
    expect(cart).toEqual({ items: [], count: 0, subtotal: 0 });
  });

  it('answers 404 for an unknown product, 400 for a bad quantity, 401 for a guest', async () => {
    const user = await t.customer();
    const a = await createProduct(t.app, t.admin, 5);
    expect((await put(user, '00000000-0000-4000-8000-000000000000', 1)).statusCode).toBe(404);
    expect((await put(user, a._id, -1)).statusCode).toBe(400);
    expect((await put(user, a._id, 1.5)).statusCode).toBe(400);
    expect((await put(null as unknown as Session, a._id, 1)).statusCode).toBe(401);
  });

  it('merges a guest cart at sign-in: quantities added and capped at stock, unknown parts skipped', async () => {
    const a = await createProduct(t.app, t.admin, 4);
    const b = await createProduct(t.app, t.admin, 10);
    const user = await filled([[a._id, 3]]);
    const res = await as(t.app, user, {
      method: 'POST',
      url: '/api/cart/merge',
      payload: {
        items: [
          { productId: a._id, quantity: 3 },
          { productId: b._id, quantity: 2 },
          { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(cartSchema.parse(res.json()).items.map((i) => [i.productId, i.quantity])).toEqual([
      [a._id, 4],
      [b._id, 2],
    ]);
  });
});

describe('checkout', () => {
  it('totals: subtotal = Σ lines, tax = rate × (subtotal + shipping) to the cent, cost = subtotal + shipping + tax; quote = order', async () => {
    const a = await createProduct(t.app, t.admin, 10, 19.99);
    const b = await createProduct(t.app, t.admin, 10, 7.45);
    const user = await filled([
      [a._id, 2],
      [b._id, 3],
    ]);
    const body = { address: BERLIN, shippingOptionId: express };
    const q = quoteSchema.parse((await quote(user, body)).json());
    // 2 × 19.99 + 3 × 7.45 = 62.33; + 19.95 shipping = 82.28; 19% = 15.6332 → 15.63.
    expect(q).toMatchObject({ subtotal: 62.33, shipping: 19.95, tax: 15.63, taxRate: 0.19, cost: 97.91 });
    expect(q.lines.map((l) => l.lineTotal)).toEqual([39.98, 22.35]);

    const order = placed(await checkout(user, body));
    expect(order).toMatchObject({ subtotal: q.subtotal, shipping: q.shipping, tax: q.tax, cost: q.cost, taxRate: 0.19 });
    expect(order.lines).toEqual(q.lines);
    expect(order.orderName).toBe(`${a.name} and 1 more`);
    expect(order).toMatchObject({ productId: null, unitCost: null, quantity: null, number: BERLIN.phone, status: 'pending_payment' });
    expect(order.shippingAddress).toMatchObject(BERLIN);
    expect(order.shippingOption).toMatchObject({ _id: express, name: 'Express air' });
    expect(await cartOf(user)).toEqual({ items: [], count: 0, subtotal: 0 });
    expect((await getProduct(t.app, a._id)).Quantity).toBe(8);
    expect((await getProduct(t.app, b._id)).Quantity).toBe(7);

    // The confirmation lists the lines, the totals and where it goes.
    const mail = await waitForMail(t.config.DATA_DIR, user.email, `Your PartsHub order: ${a.name} and 1 more`);
    for (const text of [
      `2 × ${a.name}`,
      `3 × ${b.name}`,
      'Subtotal: $62.33',
      'Shipping (Express air): $19.95',
      'Tax (19%): $15.63',
      'Total: $97.91',
    ]) {
      expect(mail?.raw).toContain(text);
    }
    expect(mail?.raw).toMatch(/12 Market Street\r?\n10115 Berlin\r?\nGermany/);

    // What My Order reads later is what was placed.
    const read = orderSchema.parse((await as(t.app, user, { method: 'GET', url: `/api/order/${order._id}` })).json());
    expect({ ...read, timeline: [] }).toEqual({ ...order, timeline: [] });
  });

  it('ships free above the threshold, and a country without a rate pays no tax', async () => {
    const a = await createProduct(t.app, t.admin, 10, 60);
    const user = await filled([[a._id, 2]]);
    const q = quoteSchema.parse((await quote(user, { address: US_ADDRESS, shippingOptionId: standard })).json());
    expect(q).toMatchObject({ subtotal: 120, shipping: 0, tax: 0, cost: 120 });
  });

  it('takes every line or none: a short line is a 409 naming it, and nothing is taken', async () => {
    const a = await createProduct(t.app, t.admin, 5);
    const b = await createProduct(t.app, t.admin, 2);
    const user = await filled([
      [a._id, 2],
      [b._id, 2],
    ]);
    // Someone else buys one of b meanwhile.
    await placeOrder(t.app, await t.customer(), b._id, 1);
    const res = await checkout(user, { address: BERLIN, shippingOptionId: standard });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessages.notEnoughStock(b.name, 1));
    expect((await getProduct(t.app, a._id)).Quantity).toBe(5);
    expect((await getProduct(t.app, b._id)).Quantity).toBe(1);
    expect((await cartOf(user)).count).toBe(4);
  });

  it('100 parallel checkouts over 10 units sell exactly 10, and a cart checked out twice at once is one order', async () => {
    const product = await createProduct(t.app, t.admin, 10);
    const users = await Promise.all(Array.from({ length: 25 }, () => filled([[product._id, 1]])));
    const body = { address: US_ADDRESS, shippingOptionId: standard };
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => checkout(users[i % users.length]!, body)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c !== 201 && c !== 409)).toEqual([]);
    expect((await getProduct(t.app, product._id)).Quantity).toBe(0);
    const buyers = results.filter((r) => r.statusCode === 201).map((r) => orderSchema.parse(r.json()).userEmail);
    expect(new Set(buyers).size).toBe(10);
    const { rows } = await t.app.pool.query<{ units: number }>(
      'select coalesce(sum(quantity), 0)::int as units from order_line where product_id = $1',
      [product._id],
    );
    expect(rows[0]!.units).toBe(10);
  });

  it('offers only options that may carry batteries for a cart with a battery, and names the ones left out', async () => {
    const battery = await createProduct(t.app, t.admin, 5);
    expect(
      (await as(t.app, t.admin, { method: 'PATCH', url: `/api/service/${battery._id}`, payload: { category: 'batteries' } })).statusCode,
    ).toBe(200);
    const user = await filled([[battery._id, 1]]);
    const offer = (await as(t.app, user, { method: 'GET', url: '/api/shipping/offer?country=DE' })).json() as ShippingOffer;
    const options = offer.options;
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.batteries)).toBe(true);
    expect(options.map((o) => o._id)).not.toContain(express);
    expect(offer.withheldForBatteries).toContain('Express air');
    expect(offer.withheldForBatteries).not.toContain('Standard ground');
    const res = await quote(user, { address: BERLIN, shippingOptionId: express });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessages.shippingNoBatteries);
    // Without the battery every option is offered.
    const plain = await filled([[(await createProduct(t.app, t.admin, 5))._id, 1]]);
    const all = (await as(t.app, plain, { method: 'GET', url: '/api/shipping/offer?country=DE' })).json() as ShippingOffer;
    expect(all.options.map((o) => o._id)).toContain(express);
    expect(all.withheldForBatteries).toEqual([]);
  });

  it('uses only the caller’s own saved address (another user’s is 404), and refuses an empty cart', async () => {
    const owner = await t.customer();
    const saved = (await as(t.app, owner, { method: 'POST', url: '/api/addresses', payload: BERLIN })).json() as { _id: string };
    const a = await createProduct(t.app, t.admin, 5);
    const thief = await filled([[a._id, 1]]);
    const res = await checkout(thief, { addressId: saved._id, shippingOptionId: standard });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(apiMessages.addressNotFound);
    const mine = await filled([[a._id, 1]]);
    expect((await checkout(owner, { addressId: saved._id, shippingOptionId: standard })).json().message).toBe(apiMessages.cartEmpty);
    expect((await checkout(mine, { shippingOptionId: standard })).statusCode).toBe(400);
    expect((await checkout(mine, { address: { ...BERLIN, country: 'XX' }, shippingOptionId: standard })).json().message).toMatch(/Country/);
  });

  it('a tampered price or total changes nothing', async () => {
    const a = await createProduct(t.app, t.admin, 5, 40);
    const user = await filled([[a._id, 1]]);
    const order = placed(
      await checkout(user, {
        address: US_ADDRESS,
        shippingOptionId: express,
        cost: 1,
        subtotal: 1,
        shipping: 0,
        tax: 0,
        lines: [{ unitCost: 0.01 }],
      }),
    );
    expect(order).toMatchObject({ subtotal: 40, shipping: 19.95, cost: 59.95 });
    const spec = await as(t.app, user, {
      method: 'POST',
      url: '/api/order',
      payload: { userId: a._id, number: '5551234', cost: 0.01, unitCost: 0.01 },
    });
    expect(spec.json()).toMatchObject({ cost: 40, unitCost: 40 });
  });
});

describe('Order Now and the delivery', () => {
  it('the spec payload gives a one-line order with no delivery; paying asks for one, then it can be paid', async () => {
    const a = await createProduct(t.app, t.admin, 5, 25);
    const user = await t.customer();
    const order = await placeOrder(t.app, user, a._id, 2, { delivery: false });
    expect(order).toMatchObject({ productId: a._id, quantity: 2, unitCost: 25, cost: 50, shippingAddress: null, shippingOption: null });
    expect(order.lines).toEqual([
      { productId: a._id, name: a.name, img: a.img, unitCost: 25, quantity: 2, lineTotal: 50, laptop: null, fit: null, discount: 0 },
    ]);

    const intent = await as(t.app, user, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order._id } });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toBe(apiMessages.deliveryRequired);

    const delivery = await as(t.app, user, {
      method: 'PUT',
      url: `/api/order/${order._id}/delivery`,
      payload: { address: BERLIN, shippingOptionId: standard },
    });
    expect(delivery.statusCode, delivery.body).toBe(200);
    // 50 + 6.95 = 56.95; 19% = 10.8205 → 10.82.
    expect(delivery.json()).toMatchObject({ subtotal: 50, shipping: 6.95, tax: 10.82, cost: 67.77 });
    const other = await t.customer();
    const stranger = await as(t.app, other, {
      method: 'PUT',
      url: `/api/order/${order._id}/delivery`,
      payload: { address: BERLIN, shippingOptionId: standard },
    });
    expect(stranger.statusCode).toBe(403);

    await payOrder(t.app, user, order._id);
    const paid = await as(t.app, user, {
      method: 'PUT',
      url: `/api/order/${order._id}/delivery`,
      payload: { address: US_ADDRESS, shippingOptionId: standard },
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(apiMessages.deliveryLocked);
  });

  it('a payment started before the delivery changed cannot pay the new total', async () => {
    const a = await createProduct(t.app, t.admin, 5, 25);
    const user = await t.customer();
    const order = await placeOrder(t.app, user, a._id, 1);
    const first = await as(t.app, user, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order._id } });
    const { clientSecret } = first.json() as { clientSecret: string };
    const changed = await as(t.app, user, {
      method: 'PUT',
      url: `/api/order/${order._id}/delivery`,
      payload: { address: BERLIN, shippingOptionId: express },
    });
    expect(changed.json().cost).toBeGreaterThan(order.cost);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      payload: { clientSecret, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' } },
    });
    expect(stale.statusCode).toBe(409);
    const after = orderSchema.parse((await as(t.app, user, { method: 'GET', url: `/api/order/${order._id}` })).json());
    expect(after.paid).toBe(false);
    await payOrder(t.app, user, order._id);
  });

  it('Order Now may carry the delivery (a saved address and an option), priced like a checkout', async () => {
    const a = await createProduct(t.app, t.admin, 5, 25);
    const user = await t.customer();
    const saved = (await as(t.app, user, { method: 'POST', url: '/api/addresses', payload: BERLIN })).json() as { _id: string };
    const res = await as(t.app, user, {
      method: 'POST',
      url: '/api/order',
      payload: { userId: a._id, number: '5551234', addressId: saved._id, shippingOptionId: standard },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ subtotal: 25, shipping: 6.95, tax: 6.07, cost: 38.02, number: '5551234' });
    const { options } = (
      await as(t.app, user, { method: 'GET', url: `/api/shipping/offer?country=DE&productId=${a._id}&quantity=5` })
    ).json() as ShippingOffer;
    expect(options.find((o: ShippingOption) => o._id === standard)).toMatchObject({ price: 0, regularPrice: 6.95 });
    // Order Now's quote: the same numbers for this one product, whatever the cart holds.
    const quoted = await as(t.app, user, {
      method: 'POST',
      url: `/api/checkout/quote?productId=${a._id}&quantity=1`,
      payload: { addressId: saved._id, shippingOptionId: standard },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({
      subtotal: 25,
      shipping: 6.95,
      tax: 6.07,
      cost: 38.02,
      lines: [{ productId: a._id, quantity: 1 }],
    });
  });
});

describe('a line’s fit for the laptop it was added for (issue 28)', () => {
  const laptop = async (model: string): Promise<string> => {
    const res = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/admin/laptops',
      payload: { brand: 'Fitmaker', family: 'Book', model: `${model} ${Math.random().toString(36).slice(2, 8)}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id;
  };
  const fitTo = async (productId: string, laptopIds: string[]) => {
    const res = await as(t.app, t.admin, {
      method: 'PUT',
      url: `/api/admin/products/${productId}/fitment`,
      payload: { partNumbers: [], fits: laptopIds.map((laptopId) => ({ laptopId, note: '' })) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('the cart names each line’s laptop and says whether the part fits it; the order line keeps the fit as placed', async () => {
    const [mine, other] = [await laptop('Mine'), await laptop('Other')];
    const [fits, fitsOther, unlisted, plain] = await Promise.all([1, 2, 3, 4].map(() => createProduct(t.app, t.admin, 5, 10)));
    await fitTo(fits!._id, [mine, other]);
    await fitTo(fitsOther!._id, [other]);
    const user = await t.customer();
    for (const p of [fits!, fitsOther!, unlisted!]) {
      const res = await as(t.app, user, { method: 'PUT', url: `/api/cart/items/${p._id}`, payload: { quantity: 1, laptopId: mine } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await put(user, plain!._id, 1)).statusCode).toBe(200);

    const cart = await cartOf(user);
    const line = (id: string) => cart.items.find((i) => i.productId === id)!;
    expect(line(fits!._id).laptop).toEqual({ _id: mine, brand: 'Fitmaker', model: expect.stringMatching(/^Book Mine /) });
    expect(line(fits!._id).fit).toEqual({ verdict: 'fits' });
    expect(line(fitsOther!._id).fit).toEqual({ verdict: 'does_not_fit' });
    expect(line(unlisted!._id).fit).toEqual({ verdict: 'unknown' });
    expect(line(plain!._id)).toMatchObject({ laptopId: null, laptop: null, fit: null });

    const quoted = await quote(user, { address: US_ADDRESS, shippingOptionId: standard });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quotedFit = (quoteSchema.parse(quoted.json()).lines.find((l) => l.productId === fitsOther!._id) ?? null)?.fit;
    expect(quotedFit).toEqual({ verdict: 'does_not_fit' });

    const order = placed(await checkout(user, { address: US_ADDRESS, shippingOptionId: standard }));
    const verdictOf = (o: Order, id: string) => o.lines.find((l) => l.productId === id)!.fit;
    expect(verdictOf(order, fits!._id)).toEqual({ verdict: 'fits' });
    expect(verdictOf(order, fitsOther!._id)).toEqual({ verdict: 'does_not_fit' });
    expect(verdictOf(order, unlisted!._id)).toEqual({ verdict: 'unknown' });
    expect(verdictOf(order, plain!._id)).toBeNull();

    // The fitment changes later: the order line keeps the verdict it was placed with.
    await fitTo(fitsOther!._id, [other, mine]);
    const again = orderSchema.parse((await as(t.app, user, { method: 'GET', url: `/api/order/${order._id}` })).json());
    expect(verdictOf(again, fitsOther!._id)).toEqual({ verdict: 'does_not_fit' });
  });
});
