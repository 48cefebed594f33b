import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestockAlertResult } from '../../../../shared/schemas/product-review';
import { ApiError, api } from '../../../lib/api-client';
import { getProductQueryOptions } from './get-product';

/**
 * POST /api/service/:id/restock-alert asks to be told by e-mail when the part is back (201; 409
 * when it is in stock already); DELETE takes the request back.
 */
export const setRestockAlert = ({ productId, on }: { productId: string; on: boolean }): Promise<{ restockAlert: boolean }> => {
  const path = `/service/${encodeURIComponent(productId)}/restock-alert`;
  return on ? api.post<RestockAlertResult>(path) : api.delete<RestockAlertResult>(path);
};

/** The product is read again afterwards (its restockAlert), and after a 409 too: the part came back meanwhile. */
export function useSetRestockAlert() {
  const queryClient = useQueryClient();
  const refresh = (productId: string) => queryClient.invalidateQueries({ queryKey: getProductQueryOptions(productId).queryKey });
  return useMutation({
    mutationFn: setRestockAlert,
    onSuccess: (_result, { productId }) => refresh(productId),
    onError: (error, { productId }) => (error instanceof ApiError && error.status === 409 ? refresh(productId) : undefined),
  });
}
