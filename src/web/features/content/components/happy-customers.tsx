import { LATEST_COUNT } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReviews } from '../api/get-reviews';
import { ReviewCard, ReviewCardSkeleton } from './review-card';

/** Home: 'Our Happy Customer', the number of reviews and the last 6. */
export function HappyCustomers() {
  const { data, isPending, error, refetch } = useReviews();
  const grid = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';
  let body: React.ReactNode;
  if (error) body = <ErrorState message={`We could not load the reviews. ${error.message}`} onRetry={() => void refetch()} />;
  else if (isPending)
    body = (
      <div className={grid} role="status" aria-busy="true" aria-label="Reviews, loading">
        {Array.from({ length: LATEST_COUNT }, (_, i) => (
          <ReviewCardSkeleton key={i} />
        ))}
      </div>
    );
  else if (data.length === 0) body = <EmptyState>No reviews yet. Be the first to tell us how your repair went.</EmptyState>;
  else
    body = (
      <ul className={grid} aria-label="Latest reviews">
        {data.slice(0, LATEST_COUNT).map((r) => (
          <li key={r._id}>
            <ReviewCard review={r} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="reviews-heading" className="bg-base-200/60 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="reviews-heading"
          kicker="Reviews"
          title={messages.happyCustomers}
          lead={
            <span className="inline-flex min-h-7 items-center justify-center gap-2">
              {isPending ? (
                <Skeleton className="inline-block h-6 w-64" />
              ) : error ? null : (
                <span data-testid="review-count">
                  <strong className="text-base-content">{data.length}</strong> {data.length === 1 ? 'customer has' : 'customers have'}{' '}
                  shared how their repair went.
                </span>
              )}
            </span>
          }
        />
        {body}
      </div>
    </section>
  );
}
