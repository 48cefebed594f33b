import type { ProductReview } from '../../../../shared/schemas/product-review';
import { Button } from '../../../components/ui/button';
import { RatingStars } from '../../../components/ui/rating-stars';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/dates';

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2.5}>
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}

interface HelpfulProps {
  review: ProductReview;
  marked: boolean;
  busy: boolean;
  onHelpful: (review: ProductReview) => void;
}

/** "Helpful (3)": pressed once the shopper counted it (the server counts each shopper once). */
function HelpfulButton({ review, marked, busy, onHelpful }: HelpfulProps) {
  return (
    <Button
      size="responsive"
      variant={marked ? 'success' : 'ghost'}
      className={marked ? 'btn-soft' : 'border-base-300'}
      aria-pressed={marked}
      aria-label={`Helpful (${review.helpful}): ${review.title}`}
      onClick={() => !marked && !busy && onHelpful(review)}
      data-testid="review-helpful"
    >
      {busy ? <Spinner size="xs" /> : marked && <CheckIcon />}
      Helpful ({review.helpful})
    </Button>
  );
}

interface Props {
  review: ProductReview;
  /** Whether this is the caller's own review (no Helpful button on it). */
  own: boolean;
  /** Signed-in shoppers may mark reviews helpful. */
  signedIn: boolean;
  marked: boolean;
  busy: boolean;
  onHelpful: (review: ProductReview) => void;
}

/** One review: stars and title, who wrote it (a verified buyer), the laptop the part went into, when, what they said, Helpful. */
export function ReviewItem({ review, own, signedIn, marked, busy, onHelpful }: Props) {
  const { laptop } = review;
  return (
    <li className="border-base-300 flex flex-col gap-1.5 border-b py-4 first:pt-0 last:border-b-0" data-testid="product-review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars value={review.rating} size="sm" testId="review-stars" />
        <h3 className="min-w-0 font-semibold break-words" data-testid="review-title">
          {review.title}
        </h3>
      </div>
      <p className="text-base-content/70 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="text-base-content font-medium" data-testid="review-author">
          {review.author}
        </span>
        {review.verifiedPurchase && <span className="badge badge-soft badge-success badge-sm">Verified purchase</span>}
        {own && <span className="badge badge-soft badge-primary badge-sm">Your review</span>}
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
      {laptop && (
        <p className="text-base-content/70 text-sm" data-testid="review-laptop">
          Fitted to {laptop.brand} {laptop.model}
        </p>
      )}
      {review.body && <p className="text-base-content/90 break-words whitespace-pre-line">{review.body}</p>}
      {signedIn && !own && (
        <div className="mt-1">
          <HelpfulButton review={review} marked={marked} busy={busy} onHelpful={onHelpful} />
        </div>
      )}
      {(!signedIn || own) && review.helpful > 0 && (
        <p className="text-base-content/70 text-xs">
          {review.helpful} {review.helpful === 1 ? 'shopper' : 'shoppers'} found this helpful
        </p>
      )}
    </li>
  );
}
