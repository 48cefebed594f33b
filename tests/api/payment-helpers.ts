import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { payments } from '../../src/server/modules/payments/tables.js';
import type { Order } from '../../src/shared/schemas/order.js';
import { as, signInAdmin, type Session } from '../setup/app.js';
import { TEST_CARD, type TestCard } from '../setup/cards.js';
import { createProduct } from '../setup/shop.js';

export { placeOrder, UNKNOWN_ID } from '../setup/shop.js';

/** A product of its own with plenty of stock, priced with cents. */
export async function paymentProduct(app: FastifyInstance, cost = 12.34): Promise<string> {
  return (await createProduct(app, await signInAdmin(app), 1000, cost))._id;
}

export const BILLING = { name: 'Test User', email: 'test@example.com' };

export const createIntent = (app: FastifyInstance, user: Session | null, payload: { orderId: string; cost?: number }) =>
  as(app, user, { method: 'POST', url: '/api/create-payment-intent', payload });

/** A client secret for the order (expects success). */
export async function clientSecretFor(app: FastifyInstance, user: Session, orderId: string): Promise<string> {
  const res = await createIntent(app, user, { orderId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().clientSecret;
}

let address = 0;
/**
 * The test gateway's confirm, with TEST_CARD changed by `card`. Each call comes from its own address so the route's
 * per-IP limit (30 a minute) stays out of the way, unless `from` is given.
 */
export function confirm(app: FastifyInstance, clientSecret: string, card: Partial<TestCard> = {}, from?: string) {
  address++;
  return app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    remoteAddress: from ?? `10.9.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
    payload: { clientSecret, card: { ...TEST_CARD, ...card }, billing: BILLING },
  });
}

export async function getOrder(app: FastifyInstance, user: Session, id: string): Promise<Order> {
  const res = await as(app, user, { method: 'GET', url: `/api/order/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The order's payment rows, straight from the database. */
export const paymentRows = (app: FastifyInstance, orderId: string) => app.db.select().from(payments).where(eq(payments.orderId, orderId));

/** How many times the order's timeline says it became paid. */
export const paidTransitions = (order: Order) => order.timeline.filter((e) => e.status === 'paid').length;
