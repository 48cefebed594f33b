import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { REVIEW_SORTS, type ProductReview, type ProductReviewPage, type ReviewSort } from '../../../../shared/schemas/product-review';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth';
import { REVIEWS_PAGE_SIZE, useProductReviews } from '../api/get-product-reviews';
import { useMarkReviewHelpful } from '../api/mark-review-helpful';
import { ReviewDialog } from './review-dialog';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';
import { Button } from '../../../components/ui/button';

const SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  helpful: 'Most helpful',
  rating: 'Lowest rating',
};
const NOUN = ['review', 'reviews'] as const;

function SortSelect({ value, onChange }: { value: ReviewSort; onChange: (sort: ReviewSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        Sort by
      </label>
      <select id={id} className="select select-sm w-auto" value={value} onChange={(e) => onChange(e.target.value as ReviewSort)}>
        {REVIEW_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Write a review" for a buyer, "Edit your review" once written (with a note when the shop hid it); nothing for others. */
function WriteReview({ data, onWrite }: { data: ProductReviewPage; onWrite: () => void }) {
  const { mine, canReview } = data;
  if (!mine && !canReview) return null;
  return (
    <div className="flex flex-col items-start gap-2" data-testid="write-review">
      <Button variant="primary" size="sm" className="sm:btn-md" onClick={onWrite}>
        {mine ? 'Edit your review' : 'Write a review'}
      </Button>
      {mine?.hidden && (
        <p className="alert alert-warning alert-soft px-3 py-2 text-sm" data-testid="review-hidden-note">
          The shop hid your review: other shoppers do not see it.
        </p>
      )}
    </div>
  );
}

function ReviewsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the reviews" className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
      <Skeleton className="h-44 w-full" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

interface ListProps {
  data: ProductReviewPage;
  productId: string;
  placeholder: boolean;
  sort: ReviewSort;
  onSort: (sort: ReviewSort) => void;
  page: number;
  onPage: (page: number) => void;
}

/** The order, the page of reviews, each with Helpful for signed-in shoppers (pressed once they counted it), and the pager. */
function ReviewList({ data, productId, placeholder, sort, onSort, page, onPage }: ListProps) {
  const { user } = useAuth();
  const helpful = useMarkReviewHelpful();
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const onHelpful = (review: ProductReview) =>
    helpful.mutate(
      { reviewId: review._id, productId },
      {
        onSuccess: () => setMarked((prev) => new Set(prev).add(review._id)),
        onError: (error) => void toast.error(error.message),
      },
    );
  if (data.total === 0 && page === 1)
    return (
      <EmptyState>No reviews yet.{data.canReview && !data.mine ? ' Be the first to tell other shoppers how it fits.' : ''}</EmptyState>
    );
  return (
    <div aria-busy={placeholder} className={`transition-opacity ${placeholder ? 'opacity-60' : ''}`}>
      {data.total > 1 && (
        <div className="mb-4 flex justify-end">
          <SortSelect value={sort} onChange={onSort} />
        </div>
      )}
      <ul aria-label="Reviews" data-testid="product-review-list">
        {data.items.map((review) => (
          <ReviewItem
            key={review._id}
            review={review}
            own={data.mine?._id === review._id}
            signedIn={Boolean(user)}
            marked={review.helpfulByMe || marked.has(review._id)}
            busy={helpful.isPending && helpful.variables?.reviewId === review._id}
            onHelpful={onHelpful}
          />
        ))}
      </ul>
      <Pager page={page} limit={data.limit} total={data.total} onPage={onPage} noun={NOUN} testId="reviews-range" />
    </div>
  );
}

interface Props {
  product: { _id: string; name: string };
  /** After a review is saved: the page refreshes the product (its rating belongs to the catalog feature). */
  onChanged?: (productId: string) => unknown;
}

/** The product page's Reviews: the average and the bars per star, a sorted and paged list, and "Write a review" for buyers. */
export function ProductReviews({ product, onChanged }: Props) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const reviews = useProductReviews({ productId: product._id, sort, page, limit: REVIEWS_PAGE_SIZE });

  let body: React.ReactNode;
  if (reviews.isPending) body = <ReviewsSkeleton />;
  else if (reviews.isError && !reviews.data) body = <ErrorState message={reviews.error.message} onRetry={() => void reviews.refetch()} />;
  else
    body = (
      <div className="grid items-start gap-6 md:grid-cols-[16rem_minmax(0,1fr)] md:gap-10">
        <div className="flex flex-col gap-4">
          <ReviewSummary page={reviews.data} />
          <WriteReview data={reviews.data} onWrite={() => setWriting(true)} />
        </div>
        <div className="min-w-0">
          <ReviewList
            data={reviews.data}
            productId={product._id}
            placeholder={reviews.isPlaceholderData}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(1);
            }}
            page={page}
            onPage={setPage}
          />
        </div>
      </div>
    );

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="card card-border bg-base-100 mt-8 scroll-mt-20"
      data-testid="product-reviews"
    >
      <div className="card-body gap-4">
        <h2 id="reviews-title" className="card-title text-xl">
          Reviews
        </h2>
        {body}
      </div>
      <ReviewDialog
        target={writing ? { productId: product._id, name: product.name } : null}
        onClose={() => setWriting(false)}
        onChanged={onChanged}
      />
    </section>
  );
}
