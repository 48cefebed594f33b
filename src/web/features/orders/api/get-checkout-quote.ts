import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryInput } from '../../../../shared/schemas/address';
import type { Quote } from '../../../../shared/schemas/checkout';
import { api } from '../../../lib/api-client';

/** POST /api/checkout/quote: what the cart costs delivered so (lines, subtotal, shipping, tax, total), priced by the server. */
export const getCheckoutQuote = (delivery: DeliveryInput): Promise<Quote> => api.post<Quote>('/checkout/quote', delivery);

/**
 * One quote per address, shipping option and cart content (`basket`: the lines as "productId×quantity"),
 * so a changed choice or cart asks again; the last quote stays on screen meanwhile.
 */
export const getCheckoutQuoteQueryOptions = (delivery: { addressId: string; shippingOptionId: string }, basket: string) =>
  queryOptions({
    queryKey: ['checkout', 'quote', delivery.addressId, delivery.shippingOptionId, basket],
    queryFn: () => getCheckoutQuote(delivery),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** All checkout quotes, to drop after the cart or the stock changed (e.g. a 409 at "Place order"). */
export const checkoutQuotesKey = ['checkout', 'quote'] as const;

export function useCheckoutQuote(delivery: { addressId: string; shippingOptionId: string | null } | null, basket: string) {
  const ready = delivery?.shippingOptionId ? { addressId: delivery.addressId, shippingOptionId: delivery.shippingOptionId } : null;
  return useQuery({
    ...getCheckoutQuoteQueryOptions(ready ?? { addressId: '', shippingOptionId: '' }, basket),
    enabled: Boolean(ready) && basket !== '',
  });
}
