import type { QueryClient } from '@tanstack/react-query';
import { getManageOrdersQueryOptions } from './get-manage-orders';
import { getMyOrdersQueryOptions } from './get-my-orders';
import { getOrderQueryOptions } from './get-order';

/** After an order changes (placed, cancelled, paid, shipped): every list that shows it, and the order itself. */
export function invalidateOrders(queryClient: QueryClient, email: string, orderId?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getMyOrdersQueryOptions(email).queryKey }),
    queryClient.invalidateQueries({ queryKey: getManageOrdersQueryOptions().queryKey }),
    orderId ? queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(orderId).queryKey }) : undefined,
  ]);
}
