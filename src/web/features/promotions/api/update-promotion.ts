import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Promotion, PromotionInput } from '../../../../shared/schemas/promotion';
import { api } from '../../../lib/api-client';
import { getPromotionsQueryOptions } from './get-promotions';

/** What PUT takes: any of the promotion's fields (Pause and Resume send `paused` alone). */
export type PromotionChange = Partial<PromotionInput>;

/** PUT /api/admin/promotions/:id: the fields sent change, the others stay. */
export const updatePromotion = ({ id, input }: { id: string; input: PromotionChange }): Promise<Promotion> =>
  api.put<Promotion>(`/admin/promotions/${encodeURIComponent(id)}`, input);

export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPromotionsQueryOptions().queryKey }),
  });
}
