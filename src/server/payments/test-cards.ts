/**
 * The built-in test gateway's card rules: Stripe's test cards and Stripe's messages.
 * Card numbers are only inspected here, never stored or logged.
 */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardOutcome = { ok: true } | { ok: false; message: string; code: string };

const DECLINES: Record<string, { message: string; code: string }> = {
  '4000000000000002': { message: 'Your card was declined.', code: 'card_declined' },
  '4000000000009995': { message: 'Your card has insufficient funds.', code: 'insufficient_funds' },
  '4000000000000069': { message: 'Your card has expired.', code: 'expired_card' },
  '4000000000000127': { message: "Your card's security code is incorrect.", code: 'incorrect_cvc' },
};

const SUCCEEDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '6011111111111117',
]);

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function evaluateTestCard(card: CardInput, now = new Date()): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return { ok: false, message: 'Your card number is invalid.', code: 'invalid_number' };
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { ok: false, message: "Your card's expiration month is invalid.", code: 'invalid_expiry_month' };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!Number.isInteger(year) || year * 12 + (card.expMonth - 1) < nowMonth) {
    return { ok: false, message: "Your card's expiration date is in the past.", code: 'invalid_expiry_year' };
  }
  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return { ok: false, message: "Your card's security code is invalid.", code: 'invalid_cvc' };
  }
  const decline = DECLINES[number];
  if (decline) return { ok: false, ...decline };
  if (!SUCCEEDS.has(number)) {
    return {
      ok: false,
      message: 'Your card was declined. Your request was in test mode, but used a non test card.',
      code: 'card_declined',
    };
  }
  return { ok: true };
}
