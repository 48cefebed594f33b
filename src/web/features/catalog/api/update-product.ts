import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productSchema, type Product, type ProductUpdateInput } from '../../../../shared/schemas/product';
import { api } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** PATCH /api/service/:id (admin): changes only the fields sent (never the stock counts). */
export const updateProduct = ({ id, changes }: { id: string; changes: ProductUpdateInput }): Promise<Product> =>
  api.patch(`/service/${encodeURIComponent(id)}`, productSchema, changes);

/** Refreshes every product query: the lists, the pages and the product itself. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
