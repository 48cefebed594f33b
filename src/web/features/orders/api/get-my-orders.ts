import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../shared/schemas/order';
import { api } from '../../../lib/api-client';

/** GET /api/order?userEmail=: the signed-in user's orders, newest first. */
export const getMyOrders = (email: string): Promise<Order[]> => api.get<Order[]>(`/order?userEmail=${encodeURIComponent(email)}`);

/** Always re-read when the page opens: a payment or a cancel elsewhere changes the list. */
export const getMyOrdersQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['orders', 'mine', email], queryFn: () => getMyOrders(email), staleTime: 0 });

export const useMyOrders = (email: string) => useQuery(getMyOrdersQueryOptions(email));
