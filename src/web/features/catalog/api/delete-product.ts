import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDeleteResult } from '../../../../shared/schemas/product';
import { api } from '../../../lib/api-client';
import { getProductQueryOptions } from './get-product';
import { productKeys } from './product-keys';

/** DELETE /api/service/:id (admin): deleted, or archived when it has orders (hidden from the shop, kept on them). */
export const deleteProduct = (id: string) => api.delete<ProductDeleteResult>(`/service/${encodeURIComponent(id)}`);

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_result, id) => {
      // The product is gone from the shop: drop it rather than refetch it into a 404.
      queryClient.removeQueries({ queryKey: getProductQueryOptions(id).queryKey, exact: true });
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
