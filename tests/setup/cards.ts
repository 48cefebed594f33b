import type { z } from 'zod';
import type { testConfirmSchema } from '../../src/shared/schemas/payment.js';

/**
 * Stripe's test card numbers, as the built-in test gateway knows them (its table lives with the
 * server's payment code; tests keep their own names for the cards they use).
 */
export const TEST_CARDS = {
  /** Visa that always succeeds: "4242". */
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  discover: '6011111111111117',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  /** 4242… with the last digit changed: fails the Luhn check. */
  badChecksum: '4242424242424241',
} as const;

/** A card as the test gateway's confirm takes it. */
export type TestCard = z.infer<typeof testConfirmSchema>['card'];

/** The card the shop's happy paths pay with: the 4242 Visa, valid until December two years from today. */
export const TEST_CARD: TestCard = { number: TEST_CARDS.visa, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };

/** The number in groups of four, as a person types it and the card form shows it. */
export const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The expiry as the card form shows it: MM/YY. */
export const expiryMMYY = (card: Pick<TestCard, 'expMonth' | 'expYear'> = TEST_CARD) =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
