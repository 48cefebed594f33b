import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LaptopSpec } from '../../../../shared/schemas/laptop-spec';
import { api } from '../../../lib/api-client';
import { invalidateLaptops } from './invalidate-laptops';

/** PUT /api/admin/laptops/:id/spec (fitment:write): the model's specification as a whole; 400 naming a wrong field. */
export const updateLaptopSpec = ({ id, spec }: { id: string; spec: LaptopSpec }): Promise<LaptopSpec> =>
  api.put<LaptopSpec>(`/admin/laptops/${encodeURIComponent(id)}/spec`, spec);

export function useUpdateLaptopSpec() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLaptopSpec, onSuccess: () => invalidateLaptops(queryClient) });
}
