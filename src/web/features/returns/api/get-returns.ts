import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReturnPage, ReturnStatus } from '../../../../shared/schemas/return';
import { api } from '../../../lib/api-client';
import { returnKeys } from './return-keys';

/** What a list of returns asks for: a status (or all), one order's (or all), a page. */
export interface ReturnsQuery {
  status?: ReturnStatus;
  orderId?: string;
  page: number;
  limit?: number;
}

export const RETURNS_PAGE_SIZE = 20;

/** GET /api/returns: a customer's own returns, or every return for an admin; newest first, paged on the server. */
export function getReturns({ status, orderId, page, limit = RETURNS_PAGE_SIZE }: ReturnsQuery): Promise<ReturnPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status) params.set('status', status);
  if (orderId) params.set('orderId', orderId);
  return api.get<ReturnPage>(`/returns?${params}`);
}

/** Without a query, the key covers every page and filter (what a change invalidates). */
export const getReturnsQueryOptions = (query?: ReturnsQuery) =>
  queryOptions({
    queryKey: query ? [...returnKeys.all, 'list', query] : [...returnKeys.all, 'list'],
    queryFn: () => getReturns(query ?? { page: 1 }),
    staleTime: 0,
    // The last page stays on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  });

export const useReturns = (query: ReturnsQuery) => useQuery(getReturnsQueryOptions(query));

/** One order's returns (all of them: an order has few), as My Order and the return dialog read them. */
export const orderReturnsQuery = (orderId: string): ReturnsQuery => ({ orderId, page: 1, limit: 100 });
