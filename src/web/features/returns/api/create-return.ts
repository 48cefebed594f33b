import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Return, ReturnCreateInput } from '../../../../shared/schemas/return';
import { ApiError, api } from '../../../lib/api-client';
import { guestReturnsPath } from './get-guest-returns';
import { returnKeys } from './return-keys';

/** The order whose parts go back, and for a guest's order the token of its link (no session). */
export type CreateReturnInput = ReturnCreateInput & { orderId: string; guestToken?: string };

/**
 * POST /api/order/:id/returns (a guest's: POST /api/guest/orders/:token/returns): the lines and
 * units going back, and why (201). 409 with the server's message when it is not allowed: not
 * delivered, the window closed, more than is left.
 */
export const createReturn = ({ orderId, guestToken, ...body }: CreateReturnInput): Promise<Return> =>
  api.post<Return>(guestToken ? guestReturnsPath(guestToken) : `/order/${encodeURIComponent(orderId)}/returns`, body);

/**
 * The returns are read again after the request (and after a 409: another tab may have asked
 * meanwhile). `onChanged` lets the page refresh what other features show (the order queries
 * belong to the orders feature).
 */
export function useCreateReturn({ onChanged }: { onChanged?: (orderId: string) => unknown } = {}) {
  const queryClient = useQueryClient();
  const refresh = (orderId: string) => Promise.all([queryClient.invalidateQueries({ queryKey: returnKeys.all }), onChanged?.(orderId)]);
  return useMutation({
    mutationFn: createReturn,
    onSuccess: (_ret, { orderId }) => refresh(orderId),
    onError: (error, { orderId }) => (error instanceof ApiError && error.status === 409 ? refresh(orderId) : undefined),
  });
}
