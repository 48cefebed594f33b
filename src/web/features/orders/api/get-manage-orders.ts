import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../shared/constants';
import type { OrderPage } from '../../../../shared/schemas/order';
import { api } from '../../../lib/api-client';

/** What Manage Order asks for: a status (or all), a search text and a page of 20. */
export interface ManageOrdersQuery {
  status?: OrderStatus;
  q?: string;
  page: number;
  limit?: number;
}

export const MANAGE_ORDERS_PAGE_SIZE = 20;

/** GET /api/order/manage (admin): every order, newest first, filtered and paged on the server. */
export function getManageOrders({ status, q, page, limit = MANAGE_ORDERS_PAGE_SIZE }: ManageOrdersQuery): Promise<OrderPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  return api.get<OrderPage>(`/order/manage?${params}`);
}

/** Without a query, the key covers every page and filter (what a change invalidates). */
export const getManageOrdersQueryOptions = (query?: ManageOrdersQuery) =>
  queryOptions({
    queryKey: query ? ['orders', 'manage', query] : ['orders', 'manage'],
    queryFn: () => getManageOrders(query ?? { page: 1 }),
    staleTime: 0,
    // The last page stays on screen while the next filter or page loads: no flash of placeholders.
    placeholderData: keepPreviousData,
  });

export const useManageOrders = (query: ManageOrdersQuery) => useQuery(getManageOrdersQueryOptions(query));
