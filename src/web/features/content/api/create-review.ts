import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewCreateInput } from '../../../../shared/schemas/review';
import { api } from '../../../lib/api-client';

/**
 * The reviews list's query key (get-reviews.ts uses the same one). Kept here on purpose:
 * the storefront's reviews files and this one are written separately and agreed on ['reviews'].
 */
export const reviewsQueryKey = ['reviews'] as const;

/** POST /api/review: the signed-in customer's review (the server takes the e-mail from the session). */
export const createReview = (input: ReviewCreateInput): Promise<Review> => api.post<Review>('/review', input);

/** The home page's review list refreshes after a new review. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
