import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../shared/schemas/order';
import { api } from '../../../lib/api-client';
import { getGuestOrderQueryOptions, guestOrderPath } from './get-guest-order';

/** POST /api/guest/orders/:token/cancel: cancels the unpaid order (its units go back to stock); the order comes back. */
export const cancelGuestOrder = (token: string): Promise<Order> => api.post<Order>(`${guestOrderPath(token)}/cancel`);

/** Cancel on the guest order page: the answer replaces the order shown. */
export function useCancelGuestOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelGuestOrder(token),
    onSuccess: (order) => queryClient.setQueryData(getGuestOrderQueryOptions(token).queryKey, order),
  });
}
