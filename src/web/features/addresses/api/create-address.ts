import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '../../../../shared/schemas/address';
import { api } from '../../../lib/api-client';
import { getAddressesQueryOptions } from './get-addresses';

/** POST /api/addresses (201): a new address; the first one (or one sent with isDefault) becomes the default. */
export const createAddress = (input: AddressInput): Promise<Address> => api.post<Address>('/addresses', input);

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions().queryKey }),
  });
}
