import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '../../../../shared/schemas/insights';
import { api } from '../../../lib/api-client';

/** GET /api/insights/overview (admin): 30 days of revenue and orders, top products, low stock, unread messages. */
export const getOverview = (): Promise<AdminOverview> => api.get<AdminOverview>('/insights/overview');

/** Re-read on every visit: orders and payments change it all the time. */
export const getOverviewQueryOptions = () => queryOptions({ queryKey: ['insights', 'overview'], queryFn: getOverview, staleTime: 0 });

export const useOverview = () => useQuery(getOverviewQueryOptions());
