import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '../../../../shared/schemas/review';
import { api } from '../../../lib/api-client';

/** GET /api/review: customer reviews, newest first. */
export const getReviews = (): Promise<Review[]> => api.get<Review[]>('/review');

export const getReviewsQueryOptions = () => queryOptions({ queryKey: ['reviews'], queryFn: getReviews });

export const useReviews = () => useQuery(getReviewsQueryOptions());
