import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../shared/schemas/order';
import { api } from '../../../lib/api-client';

/** A guest order's private address on the server (the token is its only key). */
export const guestOrderPath = (token: string) => `/guest/orders/${encodeURIComponent(token)}`;

/**
 * GET /api/guest/orders/:token: the order its link names, without an account. A bad, revoked or
 * unknown token is a 404 whose message points to "Find my order".
 */
export const getGuestOrder = (token: string): Promise<Order> => api.get<Order>(guestOrderPath(token));

export const getGuestOrderQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['guest-orders', token], queryFn: () => getGuestOrder(token), staleTime: 0, retry: false });

export const useGuestOrder = (token: string) => useQuery(getGuestOrderQueryOptions(token));
