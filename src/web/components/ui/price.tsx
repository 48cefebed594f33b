import { formatPrice } from '../../../shared/money';

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
    <span className={`inline-flex flex-wrap items-baseline gap-x-1.5 ${className}`.trim()} data-testid={testId}>
      <span>
        {reduced && <span className="sr-only">{priceLabel} </span>}
        {formatPrice(price, currency)}
      </span>
      {reduced && (
        <del className="text-base-content/60 text-[0.8em] font-normal" data-testid="regular-price">
          <span className="sr-only">{regularLabel} </span>
          {formatPrice(regular, currency)}
        </del>
      )}
    </span>
  );
}
