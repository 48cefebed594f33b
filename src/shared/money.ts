/** Money is stored as integer cents; the wire shows dollars as a number (the spec's `cost`). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;
export const formatPrice = (dollars: number, currency = 'USD'): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(dollars);
