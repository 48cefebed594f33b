import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { quoteSchema, type Quote } from '../../src/shared/schemas/checkout.js';
import { orderSchema, type Order } from '../../src/shared/schemas/order.js';
import type { paymentResultSchema } from '../../src/shared/schemas/payment.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { as, type Session, type TestAppFixture } from './app.js';
import { TEST_CARD } from './cards.js';

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** An admin adds a product of its own (so a test controls its stock). */
export async function createProduct(app: FastifyInstance, admin: Session, stock: number, cost = 10): Promise<Product> {
  const res = await as(app, admin, {
    method: 'POST',
    url: '/api/service',
    payload: {
      name: `Test part ${Math.random().toString(36).slice(2, 10)}`,
      sublierName: 'Supplier',
      cost,
      Quantity: stock,
      category: 'memory',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

export async function getProduct(app: FastifyInstance, id: string): Promise<Product> {
  return (await app.inject({ method: 'GET', url: `/api/service/${id}` })).json();
}

/** A delivery address in a country without a tax rate (the seed taxes no US order). */
export const US_ADDRESS = {
  name: 'Test Customer',
  line1: '1 Main Street',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
  phone: '5551234',
};

/** A delivery address in Germany: 19% tax on parts and shipping. */
export const BERLIN_ADDRESS = {
  name: 'Ada Lovelace',
  line1: '12 Market Street',
  city: 'Berlin',
  postalCode: '10115',
  country: 'DE',
  phone: '+49 30 1234567',
};

const freeOptions = new WeakMap<FastifyInstance, Promise<string>>();
/**
 * A shipping option of the test's own that costs nothing and carries anything, so an order's
 * total stays the parts' price in tests about something else than shipping.
 */
export function freeShippingOption(app: FastifyInstance): Promise<string> {
  let id = freeOptions.get(app);
  if (!id) {
    id = app.services.shipping
      .create(app.db, { name: 'Collect from the test shop', priceCents: 0, freeOverCents: null, days: 0, countries: [], batteries: true })
      .then((o) => o.id);
    freeOptions.set(app, id);
  }
  return id;
}

/**
 * Order Now: the spec's payload, plus a free delivery to a US address (or `address`) so the order can be paid
 * (`delivery: false` sends the spec's payload alone: phone only, no delivery yet).
 */
export async function placeOrder(
  app: FastifyInstance,
  user: Session,
  productId: string,
  quantity?: number,
  options: { delivery?: boolean; address?: typeof US_ADDRESS | typeof BERLIN_ADDRESS } = {},
): Promise<Order> {
  const address = options.address ?? US_ADDRESS;
  const delivery = options.delivery === false ? {} : { address, shippingOptionId: await freeShippingOption(app) };
  const res = await as(app, user, {
    method: 'POST',
    url: '/api/order',
    payload: { userId: productId, number: '5551234', ...(quantity === undefined ? {} : { quantity }), ...delivery },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/**
 * Pays an order through the built-in test gateway, as the web app's card form does. The gateway's
 * confirm is limited per client address: a test paying many orders says it comes from several.
 */
export async function payOrder(
  app: FastifyInstance,
  user: Session,
  orderId: string,
  options: { remoteAddress?: string } = {},
): Promise<z.infer<typeof paymentResultSchema>> {
  const intent = await as(app, user, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId } });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret } = intent.json() as { clientSecret: string };
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    payload: { clientSecret, card: TEST_CARD },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return confirm.json();
}

/**
 * Checkout from the cart as API tests ask for it: a new customer's cart filled with `[productId, quantity]`
 * lines, then the quote and the order to BERLIN_ADDRESS (19% tax) or `address`, shipped by the seed's
 * "Standard ground" ($6.95, free from $100). Call it at the top of a file, after useTestApp: its
 * beforeAll finds the option and sets Germany's tax rate.
 */
export function useCartCheckout(t: TestAppFixture) {
  let standard: string;
  beforeAll(async () => {
    const all = (await as(t.app, t.admin, { method: 'GET', url: '/api/admin/shipping-options' })).json() as { _id: string; name: string }[];
    standard = all.find((o) => o.name === 'Standard ground')!._id;
    await as(t.app, t.admin, { method: 'PUT', url: '/api/admin/tax-rates/DE', payload: { rate: 0.19 } });
  });

  async function filled(lines: [string, number][]): Promise<Session> {
    const user = await t.customer();
    for (const [id, quantity] of lines) {
      const res = await as(t.app, user, { method: 'PUT', url: `/api/cart/items/${id}`, payload: { quantity } });
      expect(res.statusCode, res.body).toBe(200);
    }
    return user;
  }

  const body = (extra: object = {}, address: object = BERLIN_ADDRESS) => ({ address, shippingOptionId: standard, ...extra });
  const quote = (user: Session, extra: object = {}, address?: object) =>
    as(t.app, user, { method: 'POST', url: '/api/checkout/quote', payload: body(extra, address) });
  const checkout = (user: Session, extra: object = {}, address?: object) =>
    as(t.app, user, { method: 'POST', url: '/api/checkout', payload: body(extra, address) });

  async function quoted(user: Session, extra: object = {}, address?: object): Promise<Quote> {
    const res = await quote(user, extra, address);
    expect(res.statusCode, res.body).toBe(200);
    return quoteSchema.parse(res.json());
  }

  async function placed(user: Session, extra: object = {}, address?: object): Promise<Order> {
    const res = await checkout(user, extra, address);
    expect(res.statusCode, res.body).toBe(201);
    return orderSchema.parse(res.json());
  }

  return { filled, body, quote, checkout, quoted, placed };
}
