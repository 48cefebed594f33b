import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExchangeOption } from '../../../../shared/schemas/exchange';
import { api } from '../../../lib/api-client';
import { returnKeys } from './return-keys';

/** Which order line to replace, how many units go back, and for a guest's order the token of its link. */
export interface ExchangeOptionsInput {
  orderId: string;
  productId: string;
  quantity: number;
  guestToken?: string | undefined;
}

/**
 * GET /api/order/:id/exchange-options (a guest's: /api/guest/orders/:token/exchange-options): the parts
 * that could replace the line in a wrong-fit exchange, best fit first, each with the difference (issue 31).
 */
export const getExchangeOptions = ({ orderId, productId, quantity, guestToken }: ExchangeOptionsInput): Promise<ExchangeOption[]> => {
  const base = guestToken ? `/guest/orders/${encodeURIComponent(guestToken)}` : `/order/${encodeURIComponent(orderId)}`;
  const query = new URLSearchParams({ productId, quantity: String(quantity) });
  return api.get<ExchangeOption[]>(`${base}/exchange-options?${query}`);
};

/** Under `returnKeys.all`: a new return (which takes stock from the choices) reads them again. */
export const getExchangeOptionsQueryOptions = (input: ExchangeOptionsInput) =>
  queryOptions({
    queryKey: [...returnKeys.all, 'exchange-options', input.orderId, input.productId, input.quantity, input.guestToken ?? null],
    queryFn: () => getExchangeOptions(input),
  });

export const useExchangeOptions = (input: ExchangeOptionsInput) => useQuery(getExchangeOptionsQueryOptions(input));
