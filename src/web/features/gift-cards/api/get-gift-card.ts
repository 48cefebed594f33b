import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftCardDetail } from '../../../../shared/schemas/gift-card';
import { api } from '../../../lib/api-client';
import { giftCardKeys } from './gift-card-keys';

/** GET /api/admin/gift-cards/:id (giftcards:issue): the card and its ledger, oldest first. */
export const getGiftCard = (id: string): Promise<GiftCardDetail> => api.get<GiftCardDetail>(`/admin/gift-cards/${encodeURIComponent(id)}`);

export const getGiftCardQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...giftCardKeys.all, 'detail', id], queryFn: () => getGiftCard(id), staleTime: 0 });

/** One card's ledger, asked while `id` is set (the ledger dialog is open). */
export const useGiftCard = (id: string | null) => useQuery({ ...getGiftCardQueryOptions(id ?? ''), enabled: Boolean(id) });
