import { formatPrice, toDollars } from '../../shared/money.js';

/** Cents as the shop's e-mails, messages and documents write them: 1234 → "$12.34". */
export const money = (cents: number): string => formatPrice(toDollars(cents));

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
/** A day as the shop's e-mails, messages and documents write it, in UTC: "January 5, 2026". */
export const dateOf = (d: Date): string => dateFormat.format(d);
