import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogReview, BlogReviewCreateInput } from '../../../../shared/schemas/blog';
import { api } from '../../../lib/api-client';
import { getBlogReviewsQueryOptions } from './get-blog-reviews';

/** POST /api/blogReview: anyone may review a blog post. */
export const createBlogReview = (input: BlogReviewCreateInput): Promise<BlogReview> => api.post<BlogReview>('/blogReview', input);

export const useCreateBlogReview = (blogId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<BlogReviewCreateInput, 'blogId'>) => createBlogReview({ ...input, blogId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getBlogReviewsQueryOptions(blogId).queryKey }),
  });
};
