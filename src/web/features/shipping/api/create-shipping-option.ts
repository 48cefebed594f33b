import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminShippingOption, ShippingOptionInput } from '../../../../shared/schemas/shipping';
import { api } from '../../../lib/api-client';
import { getAdminShippingOptionsQueryOptions } from './get-admin-shipping-options';

/** POST /api/admin/shipping-options (admin, 201): a new option. */
export const createShippingOption = (input: ShippingOptionInput): Promise<AdminShippingOption> =>
  api.post<AdminShippingOption>('/admin/shipping-options', input);

export function useCreateShippingOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShippingOption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAdminShippingOptionsQueryOptions().queryKey }),
  });
}
