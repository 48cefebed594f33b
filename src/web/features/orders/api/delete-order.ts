import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '../../../../shared/schemas/order';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { invalidateOrders } from './invalidate-orders';

/** DELETE /api/order/:id: cancels an unpaid order and puts its units back in stock. */
export const deleteOrder = (id: string) => api.delete<DeleteResult>(`/order/${encodeURIComponent(id)}`);

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (_result, id) => invalidateOrders(queryClient, user?.email ?? '', id),
  });
}
