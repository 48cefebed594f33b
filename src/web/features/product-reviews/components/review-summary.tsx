import type { ProductReviewPage } from '../../../../shared/schemas/product-review';
import { formatRating, RatingStars } from '../../../components/ui/rating-stars';

const STARS = [5, 4, 3, 2, 1] as const;

/** How many reviews gave each number of stars, 5 down to 1, as bars with their counts. */
function Histogram({ histogram, count }: Pick<ProductReviewPage, 'histogram' | 'count'>) {
  return (
    <ul className="flex flex-col gap-1.5" aria-label="Reviews by number of stars" data-testid="review-histogram">
      {STARS.map((stars) => {
        const n = histogram[String(stars) as keyof typeof histogram];
        const share = count > 0 ? (n / count) * 100 : 0;
        return (
          <li key={stars} className="grid grid-cols-[3.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm" data-stars={stars}>
            <span className="whitespace-nowrap">
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
            <span aria-hidden="true" className="bg-base-300 h-2.5 overflow-hidden rounded-full">
              <span className="bg-warning block h-full rounded-full" style={{ width: `${share}%` }} />
            </span>
            <span className="text-base-content/70 text-right tabular-nums">
              {n}
              <span className="sr-only"> {n === 1 ? 'review' : 'reviews'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The product's figures: the average (one decimal) in stars, how many reviews, and the bars per number of stars. */
export function ReviewSummary({ page }: { page: ProductReviewPage }) {
  const { average, count, histogram } = page;
  if (average === null || count === 0) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="review-summary">
      <div className="flex items-center gap-3">
        {/* grow-0: a <p> in a daisyUI card-body grows by default. */}
        <p className="shrink-0 grow-0 text-4xl font-bold tabular-nums" aria-hidden="true" data-testid="review-average">
          {formatRating(average, true)}
        </p>
        <div className="flex flex-col gap-0.5">
          <RatingStars value={average} count={count} size="md" testId="review-average-stars" />
          <p className="text-base-content/70 text-sm" aria-hidden="true" data-testid="review-count">
            {count} {count === 1 ? 'review' : 'reviews'}
          </p>
        </div>
      </div>
      <Histogram histogram={histogram} count={count} />
    </div>
  );
}
