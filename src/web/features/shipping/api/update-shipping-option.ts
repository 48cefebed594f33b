import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminShippingOption, ShippingOptionInput } from '../../../../shared/schemas/shipping';
import { api } from '../../../lib/api-client';
import { getAdminShippingOptionsQueryOptions } from './get-admin-shipping-options';

/** PUT /api/admin/shipping-options/:id (admin): replaces the option; orders keep the name and price they were given. */
export const updateShippingOption = ({ id, input }: { id: string; input: ShippingOptionInput }): Promise<AdminShippingOption> =>
  api.put<AdminShippingOption>(`/admin/shipping-options/${encodeURIComponent(id)}`, input);

export function useUpdateShippingOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShippingOption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAdminShippingOptionsQueryOptions().queryKey }),
  });
}
