import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { Order } from '../../src/shared/schemas/order.js';
import type { paymentResultSchema } from '../../src/shared/schemas/payment.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { as, type Session } from './app.js';
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
