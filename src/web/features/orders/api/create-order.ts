import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderCreateInput } from '../../../../shared/schemas/order';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { invalidateOrders } from './invalidate-orders';

/** POST /api/order: userId is the product's id (the spec's name); the server prices it and takes the stock. */
export const createOrder = (input: OrderCreateInput): Promise<Order> => api.post<Order>('/order', input);

export function useCreateOrder() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => invalidateOrders(queryClient, user?.email ?? order.userEmail, order._id),
  });
}
