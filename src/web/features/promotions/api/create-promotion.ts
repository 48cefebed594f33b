import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Promotion, PromotionInput } from '../../../../shared/schemas/promotion';
import { api } from '../../../lib/api-client';
import { getPromotionsQueryOptions } from './get-promotions';

/** POST /api/admin/promotions (201): a new promotion; without `code` it applies by itself. */
export const createPromotion = (input: PromotionInput): Promise<Promotion> => api.post<Promotion>('/admin/promotions', input);

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPromotionsQueryOptions().queryKey }),
  });
}
