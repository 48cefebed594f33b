import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftCardIssueInput, IssuedGiftCard } from '../../../../shared/schemas/gift-card';
import { api } from '../../../lib/api-client';
import { giftCardKeys } from './gift-card-keys';

/** POST /api/admin/gift-cards (201): a new card, e-mailed to its recipient if given; the answer holds its code, this once. */
export const issueGiftCard = (input: GiftCardIssueInput): Promise<IssuedGiftCard> => api.post<IssuedGiftCard>('/admin/gift-cards', input);

export function useIssueGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueGiftCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardKeys.all }),
  });
}
