import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { AdminReview } from '../../../../shared/schemas/product-review';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ADMIN_REVIEWS_PAGE_SIZE, useAdminReviews } from '../api/get-admin-reviews';
import { useSetReviewHidden } from '../api/set-review-hidden';
import { useAdminReviewsParams, type AdminReviewsParams } from '../hooks/use-admin-reviews-params';
import { AdminReviewCard } from './admin-review-card';

const NOUN = ['review', 'reviews'] as const;
const FILTERS = { all: 'All reviews', false: 'Visible', true: 'Hidden' } as const;
type FilterValue = keyof typeof FILTERS;
const FILTER_OPTIONS = (Object.keys(FILTERS) as FilterValue[]).map((key) => ({ value: key, label: FILTERS[key] }));

function HiddenFilter({ params, onChange }: { params: AdminReviewsParams; onChange: (change: Partial<AdminReviewsParams>) => void }) {
  const value: FilterValue = params.hidden ?? 'all';
  return (
    <div className="mb-4 sm:w-60" role="search" aria-label="Filter reviews">
      <SelectField
        label="Show"
        fieldClassName="py-0"
        value={value}
        onChange={(e) => {
          const next = e.target.value as FilterValue;
          onChange({ hidden: next === 'all' ? undefined : next });
        }}
        options={FILTER_OPTIONS}
      />
    </div>
  );
}

function NoReviews({ filtered, beyondLastPage, onReset }: { filtered: boolean; beyondLastPage: boolean; onReset: () => void }) {
  let text = 'No reviews yet.';
  if (beyondLastPage) text = 'This page is past the last review.';
  else if (filtered) text = 'No reviews here.';
  return (
    <EmptyState>
      {text}{' '}
      {(filtered || beyondLastPage) && (
        <button type="button" className="link link-primary" onClick={onReset}>
          Show all reviews
        </button>
      )}
    </EmptyState>
  );
}

/** The longest note the server takes (adminReviewUpdateSchema). */
const REVIEW_NOTE_MAX = 500;

/** Hide (after a confirmation, with a note the reviewer is e-mailed) and Show, with a toast for each. */
function useModeration(onChanged?: (review: AdminReview) => unknown) {
  const update = useSetReviewHidden({ onChanged });
  const [hiding, setHidingReview] = useState<AdminReview | null>(null);
  const [note, setNote] = useState('');
  const setHiding = (review: AdminReview | null) => {
    setHidingReview(review);
    setNote('');
  };
  const show = (review: AdminReview) =>
    update.mutate(
      { id: review._id, hidden: false },
      {
        onSuccess: () => void toast.success(`“${review.title}” is shown on the product page again.`),
        onError: (error) => void toast.error(error.message),
      },
    );
  const hide = async () => {
    if (!hiding) return;
    await update.mutateAsync({ id: hiding._id, hidden: true, note: note.trim() });
    toast.success(`“${hiding.title}” is hidden. The reviewer was told by e-mail.`);
  };
  const busyId = update.isPending && update.variables?.hidden === false ? update.variables.id : null;
  return { hiding, setHiding, note, setNote, show, hide, busyId };
}

/** "Hide this review?", with a note for the reviewer (it goes into their e-mail). */
function HideDialog({ moderation }: { moderation: ReturnType<typeof useModeration> }) {
  const { hiding, setHiding, note, setNote, hide } = moderation;
  return (
    <ConfirmDialog
      title={hiding ? 'Hide this review?' : null}
      body="It disappears from the product page and no longer counts in its rating. The reviewer gets an e-mail saying so."
      confirmLabel="Hide"
      onConfirm={hide}
      onClose={() => setHiding(null)}
    >
      <TextareaField
        label="Note for the reviewer (optional)"
        hint="Put in their e-mail: for example which of the shop's rules the review breaks."
        rows={3}
        maxLength={REVIEW_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        fieldClassName="pt-3"
      />
    </ConfirmDialog>
  );
}

/**
 * Product reviews (admin): every review, newest first, filtered by visible or hidden and paged on
 * the server, each with Hide or Show. `onChanged` lets the page refresh the product's rating.
 */
export function ReviewsAdmin({ onChanged }: { onChanged?: (review: AdminReview) => unknown }) {
  const [params, setParams] = useAdminReviewsParams();
  const hidden = params.hidden === undefined ? undefined : params.hidden === 'true';
  const reviews = useAdminReviews({ hidden, page: params.page, limit: ADMIN_REVIEWS_PAGE_SIZE });
  const moderation = useModeration(onChanged);
  const { setHiding, show, busyId } = moderation;

  let body: React.ReactNode;
  if (reviews.isPending)
    body = (
      <div role="status" aria-busy="true" aria-label="Loading the reviews" className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-36 w-full" />
        ))}
      </div>
    );
  else if (reviews.isError && !reviews.data) body = <ErrorState message={reviews.error.message} onRetry={() => void reviews.refetch()} />;
  else if (reviews.data.items.length === 0)
    body = (
      <NoReviews
        filtered={params.hidden !== undefined}
        beyondLastPage={reviews.data.total > 0}
        onReset={() => setParams({ hidden: undefined })}
      />
    );
  else
    body = (
      <div aria-busy={reviews.isPlaceholderData} className={`transition-opacity ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}>
        <ul className="flex flex-col gap-3" aria-label="Reviews, newest first">
          {reviews.data.items.map((review) => (
            <AdminReviewCard key={review._id} review={review} busy={busyId === review._id} onHide={setHiding} onShow={show} />
          ))}
        </ul>
        <Pager
          page={params.page}
          limit={reviews.data.limit}
          total={reviews.data.total}
          onPage={(page) => setParams({ page })}
          noun={NOUN}
          testId="admin-reviews-range"
        />
      </div>
    );

  return (
    <>
      <HiddenFilter params={params} onChange={setParams} />
      {body}
      <HideDialog moderation={moderation} />
    </>
  );
}
