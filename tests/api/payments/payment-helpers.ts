import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { payments } from '../../../src/server/modules/payments/tables.js';
import type { Order } from '../../../src/shared/schemas/order.js';
import { as, signInAdmin, useTestApp, type Session } from '../../setup/app.js';
import { TEST_CARD, type TestCard } from '../../setup/cards.js';
import { createProduct } from '../../setup/shop.js';
import { startStripeStandIn, type StripeStandIn } from '../../setup/stripe-stand-in.js';

export { placeOrder, UNKNOWN_ID } from '../../setup/shop.js';

/** A product of its own with plenty of stock, priced with cents. */
export async function paymentProduct(app: FastifyInstance, cost = 12.34): Promise<string> {
  return (await createProduct(app, await signInAdmin(app), 1000, cost))._id;
}

export const BILLING = { name: 'Test User', email: 'test@example.com' };

/** POST /api/create-payment-intent; `payload` is normally `{ orderId, cost? }`, anything else to test its validation. */
export const createIntent = (app: FastifyInstance, user: Session | null, payload: { orderId: string; cost?: number } | object) =>
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

/** POST /api/order/:id/refunds by `by` (normally an admin); `payload` is normally `{ amount, reason }`. */
export const refundOrder = (app: FastifyInstance, by: Session | null, orderId: string, payload: object) =>
  as(app, by, { method: 'POST', url: `/api/order/${orderId}/refunds`, payload });

/** The order's payment rows, straight from the database. */
export const paymentRows = (app: FastifyInstance, orderId: string) => app.db.select().from(payments).where(eq(payments.orderId, orderId));

/** How many times the order's timeline says it became paid. */
export const paidTransitions = (order: Order) => order.timeline.filter((e) => e.status === 'paid').length;

export const STRIPE_WEBHOOK = '/api/payments/stripe/webhook';

/**
 * The file's app paying through Stripe: a stand-in of Stripe's API starts first (the app is
 * configured with its address) and stops after the app. Answers the app, the stand-in (live once
 * the hooks ran), and signed deliveries to the webhook with `webhookSecret`.
 */
export function useStripeShop(webhookSecret: string) {
  let standIn: StripeStandIn | undefined;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  const stripe = () => {
    if (!standIn) throw new Error('useStripeShop(): the Stripe stand-in is not started yet; use it inside hooks and tests');
    return standIn;
  };
  const t = useTestApp({
    env: () => ({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: stripe().url,
    }),
  });
  /** The Stripe-Signature header for `payload` (the webhook's secret and now, unless told otherwise). */
  const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? webhookSecret, timestamp: opts.timestamp });
  /** Delivers an event to the webhook, signed unless `signature` is null. */
  const postEvent = (payload: string, signature: string | null = sign(payload), contentType = 'application/json; charset=utf-8') =>
    t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK,
      headers: { 'content-type': contentType, ...(signature !== null && { 'stripe-signature': signature }) },
      payload,
    });
  return { t, stripe, sign, postEvent };
}

let events = 0;
/** A Stripe event as its webhook delivers it (JSON text), with a fresh id. */
export const stripeEvent = (type: string, object: object) =>
  JSON.stringify({
    id: `evt_test_${++events}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
