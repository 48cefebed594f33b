import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductReview, ProductReviewCreateInput } from '../../../../shared/schemas/product-review';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

export type SaveProductReviewInput = ProductReviewCreateInput & { productId: string };

/**
 * POST /api/service/:id/reviews: the caller's review of a part they bought (201 the first time,
 * 200 when it replaces their earlier one). 403 with the server's message when they have not bought it.
 */
export const saveProductReview = ({ productId, ...body }: SaveProductReviewInput): Promise<ProductReview> =>
  api.post<ProductReview>(`/service/${encodeURIComponent(productId)}/reviews`, body);

/**
 * Every reviews query is read again after a review is saved. `onChanged` lets the page refresh
 * the product (its rating), whose queries belong to the catalog feature.
 */
export function useSaveProductReview({ onChanged }: { onChanged?: (productId: string) => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProductReview,
    onSuccess: (_review, { productId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: reviewKeys.all }), onChanged?.(productId)]),
  });
}
