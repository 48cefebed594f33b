import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReviewPage } from '../../../../shared/schemas/product-review';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** What the admin's list asks for: hidden ones, visible ones or all (undefined), and a page. */
export interface AdminReviewsQuery {
  hidden?: boolean;
  page: number;
  limit?: number;
}

/** GET /api/admin/reviews (admin): every review with its product and the reviewer's e-mail, newest first, paged on the server. */
export function getAdminReviews({ hidden, page, limit = ADMIN_REVIEWS_PAGE_SIZE }: AdminReviewsQuery): Promise<AdminReviewPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (hidden !== undefined) params.set('hidden', String(hidden));
  return api.get<AdminReviewPage>(`/admin/reviews?${params}`);
}

export const getAdminReviewsQueryOptions = ({ hidden, page, limit = ADMIN_REVIEWS_PAGE_SIZE }: AdminReviewsQuery) =>
  queryOptions({
    queryKey: [...reviewKeys.admin(), { hidden, page, limit }],
    queryFn: () => getAdminReviews({ hidden, page, limit }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminReviews = (query: AdminReviewsQuery) => useQuery(getAdminReviewsQueryOptions(query));
