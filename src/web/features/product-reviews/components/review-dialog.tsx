import { ErrorState } from '../../../components/ui/error-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { firstPageOf, useProductReviews } from '../api/get-product-reviews';
import { ReviewForm } from './review-form';
import { Button } from '../../../components/ui/button';

/** The part being reviewed. */
export interface ReviewTarget {
  productId: string;
  name: string;
}

interface Props {
  /** Open while set. */
  target: ReviewTarget | null;
  onClose: () => void;
  /** After a review is saved: the page refreshes the product (its rating belongs to the catalog feature). */
  onChanged?: (productId: string) => unknown;
}

/** Reads the product's reviews first (usually cached): the caller's own review fills the form, and only a buyer may write one. */
function ReviewLoader({ target, onClose, onChanged }: Props & { target: ReviewTarget }) {
  const reviews = useProductReviews(firstPageOf(target.productId));
  if (reviews.isPending) return <Skeleton className="h-72 w-full" />;
  if (reviews.isError) return <ErrorState message={reviews.error.message} onRetry={() => void reviews.refetch()} />;
  const { mine, canReview } = reviews.data;
  if (!canReview && !mine)
    return (
      <>
        <p className="text-base-content/80 text-sm">Only customers who bought this part can review it.</p>
        <div className="modal-action">
          <Button onClick={onClose}>Close</Button>
        </div>
      </>
    );
  return (
    <>
      {mine?.hidden ? (
        <p className="alert alert-warning alert-soft mb-2 text-sm" data-testid="review-hidden-note">
          The shop hid your review: other shoppers do not see it. You can still change it here.
        </p>
      ) : (
        <p className="text-base-content/80 mb-2 text-sm">
          {mine
            ? 'Saving replaces your earlier review.'
            : 'Other shoppers see your first name and initial, and that you bought the part here.'}
        </p>
      )}
      <ReviewForm productId={target.productId} mine={mine} onClose={onClose} onChanged={onChanged} />
    </>
  );
}

/** "Write a review" / "Edit your review" (native modal <dialog>: focus stays inside, Esc closes, focus returns to the button). */
export function ReviewDialog({ target, onClose, onChanged }: Props) {
  return (
    <FormDialog title={target ? `Review ${target.name}` : null} onClose={onClose}>
      {target && <ReviewLoader key={target.productId} target={target} onClose={onClose} onChanged={onChanged} />}
    </FormDialog>
  );
}
