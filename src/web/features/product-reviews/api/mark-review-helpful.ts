import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelpfulResult, ProductReviewPage } from '../../../../shared/schemas/product-review';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** POST /api/reviews/:id/helpful: counts the caller once (asking again changes nothing); 403 on their own review. */
export const markReviewHelpful = ({ reviewId }: { reviewId: string; productId: string }): Promise<{ helpful: number }> =>
  api.post<HelpfulResult>(`/reviews/${encodeURIComponent(reviewId)}/helpful`);

/**
 * The new count is written into the product's loaded pages in place: reading them again could
 * reorder a "Most helpful" list under the shopper's pointer.
 */
export function useMarkReviewHelpful() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReviewHelpful,
    onSuccess: ({ helpful }, { reviewId, productId }) =>
      queryClient.setQueriesData<ProductReviewPage>(
        { queryKey: reviewKeys.product(productId) },
        (page) => page && { ...page, items: page.items.map((r) => (r._id === reviewId ? { ...r, helpful, helpfulByMe: true } : r)) },
      ),
  });
}
