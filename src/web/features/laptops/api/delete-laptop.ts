import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { invalidateLaptops } from './invalidate-laptops';

/** DELETE /api/admin/laptops/:id (admin): the model goes, with its fitment and the accounts' saved copies. */
export const deleteLaptop = (id: string) => api.delete(`/admin/laptops/${encodeURIComponent(id)}`, z.object({ deleted: z.boolean() }));

export function useDeleteLaptop() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLaptop, onSuccess: () => invalidateLaptops(queryClient) });
}
