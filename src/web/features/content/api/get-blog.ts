import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '../../../../shared/schemas/blog';
import { api } from '../../../lib/api-client';

/** GET /api/blogs/:id: one blog post. */
export const getBlog = (blogId: string): Promise<Blog> => api.get<Blog>(`/blogs/${encodeURIComponent(blogId)}`);

export const getBlogQueryOptions = (blogId: string) => queryOptions({ queryKey: ['blogs', blogId], queryFn: () => getBlog(blogId) });

export const useBlog = (blogId: string) => useQuery(getBlogQueryOptions(blogId));
