import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Laptop, LaptopWriteInput } from '../../../../shared/schemas/laptop';
import { api } from '../../../lib/api-client';
import { invalidateLaptops } from './invalidate-laptops';

/** PUT /api/admin/laptops/:id (admin): the model as a whole; 409 when it would copy another model. */
export const updateLaptop = ({ id, input }: { id: string; input: LaptopWriteInput }): Promise<Laptop> =>
  api.put<Laptop>(`/admin/laptops/${encodeURIComponent(id)}`, input);

export function useUpdateLaptop() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLaptop, onSuccess: () => invalidateLaptops(queryClient) });
}
