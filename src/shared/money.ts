/** Money is stored as integer cents; the wire shows dollars as a number (the spec's `cost`). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;
/**
 * A rate in basis points of an amount in cents, rounded half up to the cent, in integers only
 * (floor((2·bp·amount + 10000) / 20000) is round(bp·amount / 10000)): 19 % of 13040 is 2478, never
 * 2477.9999…; exact while bp·amount stays under 2^52.
 */
export const basisPointsOf = (amountCents: number, basisPoints: number): number =>
  Math.floor((basisPoints * amountCents * 2 + 10_000) / 20_000);
const formatters = new Map<string, Intl.NumberFormat>();
/** Building an Intl.NumberFormat costs far more than using one, so one is kept per currency. */
export const formatPrice = (dollars: number, currency = 'USD'): string => {
  let format = formatters.get(currency);
  if (!format) formatters.set(currency, (format = new Intl.NumberFormat('en-US', { style: 'currency', currency })));
  return format.format(dollars);
};

/** An exchange's difference (cents; issue 31) in the customer's words, as the e-mails and the screens say it. */
export const exchangeDifferenceText = (cents: number): string =>
  cents > 0
    ? `You pay ${formatPrice(toDollars(cents))} more`
    : cents < 0
      ? `We refund ${formatPrice(toDollars(-cents))}`
      : 'Nothing to pay, nothing to refund';
