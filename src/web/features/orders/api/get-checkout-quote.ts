import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryInput } from '../../../../shared/schemas/address';
import type { Quote } from '../../../../shared/schemas/checkout';
import { api } from '../../../lib/api-client';

/** One product and its units (Order Now) instead of the caller's cart. */
export interface QuoteProduct {
  productId: string;
  quantity: number;
}

/**
 * POST /api/checkout/quote: what the cart (or `product`: Order Now) costs delivered so (lines, subtotal,
 * shipping, tax, total), priced by the server.
 */
export const getCheckoutQuote = (delivery: DeliveryInput, product?: QuoteProduct): Promise<Quote> => {
  const query = product ? `?${new URLSearchParams({ productId: product.productId, quantity: String(product.quantity) }).toString()}` : '';
  return api.post<Quote>(`/checkout/quote${query}`, delivery);
};

/**
 * One quote per address, shipping option and content (`basket`: the lines as "productId×quantity"),
 * so a changed choice, cart or quantity asks again; the last quote stays on screen meanwhile.
 */
export const getCheckoutQuoteQueryOptions = (
  delivery: { addressId: string; shippingOptionId: string },
  basket: string,
  product?: QuoteProduct,
) =>
  queryOptions({
    queryKey: ['checkout', 'quote', delivery.addressId, delivery.shippingOptionId, basket, product ? 'product' : 'cart'],
    queryFn: () => getCheckoutQuote(delivery, product),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** All checkout quotes, to drop after the cart or the stock changed (e.g. a 409 at "Place order"). */
export const checkoutQuotesKey = ['checkout', 'quote'] as const;

/** The cart's quote (`basket` describes it), or with `product` Order Now's one line; asked once a shipping option is chosen. */
export function useCheckoutQuote(
  delivery: { addressId: string; shippingOptionId: string | null } | null,
  basket: string,
  product?: QuoteProduct,
) {
  const ready = delivery?.shippingOptionId ? { addressId: delivery.addressId, shippingOptionId: delivery.shippingOptionId } : null;
  return useQuery({
    ...getCheckoutQuoteQueryOptions(ready ?? { addressId: '', shippingOptionId: '' }, basket, product),
    enabled: Boolean(ready) && basket !== '',
  });
}
