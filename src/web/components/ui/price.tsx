import { formatPrice } from '../../../shared/money';
import { formatDate } from '../../lib/dates';

interface PriceProps {
  /** What is paid. */
  price: number;
  /** The price before a sale or discount: struck through beside `price` when above it. */
  regular?: number;
  currency?: string;
  /** What screen readers hear before each: "Sale price" and "Regular price" unless told. */
  priceLabel?: string;
  regularLabel?: string;
  className?: string;
  /** On the price paid alone (its text is the amount). */
  testId?: string;
}

/** A price, and when it is reduced the regular one struck through after it (each named for screen readers). */
export function Price({
  price,
  regular,
  currency,
  priceLabel = 'Sale price',
  regularLabel = 'Regular price',
  className = '',
  testId,
}: PriceProps) {
  const reduced = regular !== undefined && regular > price;
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-1.5 ${className}`.trim()}>
      {reduced && <span className="sr-only">{priceLabel} </span>}
      <span data-testid={testId}>{formatPrice(price, currency)}</span>
      {reduced && (
        <del className="text-base-content/70 text-[0.8em] font-normal" data-testid="regular-price">
          <span className="sr-only">{regularLabel} </span>
          {formatPrice(regular, currency)}
        </del>
      )}
    </span>
  );
}

/** The automatic promotion a sale price comes from: "Winter sale · until Dec 24, 2026". */
export function SaleNote({ promotion, className = '' }: { promotion: { label: string; endsAt: string | null }; className?: string }) {
  return (
    <span className={`badge badge-soft badge-error badge-sm h-auto min-h-5 text-left ${className}`.trim()} data-testid="sale-note">
      {promotion.label}
      {promotion.endsAt && ` · until ${formatDate(promotion.endsAt)}`}
    </span>
  );
}
