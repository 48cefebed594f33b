import { useMutation } from '@tanstack/react-query';
import type { GiftCardBalance, GiftCardBalanceInput } from '../../../../shared/schemas/gift-card';
import { api } from '../../../lib/api-client';

/**
 * POST /api/gift-cards/balance (anyone): what is left on a card, its currency, until when it can be
 * used and whether it can pay now. An unknown code is a 404, a malformed one a 400, and more than 10
 * looks a minute from one address a 429.
 */
export const checkGiftCardBalance = (input: GiftCardBalanceInput): Promise<GiftCardBalance> =>
  api.post<GiftCardBalance>('/gift-cards/balance', input);

/** Nothing to refresh: looking a balance up reads only. */
export const useCheckGiftCardBalance = () => useMutation({ mutationFn: checkGiftCardBalance });
