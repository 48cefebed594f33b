import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '../../../../shared/schemas/order';
import { api } from '../../../lib/api-client';
import { getAddressesQueryOptions } from './get-addresses';

/** DELETE /api/addresses/:id: orders keep their own copy; deleting the default makes the newest remaining one the default. */
export const deleteAddress = (id: string) => api.delete<DeleteResult>(`/addresses/${encodeURIComponent(id)}`);

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions().queryKey }),
  });
}
