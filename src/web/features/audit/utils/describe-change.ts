import { formatPrice, toDollars } from '../../../../shared/money';

/** A field's name in words: "priceCents" → "price", "stockAvailable" → "stock available". */
export const fieldName = (field: string) =>
  field
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** A value as a person reads it: money for a field in cents, lists joined, "none" for nothing. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (field.endsWith('Cents') && typeof value === 'number') return formatPrice(toDollars(value));
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.map((v) => valueText('', v)).join(', ') : 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
