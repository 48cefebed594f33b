import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Return, ReturnUpdateInput } from '../../../../shared/schemas/return';
import { ApiError, api } from '../../../lib/api-client';
import { returnKeys } from './return-keys';

export type UpdateReturnInput = ReturnUpdateInput & { id: string };

/**
 * PATCH /api/returns/:id (admin): the next step (approve, reject, received with or without
 * restocking, refunded with an amount) and the note the customer sees. 409: the wrong step or an
 * amount over what is refundable; 502: the payment provider refused the refund.
 */
export const updateReturn = ({ id, ...body }: UpdateReturnInput): Promise<Return> =>
  api.patch<Return>(`/returns/${encodeURIComponent(id)}`, body);

/**
 * Every returns query is read again after a step (and after a 409: someone else moved it on).
 * `onChanged` lets the page refresh the order (its refunds) and the stock, which belong to other features.
 */
export function useUpdateReturn({ onChanged }: { onChanged?: (ret: Return) => unknown } = {}) {
  const queryClient = useQueryClient();
  const refreshReturns = () => queryClient.invalidateQueries({ queryKey: returnKeys.all });
  return useMutation({
    mutationFn: updateReturn,
    onSuccess: (ret) => Promise.all([refreshReturns(), onChanged?.(ret)]),
    onError: (error) => (error instanceof ApiError && error.status === 409 ? refreshReturns() : undefined),
  });
}
