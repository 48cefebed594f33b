import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReview } from '../../../../shared/schemas/product-review';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** PATCH /api/admin/reviews/:id (admin): hides a review from the product page (the reviewer is e-mailed, with the note), or shows it again. */
export const setReviewHidden = ({ id, hidden, note }: { id: string; hidden: boolean; note?: string }): Promise<AdminReview> =>
  api.patch<AdminReview>(`/admin/reviews/${encodeURIComponent(id)}`, { hidden, ...(note && { note }) });

/** Every reviews query is read again; `onChanged` lets the page refresh the product (its rating), which the catalog owns. */
export function useSetReviewHidden({ onChanged }: { onChanged?: (review: AdminReview) => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewHidden,
    onSuccess: (review) => Promise.all([queryClient.invalidateQueries({ queryKey: reviewKeys.all }), onChanged?.(review)]),
  });
}
