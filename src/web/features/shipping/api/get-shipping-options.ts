import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingOffer } from '../../../../shared/schemas/shipping';
import { api } from '../../../lib/api-client';

/**
 * What the parcel holds instead of the signed-in caller's cart: one product and its units (Order
 * Now, or an order's one line), or a guest's cart kept in the browser (`items`).
 */
export type Basket = { productId: string; quantity: number } | { items: { productId: string; quantity: number }[] };

/** The basket as the query says it (`items=productId:quantity,…` for a guest's cart). */
function basketQuery(basket: Basket | undefined): Record<string, string> {
  if (!basket) return {};
  if ('items' in basket) return { items: basket.items.map((i) => `${i.productId}:${i.quantity}`).join(',') };
  return { productId: basket.productId, quantity: String(basket.quantity) };
}

/**
 * GET /api/shipping/offer: the options reaching `country` for the caller's cart (or `basket`), priced after "free above",
 * and the names of those left out because the parcel holds a battery.
 */
export const getShippingOptions = (country: string, basket?: Basket): Promise<ShippingOffer> => {
  const query = new URLSearchParams({ country, ...basketQuery(basket) });
  return api.get<ShippingOffer>(`/shipping/offer?${query.toString()}`);
};

export const getShippingOptionsQueryOptions = (country: string, basket?: Basket) =>
  queryOptions({
    queryKey: ['shipping-options', country, basketQuery(basket)],
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
