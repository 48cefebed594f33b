import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductReviewPage, ReviewSort } from '../../../../shared/schemas/product-review';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

export const REVIEWS_PAGE_SIZE = 10;

/** What a product's reviews are asked with: the order and the page. */
export interface ProductReviewsQuery {
  productId: string;
  sort: ReviewSort;
  page: number;
  limit?: number;
}

/**
 * GET /api/service/:id/reviews: one page of the product's visible reviews, its average, count and
 * stars per number, and (the api client sends the bearer token) the caller's own review and whether
 * they may write one.
 */
export function getProductReviews({ productId, sort, page, limit = REVIEWS_PAGE_SIZE }: ProductReviewsQuery): Promise<ProductReviewPage> {
  const params = new URLSearchParams({ sort, page: String(page), limit: String(limit) });
  return api.get<ProductReviewPage>(`/service/${encodeURIComponent(productId)}/reviews?${params}`);
}

export const getProductReviewsQueryOptions = ({ productId, sort, page, limit = REVIEWS_PAGE_SIZE }: ProductReviewsQuery) =>
  queryOptions({
    queryKey: [...reviewKeys.product(productId), { sort, page, limit }],
    queryFn: () => getProductReviews({ productId, sort, page, limit }),
    // The last page stays on screen while the next order or page loads.
    placeholderData: keepPreviousData,
  });

export const useProductReviews = (query: ProductReviewsQuery) => useQuery(getProductReviewsQueryOptions(query));

/** The first page, newest first: what the product page opens with, and where the review dialog finds the caller's own review. */
export const firstPageOf = (productId: string): ProductReviewsQuery => ({ productId, sort: 'newest', page: 1 });
