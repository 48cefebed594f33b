/** Money is stored as integer cents; the wire shows dollars as a number (the spec's `cost`). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;
const formatters = new Map<string, Intl.NumberFormat>();
/** Building an Intl.NumberFormat costs far more than using one, so one is kept per currency. */
export const formatPrice = (dollars: number, currency = 'USD'): string => {
  let format = formatters.get(currency);
  if (!format) formatters.set(currency, (format = new Intl.NumberFormat('en-US', { style: 'currency', currency })));
  return format.format(dollars);
};
