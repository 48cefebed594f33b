import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '../../../../shared/schemas/address';
import { api } from '../../../lib/api-client';

/** GET /api/addresses: the caller's address book, the default first, then newest. */
export const getAddresses = (): Promise<Address[]> => api.get<Address[]>('/addresses');

export const getAddressesQueryOptions = () => queryOptions({ queryKey: ['addresses'], queryFn: getAddresses });

export const useAddresses = () => useQuery(getAddressesQueryOptions());
