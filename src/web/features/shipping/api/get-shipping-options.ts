import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingOffer } from '../../../../shared/schemas/shipping';
import { api } from '../../../lib/api-client';

/** One product and its units (Order Now, or an order's one line) instead of the caller's cart. */
export interface Basket {
  productId: string;
  quantity: number;
}

/**
 * GET /api/shipping/offer: the options reaching `country` for the caller's cart (or `basket`), priced after "free above",
 * and the names of those left out because the parcel holds a battery.
 */
export const getShippingOptions = (country: string, basket?: Basket): Promise<ShippingOffer> => {
  const query = new URLSearchParams({ country });
  if (basket) {
    query.set('productId', basket.productId);
    query.set('quantity', String(basket.quantity));
  }
  return api.get<ShippingOffer>(`/shipping/offer?${query.toString()}`);
};

export const getShippingOptionsQueryOptions = (country: string, basket?: Basket) =>
  queryOptions({
    queryKey: ['shipping-options', country, basket?.productId ?? 'cart', basket?.quantity ?? 0],
    queryFn: () => getShippingOptions(country, basket),
    // The cart's subtotal decides "free above": always ask again when shown.
    staleTime: 0,
  });

/** Disabled until a country is known; while another quantity of the same country loads, the last list stays shown. */
export const useShippingOptions = (country: string | undefined, basket?: Basket) =>
  useQuery({
    ...getShippingOptionsQueryOptions(country ?? '', basket),
    enabled: Boolean(country),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === country ? previous : undefined),
  });
