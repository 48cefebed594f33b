import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '../../../../shared/schemas/order';
import { api } from '../../../lib/api-client';
import { getAdminShippingOptionsQueryOptions } from './get-admin-shipping-options';

/** DELETE /api/admin/shipping-options/:id (admin): the option is no longer offered. */
export const deleteShippingOption = (id: string) => api.delete<DeleteResult>(`/admin/shipping-options/${encodeURIComponent(id)}`);

export function useDeleteShippingOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShippingOption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAdminShippingOptionsQueryOptions().queryKey }),
  });
}
