import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { reviewSchema, type Review } from '../../../../shared/schemas/review';
import { api } from '../../../lib/api-client';

/** GET /api/review: customer reviews, newest first. */
export const getReviews = (): Promise<Review[]> => api.get('/review', z.array(reviewSchema));

export const getReviewsQueryOptions = () => queryOptions({ queryKey: ['reviews'], queryFn: getReviews });

export const useReviews = () => useQuery(getReviewsQueryOptions());
