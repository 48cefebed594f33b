import { Link } from 'react-router';
import type { AdminReview } from '../../../../shared/schemas/product-review';
import { RatingStars } from '../../../components/ui/rating-stars';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { Button } from '../../../components/ui/button';

interface Props {
  review: AdminReview;
  busy: boolean;
  onHide: (review: AdminReview) => void;
  onShow: (review: AdminReview) => void;
}

/** One review on the admin's page: the product, who wrote it, the stars, title and text, when, whether shown, and Hide or Show. */
export function AdminReviewCard({ review, busy, onHide, onShow }: Props) {
  return (
    <li
      className={`card card-border bg-base-100 gap-2 p-4 ${review.hidden ? 'border-dashed' : ''}`}
      data-testid="admin-review"
      data-hidden={review.hidden}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link to={paths.productDetail.getHref(review.productId)} className="link link-hover font-semibold break-words">
            {review.productName}
          </Link>
          <p className="text-base-content/70 text-sm break-all">
            {review.author} · {review.userEmail}
          </p>
          <p className="text-base-content/70 text-xs">
            <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
            {review.helpful > 0 && ` · ${review.helpful} found it helpful`}
          </p>
        </div>
        <span className={`badge badge-sm ${review.hidden ? 'badge-ghost' : 'badge-soft badge-success'}`} data-testid="admin-review-state">
          {review.hidden ? 'Hidden' : 'Visible'}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars value={review.rating} size="sm" />
        <p className="min-w-0 font-medium break-words" data-testid="admin-review-title">
          {review.title}
        </p>
      </div>
      {review.body && <p className="text-base-content/80 line-clamp-3 text-sm break-words whitespace-pre-line">{review.body}</p>}
      <div className="flex justify-end">
        {review.hidden ? (
          <Button variant="primary" size="sm" outline onClick={() => onShow(review)} busy={busy}>
            Show<span className="sr-only"> the review “{review.title}” again</span>
          </Button>
        ) : (
          <Button variant="error" size="sm" outline onClick={() => onHide(review)}>
            Hide<span className="sr-only"> the review “{review.title}”</span>
          </Button>
        )}
      </div>
    </li>
  );
}
