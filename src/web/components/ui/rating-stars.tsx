const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

const SIZES = { sm: 'h-4', md: 'h-5', lg: 'h-7' } as const;

/** "4.3" for an average (always one decimal), "4" for one review's stars. */
export const formatRating = (value: number, average: boolean) => (average ? value.toFixed(1) : String(value));

/** "Rated 4.3 out of 5, 12 reviews", or "Rated 4 out of 5" for one review. */
export function ratingLabel(value: number, count?: number) {
  const reviews = count === undefined ? '' : `, ${count} ${count === 1 ? 'review' : 'reviews'}`;
  return `Rated ${formatRating(value, count !== undefined)} out of 5${reviews}`;
}

/** Five stars in a row (an SVG, no images); its height sets its size. */
function StarRow({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 24" className={`w-auto max-w-none shrink-0 fill-current ${className}`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} />
      ))}
    </svg>
  );
}

interface Props {
  /** From 0 to 5: one review's stars, or an average (partly filled star). */
  value: number;
  /** With a count, `value` is an average: it shows one decimal and the count, "4.3 (12)". */
  count?: number;
  size?: keyof typeof SIZES;
  /** Shows the number (and the count) beside the stars. */
  showValue?: boolean;
  className?: string;
  testId?: string;
}

/**
 * Stars filled up to `value` (a fraction fills part of a star), read out as one phrase:
 * "Rated 4.3 out of 5, 12 reviews". The filled stars use the theme's warning colour, the empty
 * ones a faint base colour, so both daisyUI themes show them.
 */
export function RatingStars({ value, count, size = 'md', showValue = false, className = '', testId }: Props) {
  const filled = `${(Math.min(5, Math.max(0, value)) / 5) * 100}%`;
  return (
    <span
      role="img"
      aria-label={ratingLabel(value, count)}
      className={`inline-flex items-center gap-1.5 ${className}`}
      data-testid={testId}
    >
      <span className="relative inline-flex shrink-0">
        <StarRow className={`${SIZES[size]} text-base-content/20`} />
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: filled }}>
          <StarRow className={`${SIZES[size]} text-warning`} />
        </span>
      </span>
      {showValue && (
        <span className={`tabular-nums ${size === 'sm' ? 'text-sm' : ''}`}>
          <span className="font-semibold">{formatRating(value, count !== undefined)}</span>
          {count !== undefined && <span className="text-base-content/70"> ({count})</span>}
        </span>
      )}
    </span>
  );
}
