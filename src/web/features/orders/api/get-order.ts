import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../shared/schemas/order';
import { api } from '../../../lib/api-client';

/** GET /api/order/:id: one of the user's orders. */
export const getOrder = (id: string): Promise<Order> => api.get<Order>(`/order/${encodeURIComponent(id)}`);

export const getOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['orders', 'one', id], queryFn: () => getOrder(id), staleTime: 0 });

export const useOrder = (id: string) => useQuery(getOrderQueryOptions(id));
