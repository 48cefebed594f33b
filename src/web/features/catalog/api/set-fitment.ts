import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FitmentUpdateInput } from '../../../../shared/schemas/laptop';
import type { ProductDetail } from '../../../../shared/schemas/product';
import { api } from '../../../lib/api-client';
import { laptopKeys } from '../../../entities/laptop/api/laptop-api';
import { productKeys } from './product-keys';

/** PUT /api/admin/products/:id/fitment (admin): the part numbers and the models it fits, replaced as a whole; 404 for an unknown model. */
export const setFitment = ({ id, fitment }: { id: string; fitment: FitmentUpdateInput }): Promise<ProductDetail> =>
  api.put<ProductDetail>(`/admin/products/${encodeURIComponent(id)}/fitment`, fitment);

/** Refreshes every product query (the lists' fit badges follow) and the laptop pages' part counts. */
export function useSetFitment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFitment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: laptopKeys.all }),
      ]),
  });
}
