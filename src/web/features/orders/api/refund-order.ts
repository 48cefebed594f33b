import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Refund, RefundCreateInput } from '../../../../shared/schemas/refund';
import { ApiError, api } from '../../../lib/api-client';
import { invalidateOrders } from './invalidate-orders';

export type RefundOrderInput = RefundCreateInput & { id: string };

/**
 * POST /api/order/:id/refunds (admin): give back part or all of what was paid, through the provider.
 * 409: over what is still refundable (or unpaid); 502: the provider refused (nothing refunded).
 */
export const refundOrder = ({ id, ...body }: RefundOrderInput): Promise<Refund> =>
  api.post<Refund>(`/order/${encodeURIComponent(id)}/refunds`, body);

/** `userEmail`: the order's customer, whose My Order list shows the refund too. */
export function useRefundOrder(userEmail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (_refund, { id }) => invalidateOrders(queryClient, userEmail, id),
    // 409: someone refunded meanwhile; re-read the order to show what is left.
    onError: (error, { id }) =>
      error instanceof ApiError && error.status === 409 ? invalidateOrders(queryClient, userEmail, id) : undefined,
  });
}
