import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '../../../../shared/schemas/blog';
import { api } from '../../../lib/api-client';

/** GET /api/blogs: every blog post. */
export const getBlogs = (): Promise<Blog[]> => api.get<Blog[]>('/blogs');

export const getBlogsQueryOptions = () => queryOptions({ queryKey: ['blogs'], queryFn: getBlogs });

export const useBlogs = () => useQuery(getBlogsQueryOptions());
