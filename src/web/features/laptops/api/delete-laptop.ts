import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLaptops } from './invalidate-laptops';

/** DELETE /api/admin/laptops/:id (admin): the model goes, with its fitment and the accounts' saved copies. */
export const deleteLaptop = (id: string) => api.delete<{ deleted: boolean }>(`/admin/laptops/${encodeURIComponent(id)}`);

export function useDeleteLaptop() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLaptop, onSuccess: () => invalidateLaptops(queryClient) });
}
