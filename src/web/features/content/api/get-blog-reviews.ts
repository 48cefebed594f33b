import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogReview } from '../../../../shared/schemas/blog';
import { api } from '../../../lib/api-client';

/** GET /api/blogReview?blogId=: the reviews of one blog post. */
export const getBlogReviews = (blogId: string): Promise<BlogReview[]> =>
  api.get<BlogReview[]>(`/blogReview?${new URLSearchParams({ blogId })}`);

export const getBlogReviewsQueryOptions = (blogId: string) =>
  queryOptions({ queryKey: ['blog-reviews', blogId], queryFn: () => getBlogReviews(blogId) });

export const useBlogReviews = (blogId: string) => useQuery(getBlogReviewsQueryOptions(blogId));
