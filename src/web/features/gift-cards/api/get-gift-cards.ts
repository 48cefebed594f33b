import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftCardPage } from '../../../../shared/schemas/gift-card';
import { api } from '../../../lib/api-client';
import { giftCardKeys } from './gift-card-keys';

/** What the list asks for: the last characters of a code or a recipient's e-mail (or nothing), and a page. */
export interface GiftCardsQuery {
  q?: string;
  page: number;
  limit?: number;
}

export const GIFT_CARDS_PAGE_SIZE = 20;

/** GET /api/admin/gift-cards (giftcards:issue): newest first, with what is left on each, a page at a time. */
export function getGiftCards({ q, page, limit = GIFT_CARDS_PAGE_SIZE }: GiftCardsQuery): Promise<GiftCardPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q) params.set('q', q);
  return api.get<GiftCardPage>(`/admin/gift-cards?${params}`);
}

export const getGiftCardsQueryOptions = (query: GiftCardsQuery) =>
  queryOptions({
    queryKey: [...giftCardKeys.all, 'list', query],
    queryFn: () => getGiftCards(query),
    // The last page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export const useGiftCards = (query: GiftCardsQuery) => useQuery(getGiftCardsQueryOptions(query));
