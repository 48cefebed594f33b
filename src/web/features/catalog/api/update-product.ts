import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductUpdateInput } from '../../../../shared/schemas/product';
import { api } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** PATCH /api/service/:id (admin): changes only the fields sent (never the stock counts). */
export const updateProduct = ({ id, changes }: { id: string; changes: ProductUpdateInput }): Promise<Product> =>
  api.patch<Product>(`/service/${encodeURIComponent(id)}`, changes);

/** Refreshes every product query: the lists, the pages and the product itself. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
