import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type Session, type TestApp } from '../../setup/app.js';
import { grouped, TEST_CARDS } from '../../setup/cards.js';
import { BILLING, clientSecretFor, confirm, paymentProduct, placeOrder } from './payment-helpers.js';

/**
 * Card numbers never reach a log line. This file builds the app WITH its real logger at
 * trace level (createTestApp turns logging off unless told otherwise), its stream pointed at an array.
 */
const lines: string[] = [];
let test: TestApp | undefined;
let app: FastifyInstance;
let user: Session;
let productId: string;

beforeAll(async () => {
  test = await createTestApp({ LOG_LEVEL: 'trace' }, { logLines: lines });
  app = test.app;
  user = await signUp(app);
  productId = await paymentProduct(app, 12.34);
});
afterAll(async () => {
  await test?.close();
});

const digitsOf = (line: string) => line.replace(/\D/g, '');

describe('logging during a card payment', () => {
  it('logs the confirm requests but no card number, CVC or billing detail, whatever the outcome', async () => {
    const order = await placeOrder(app, user, productId);
    const secret = await clientSecretFor(app, user, order._id);
    lines.length = 0;
    // Refused, malformed and good cards, spaced and not.
    const cards = [grouped(TEST_CARDS.insufficientFunds), TEST_CARDS.expired, grouped(TEST_CARDS.badChecksum), TEST_CARDS.visa];
    for (const number of cards) await confirm(app, secret, { number, cvc: '987' });
    await confirm(app, secret, { number: TEST_CARDS.mastercard, expMonth: 'x' as unknown as number });
    await confirm(app, `${secret}x`, { number: TEST_CARDS.mastercard });
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      headers: { 'content-type': 'application/json' },
      payload: `{"clientSecret":"${secret}","card":{"number":${TEST_CARDS.discover}x`,
    });
    expect(malformed.statusCode).toBe(400);

    const log = lines.join('');
    // The capture works: every request and its answer are there.
    expect(lines.filter((l) => l.includes('/api/payments/test/confirm')).length).toBeGreaterThanOrEqual(7);
    expect(log).toMatch(/"statusCode":402/);
    expect(log).toMatch(/"statusCode":200/);
    // The clock's figures are digits too (a response time of 6.620875000000069 ms holds 00000069):
    // they are left out of the search for card digits.
    const scrubbed = lines.map((l) => l.replace(/"(?:time|responseTime)":[\d.e+-]+/g, ''));
    for (const number of [...cards, TEST_CARDS.mastercard, TEST_CARDS.discover]) {
      const digits = number.replace(/\D/g, '');
      expect(
        scrubbed.some((l) => digitsOf(l).includes(digits)),
        `card ${number} in the log`,
      ).toBe(false);
      expect(scrubbed.join(''), `card ${number} in the log`).not.toContain(digits.slice(-8));
    }
    expect(log).not.toContain('"cvc"');
    expect(log).not.toContain(BILLING.email);
    expect(log).not.toContain(secret);
  });

  it('never logs the bearer token either (redacted)', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/order', headers: user.headers });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(user.token);
  });
});
