import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogSchema, type Blog } from '../../../../shared/schemas/blog';
import { api } from '../../../lib/api-client';

/** GET /api/blogs/:id: one blog post. */
export const getBlog = (blogId: string): Promise<Blog> => api.get(`/blogs/${encodeURIComponent(blogId)}`, blogSchema);

export const getBlogQueryOptions = (blogId: string) => queryOptions({ queryKey: ['blogs', blogId], queryFn: () => getBlog(blogId) });

export const useBlog = (blogId: string) => useQuery(getBlogQueryOptions(blogId));
