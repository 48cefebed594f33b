/**
 * The built-in test gateway's card rules: Stripe's test cards and Stripe's messages.
 * Card numbers are only inspected here, never stored or logged, and no message repeats one.
 */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardOutcome = { ok: true } | { ok: false; message: string; code: string };

const DECLINED = 'Your card was declined.';

/** Stripe's decline test cards (https://docs.stripe.com/testing#declined-payments). */
const DECLINES: Record<string, { message: string; code: string }> = {
  '4000000000000002': { message: DECLINED, code: 'card_declined' },
  '4000000000009995': { message: 'Your card has insufficient funds.', code: 'insufficient_funds' },
  '4000000000009987': { message: DECLINED, code: 'lost_card' },
  '4000000000009979': { message: DECLINED, code: 'stolen_card' },
  '4100000000000019': { message: DECLINED, code: 'fraudulent' },
  '4000000000000069': { message: 'Your card has expired.', code: 'expired_card' },
  '4000000000000127': { message: "Your card's security code is incorrect.", code: 'incorrect_cvc' },
  '4000000000000119': {
    message: 'An error occurred while processing your card. Try again in a little bit.',
    code: 'processing_error',
  },
};

/** Stripe's test cards that succeed (Visa, Visa debit, Mastercard, Amex, Discover). */
const SUCCEEDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
]);

/** The Luhn check digit test; anything but a string of digits fails. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
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

const refuse = (message: string, code: string): CardOutcome => ({ ok: false, message, code });

/** The form checks Stripe makes before it tries the card: number, expiry, CVC. */
function checkFormat(number: string, card: CardInput, now: Date): CardOutcome {
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return refuse('Your card number is invalid.', 'invalid_number');
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return refuse("Your card's expiration month is invalid.", 'invalid_expiry_month');
  }
  const year = card.expYear >= 0 && card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year > thisYear + 50) {
    return refuse("Your card's expiration year is invalid.", 'invalid_expiry_year');
  }
  if (year * 12 + (card.expMonth - 1) < thisYear * 12 + now.getUTCMonth()) {
    return refuse("Your card's expiration date is in the past.", 'invalid_expiry_year');
  }
  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return refuse("Your card's security code is invalid.", 'invalid_cvc');
  }
  return { ok: true };
}

/** What Stripe's test mode answers for this card at `now` (a card is valid through its expiry month). */
export function evaluateTestCard(card: CardInput, now = new Date()): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  const format = checkFormat(number, card, now);
  if (!format.ok) return format;
  const decline = DECLINES[number];
  if (decline) return refuse(decline.message, decline.code);
  if (!SUCCEEDS.has(number)) {
    return refuse(`${DECLINED} Your request was in test mode, but used a non test card.`, 'card_declined');
  }
  return { ok: true };
}
