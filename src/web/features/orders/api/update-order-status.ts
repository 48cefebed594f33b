import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderStatusUpdateInput } from '../../../../shared/schemas/order';
import { ApiError, api } from '../../../lib/api-client';
import { getManageOrdersQueryOptions } from './get-manage-orders';
import { invalidateOrders } from './invalidate-orders';

export type UpdateOrderStatusInput = OrderStatusUpdateInput & { id: string };

/** PATCH /api/order/:id/status: ship (with an optional tracking number), deliver or cancel. */
export const updateOrderStatus = ({ id, ...body }: UpdateOrderStatusInput): Promise<Order> =>
  api.patch<Order>(`/order/${encodeURIComponent(id)}/status`, body);

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => invalidateOrders(queryClient, order.userEmail, order._id),
    // 409: someone moved the order on meanwhile; re-read the list to show where it is now.
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: getManageOrdersQueryOptions().queryKey })
        : undefined,
  });
}
