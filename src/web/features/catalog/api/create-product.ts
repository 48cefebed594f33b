import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductCreateInput } from '../../../../shared/schemas/product';
import { api } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** POST /api/service (admin): adds a product to the catalog. */
export const createProduct = (input: ProductCreateInput): Promise<Product> => api.post<Product>('/service', input);

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
