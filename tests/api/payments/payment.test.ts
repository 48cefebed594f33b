import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { grouped, TEST_CARDS } from '../../setup/cards.js';
import {
  clientSecretFor,
  confirm,
  createIntent,
  getOrder,
  paidTransitions,
  paymentProduct,
  paymentRows,
  placeOrder,
  UNKNOWN_ID,
} from './payment-helpers.js';

const t = useTestApp();
let productId: string;
let user: Session;
beforeAll(async () => {
  productId = await paymentProduct(t.app, 12.34);
  user = await t.customer();
});

const newOrder = (quantity = 1) => placeOrder(t.app, user, productId, quantity);

describe('GET /api/payments/config', () => {
  it("names the test gateway by default, in mode 'test', with no publishable key", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'test', mode: 'test', publishableKey: null, currency: 'usd' });
  });

  it('has no Stripe webhook without STRIPE_WEBHOOK_SECRET (404)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/create-payment-intent', () => {
  it('answers a client secret and reuses the open intent when asked again', async () => {
    const order = await newOrder(2);
    const first = await createIntent(t.app, user, { orderId: order._id });
    expect(first.statusCode).toBe(200);
    expect(first.json().clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    const again = await createIntent(t.app, user, { orderId: order._id, cost: 24.68 });
    expect(again.json().clientSecret).toBe(first.json().clientSecret);
    const rows = await paymentRows(t.app, order._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 2468, currency: 'usd', provider: 'test', status: 'requires_payment_method' });
  });

  it('answers 409 when the cost sent differs from the order price (tampering)', async () => {
    const order = await newOrder();
    const res = await createIntent(t.app, user, { orderId: order._id, cost: 0.01 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessages.costMismatch);
    expect(await paymentRows(t.app, order._id)).toHaveLength(0);
  });

  it("refuses another user's order with 403, even for an admin", async () => {
    const order = await newOrder();
    const other = await t.customer();
    expect((await createIntent(t.app, other, { orderId: order._id })).statusCode).toBe(403);
    expect((await createIntent(t.app, t.admin, { orderId: order._id })).statusCode).toBe(403);
  });

  it('answers 401 signed out, 404 for an unknown order, 400 for a malformed id', async () => {
    const order = await newOrder();
    expect((await createIntent(t.app, null, { orderId: order._id })).statusCode).toBe(401);
    expect((await createIntent(t.app, user, { orderId: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await createIntent(t.app, user, { orderId: 'nope' })).statusCode).toBe(400);
  });

  it('answers 409 for a cancelled order', async () => {
    const order = await newOrder();
    expect((await as(t.app, user, { method: 'DELETE', url: `/api/order/${order._id}` })).statusCode).toBe(200);
    expect((await createIntent(t.app, user, { orderId: order._id })).statusCode).toBe(409);
  });
});

describe('POST /api/payments/test/confirm: test cards', () => {
  it(`${grouped(TEST_CARDS.visa)} succeeds and marks the order paid with the transaction id and time`, async () => {
    const order = await newOrder();
    const secret = await clientSecretFor(t.app, user, order._id);
    const res = await confirm(t.app, secret, { number: grouped(TEST_CARDS.visa) });
    expect(res.statusCode).toBe(200);
    const { id, status } = res.json();
    expect(status).toBe('succeeded');
    expect(secret.startsWith(`${id}_secret_`)).toBe(true);
    const paid = await getOrder(t.app, user, order._id);
    expect(paid).toMatchObject({ paid: true, status: 'paid', transactionId: id });
    expect(Date.now() - Date.parse(paid.paidAt!)).toBeLessThan(60_000);
    expect((await paymentRows(t.app, order._id))[0]!.status).toBe('succeeded');
  });

  it.each([
    [grouped(TEST_CARDS.declined), 'Your card was declined.'],
    [grouped(TEST_CARDS.insufficientFunds), 'Your card has insufficient funds.'],
    [grouped(TEST_CARDS.expired), 'Your card has expired.'],
    [grouped(TEST_CARDS.incorrectCvc), "Your card's security code is incorrect."],
  ])('%s is refused with 402 "%s"; the order stays unpaid and payable again', async (number, message) => {
    const order = await newOrder();
    const secret = await clientSecretFor(t.app, user, order._id);
    const res = await confirm(t.app, secret, { number });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(message);
    expect(await getOrder(t.app, user, order._id)).toMatchObject({ paid: false, transactionId: null, paidAt: null });
    expect(await clientSecretFor(t.app, user, order._id)).toBe(secret);
    expect((await confirm(t.app, secret)).statusCode).toBe(200);
    expect((await getOrder(t.app, user, order._id)).paid).toBe(true);
  });

  it.each([
    [{ number: grouped(TEST_CARDS.badChecksum) }, 'Your card number is invalid.'],
    [{ number: '4242' }, 'Your card number is invalid.'],
    [{ expMonth: 1, expYear: 2020 }, "Your card's expiration date is in the past."],
    [{ expMonth: 13 }, "Your card's expiration month is invalid."],
    [{ cvc: '12' }, "Your card's security code is invalid."],
    [{ cvc: 'abc' }, "Your card's security code is invalid."],
  ])('refuses %o with 402 "%s"', async (card, message) => {
    const order = await newOrder();
    const secret = await clientSecretFor(t.app, user, order._id);
    const res = await confirm(t.app, secret, card);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(message);
    expect((await getOrder(t.app, user, order._id)).paid).toBe(false);
  });

  it('answers 404 for a client secret it never issued', async () => {
    const order = await newOrder();
    const secret = await clientSecretFor(t.app, user, order._id);
    const res = await confirm(t.app, `${secret}x`);
    expect(res.statusCode).toBe(404);
    expect((await getOrder(t.app, user, order._id)).paid).toBe(false);
  });

  it('answers 400 when the card is missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: { clientSecret: 'pi_x_secret_y' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('paying twice', () => {
  it('a second confirm answers the same transaction and changes nothing; a new intent is 409', async () => {
    const order = await newOrder();
    const secret = await clientSecretFor(t.app, user, order._id);
    const first = await confirm(t.app, secret);
    const before = await getOrder(t.app, user, order._id);
    const second = await confirm(t.app, secret);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const after = await getOrder(t.app, user, order._id);
    expect(after.paidAt).toBe(before.paidAt);
    expect(after.transactionId).toBe(before.transactionId);
    expect(paidTransitions(after)).toBe(1);
    const res = await createIntent(t.app, user, { orderId: order._id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessages.orderAlreadyPaid);
  });

  it('a card refused on a paid intent is still refused and changes nothing', async () => {
    const order = await newOrder();
    const secret = await clientSecretFor(t.app, user, order._id);
    await confirm(t.app, secret);
    const before = await getOrder(t.app, user, order._id);
    expect((await confirm(t.app, secret, { number: TEST_CARDS.declined })).statusCode).toBe(402);
    expect(await getOrder(t.app, user, order._id)).toEqual(before);
  });

  it('a paid order cannot be cancelled by its customer', async () => {
    const order = await newOrder();
    await confirm(t.app, await clientSecretFor(t.app, user, order._id));
    expect((await as(t.app, user, { method: 'DELETE', url: `/api/order/${order._id}` })).statusCode).toBe(409);
  });
});

describe('rate limit', () => {
  it('limits confirms from one address to 30 a minute (card testing)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await confirm(t.app, 'pi_none_secret_none', {}, '10.200.0.1')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
