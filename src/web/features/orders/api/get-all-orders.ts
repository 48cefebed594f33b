import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderSchema, type Order } from '../../../../shared/schemas/order';
import { api } from '../../../lib/api-client';

/** GET /api/order without userEmail (admin): every order, newest first. */
export const getAllOrders = (): Promise<Order[]> => api.get('/order', z.array(orderSchema));

export const getAllOrdersQueryOptions = () =>
  queryOptions({ queryKey: ['orders', 'all'], queryFn: getAllOrders, staleTime: 0 });

export const useAllOrders = () => useQuery(getAllOrdersQueryOptions());
