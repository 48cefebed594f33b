import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '../../../../shared/schemas/address';
import { api } from '../../../lib/api-client';
import { getAddressesQueryOptions } from './get-addresses';

/** PUT /api/addresses/:id: replaces the address; isDefault true makes it the default. */
export const updateAddress = ({ id, input }: { id: string; input: AddressInput }): Promise<Address> =>
  api.put<Address>(`/addresses/${encodeURIComponent(id)}`, input);

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions().queryKey }),
  });
}
