import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminShippingOptionSchema, type AdminShippingOption, type ShippingOptionInput } from '../../../../shared/schemas/shipping';
import { api } from '../../../lib/api-client';
import { getAdminShippingOptionsQueryOptions } from './get-admin-shipping-options';

/** POST /api/admin/shipping-options (admin, 201): a new option. */
export const createShippingOption = (input: ShippingOptionInput): Promise<AdminShippingOption> =>
  api.post('/admin/shipping-options', adminShippingOptionSchema, input);

export function useCreateShippingOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShippingOption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAdminShippingOptionsQueryOptions().queryKey }),
  });
}
