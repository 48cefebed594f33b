import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddQuantityInput, Product } from '../../../../shared/schemas/product';
import { api } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** PUT /api/service/:id (admin): adds received units to the product's stock. */
export const addQuantity = ({ id, ...body }: AddQuantityInput & { id: string }): Promise<Product> =>
  api.put<Product>(`/service/${encodeURIComponent(id)}`, body);

/** Refreshes the product and the lists that show its stock. */
export function useAddQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addQuantity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
