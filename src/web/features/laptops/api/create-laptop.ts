import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Laptop, LaptopWriteInput } from '../../../../shared/schemas/laptop';
import { api } from '../../../lib/api-client';
import { invalidateLaptops } from './invalidate-laptops';

/** POST /api/admin/laptops (admin, 201): a new model; 409 when the brand, family and model exist already. */
export const createLaptop = (input: LaptopWriteInput): Promise<Laptop> => api.post<Laptop>('/admin/laptops', input);

export function useCreateLaptop() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLaptop, onSuccess: () => invalidateLaptops(queryClient) });
}
