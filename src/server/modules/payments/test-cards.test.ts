import { describe, expect, it } from 'vitest';
import { evaluateTestCard, luhnValid, type CardInput } from './test-cards.js';

/** A fixed "now": 15 June 2026 (UTC). */
const NOW = new Date(Date.UTC(2026, 5, 15, 12));
const card = (over: Partial<CardInput> = {}): CardInput => ({
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...over,
});
const code = (over: Partial<CardInput>) => {
  const outcome = evaluateTestCard(card(over), NOW);
  return outcome.ok ? 'ok' : outcome.code;
};

describe('luhnValid', () => {
  it.each(['4242424242424242', '4000000000000002', '378282246310005', '6011111111111117', '79927398713', '0'])('accepts %s', (n) => {
    expect(luhnValid(n)).toBe(true);
  });

  it.each(['4242424242424241', '4000000000000001', '79927398710', '', '4242 4242 4242 4242', '42a2', '-1'])('rejects %j', (n) => {
    expect(luhnValid(n)).toBe(false);
  });
});

describe('evaluateTestCard', () => {
  it.each(['4242424242424242', '4242 4242 4242 4242', '4242-4242-4242-4242', '4000056655665556', '5555555555554444', '6011111111111117'])(
    'lets %s through',
    (number) => {
      expect(evaluateTestCard(card({ number }), NOW)).toEqual({ ok: true });
    },
  );

  it('takes a four-digit CVC for American Express and only then', () => {
    expect(code({ number: '378282246310005', cvc: '1234' })).toBe('ok');
    expect(code({ number: '378282246310005', cvc: '123' })).toBe('invalid_cvc');
    expect(code({ number: '4242424242424242', cvc: '1234' })).toBe('invalid_cvc');
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4000000000009987', 'lost_card', 'Your card was declined.'],
    ['4100000000000019', 'fraudulent', 'Your card was declined.'],
  ])("declines Stripe's test card %s as %s", (number, expectedCode, message) => {
    expect(evaluateTestCard(card({ number }), NOW)).toEqual({ ok: false, code: expectedCode, message });
  });

  it('declines a valid number that is not a test card, as Stripe test mode does', () => {
    const outcome = evaluateTestCard(card({ number: '4111111111111111' }), NOW);
    expect(outcome).toMatchObject({ ok: false, code: 'card_declined' });
    expect(!outcome.ok && outcome.message).toMatch(/non test card/);
  });

  it('refuses numbers that fail Luhn or have the wrong length', () => {
    expect(code({ number: '4242424242424241' })).toBe('invalid_number');
    expect(code({ number: '42424242424' })).toBe('invalid_number');
    expect(code({ number: '42424242424242424242' })).toBe('invalid_number');
    expect(code({ number: '4242x24242424242' })).toBe('invalid_number');
    expect(code({ number: '' })).toBe('invalid_number');
  });

  it('counts a card as valid through the end of its expiry month', () => {
    expect(code({ expMonth: 6, expYear: 2026 })).toBe('ok');
    expect(code({ expMonth: 6, expYear: 26 })).toBe('ok');
    expect(code({ expMonth: 5, expYear: 2026 })).toBe('invalid_expiry_year');
    expect(code({ expMonth: 12, expYear: 2025 })).toBe('invalid_expiry_year');
    expect(evaluateTestCard(card({ expMonth: 5, expYear: 2026 }), NOW)).toMatchObject({
      message: "Your card's expiration date is in the past.",
    });
  });

  it('refuses an impossible month or a year too far ahead', () => {
    expect(code({ expMonth: 0 })).toBe('invalid_expiry_month');
    expect(code({ expMonth: 13 })).toBe('invalid_expiry_month');
    expect(code({ expMonth: 1.5 })).toBe('invalid_expiry_month');
    expect(code({ expYear: 2077 })).toBe('invalid_expiry_year');
    expect(code({ expYear: 2076 })).toBe('ok');
  });

  it('checks the form before the card: an expired date beats a decline card', () => {
    expect(code({ number: '4000000000000002', expYear: 2020 })).toBe('invalid_expiry_year');
    expect(code({ number: '4000000000000002', cvc: '1' })).toBe('invalid_cvc');
  });

  it('never repeats the card number in a message', () => {
    for (const number of ['4000000000000002', '4242424242424241', '4111111111111111']) {
      const outcome = evaluateTestCard(card({ number }), NOW);
      expect(!outcome.ok && outcome.message).not.toContain(number.slice(-4));
    }
  });
});
