import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Promotion } from '../../../../shared/schemas/promotion';
import { api } from '../../../lib/api-client';
import { getPromotionsQueryOptions } from './get-promotions';

/** DELETE /api/admin/promotions/:id: the promotion ends now (kept, with its uses, for history). */
export const endPromotion = (id: string) => api.delete<Promotion>(`/admin/promotions/${encodeURIComponent(id)}`);

export function useEndPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endPromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPromotionsQueryOptions().queryKey }),
  });
}
