import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackingSlip } from '../../../../shared/schemas/order';
import { api } from '../../../lib/api-client';

/** GET /api/order/:id/packing-slip (admin): the order and each line's SKU and part numbers. */
export const getPackingSlip = (id: string): Promise<PackingSlip> => api.get<PackingSlip>(`/order/${encodeURIComponent(id)}/packing-slip`);

export const getPackingSlipQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['orders', 'packing-slip', id], queryFn: () => getPackingSlip(id), staleTime: 0 });

export const usePackingSlip = (id: string) => useQuery(getPackingSlipQueryOptions(id));
