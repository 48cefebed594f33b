import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutInput, Quote } from '../../../../shared/schemas/checkout';
import { api } from '../../../lib/api-client';
import type { GuestBuyer } from './guest-checkout';

/** One product and its units (Order Now) instead of the caller's cart. */
export interface QuoteProduct {
  productId: string;
  quantity: number;
}

/**
 * POST /api/checkout/quote: what the cart (or `product`: Order Now) costs delivered so, with the
 * discount code if any (lines, subtotal, discounts, shipping, tax, total), priced by the server, and
 * what store credit and gift cards pay of it (`amountDue`: the rest, by card). A code that does not
 * apply is a 409 with `code: 'DISCOUNT_CODE'` and the reason; a gift card that cannot pay, `GIFT_CARD`.
 */
export const getCheckoutQuote = (delivery: CheckoutInput | GuestQuoteInput, product?: QuoteProduct): Promise<Quote> => {
  const query = product ? `?${new URLSearchParams({ productId: product.productId, quantity: String(product.quantity) }).toString()}` : '';
  return api.post<Quote>(`/checkout/quote${query}`, delivery);
};

/** A guest's quote (no session): the e-mail, the address typed and the cart's lines beside the rest. */
type GuestQuoteInput = Omit<CheckoutInput, 'addressId'> & GuestBuyer;

/**
 * What a quote is asked for: a saved address (`addressId`) or, for a guest, `guest` (e-mail, address
 * and lines), a shipping option, the discount code typed (none: undefined), the gift card codes
 * applied and whether the customer's store credit pays first.
 */
export interface QuoteDelivery {
  addressId?: string;
  guest?: GuestBuyer;
  shippingOptionId: string;
  discountCode?: string;
  giftCardCodes?: string[];
  useStoreCredit?: boolean;
}

/** What pays besides the card: the gift card codes applied (in order) and the store credit tick. */
export type QuoteTenders = Pick<QuoteDelivery, 'giftCardCodes' | 'useStoreCredit'>;

/**
 * One quote per address, shipping option, discount code, gift cards, store credit tick and content
 * (`basket`: the lines as "productId×quantity"), so a changed choice, code, cart or quantity asks
 * again; the last quote stays on screen meanwhile.
 */
export const getCheckoutQuoteQueryOptions = (delivery: QuoteDelivery, basket: string, product?: QuoteProduct) =>
  queryOptions({
    queryKey: [
      'checkout',
      'quote',
      delivery.addressId ?? guestKey(delivery.guest),
      delivery.shippingOptionId,
      delivery.discountCode ?? '',
      (delivery.giftCardCodes ?? []).join(','),
      delivery.useStoreCredit === true,
      basket,
      product ? 'product' : 'cart',
    ],
    queryFn: () => getCheckoutQuote(quoteBody(delivery), product),
    // A second: the quote Apply just asked for a discount code is shown without asking again.
    staleTime: 1_000,
    placeholderData: keepPreviousData,
  });

/** A guest's e-mail and address as one key part (the lines are in `basket`). */
const guestKey = (guest: GuestBuyer | undefined) => (guest ? JSON.stringify([guest.email, guest.address]) : '');

/** The request: a signed-in customer's delivery as it is, a guest's with the e-mail, address and lines. */
const quoteBody = (delivery: QuoteDelivery): CheckoutInput | GuestQuoteInput => {
  const { addressId = '', guest, shippingOptionId, discountCode, ...tenders } = delivery;
  const extras = quoteExtras(discountCode, tenders);
  return guest ? { ...guest, shippingOptionId, ...extras } : { addressId, shippingOptionId, ...extras };
};

/** All checkout quotes, to drop after the cart or the stock changed (e.g. a 409 at "Place order"). */
export const checkoutQuotesKey = ['checkout', 'quote'] as const;

/** The request's optional parts, only when they say something (no empty code list, no `useStoreCredit: false`). */
export const quoteExtras = (discountCode: string | undefined, tenders: QuoteTenders = {}) => ({
  ...(discountCode && { discountCode }),
  ...(tenders.giftCardCodes?.length && { giftCardCodes: tenders.giftCardCodes }),
  ...(tenders.useStoreCredit && { useStoreCredit: true }),
});

/**
 * The cart's quote (`basket` describes it), or with `product` Order Now's one line; asked once a
 * shipping option is chosen, with `discountCode` when one is applied and the gift cards and store
 * credit that pay part of it.
 */
export function useCheckoutQuote(
  delivery: { addressId?: string; guest?: GuestBuyer; shippingOptionId: string | null } | null,
  basket: string,
  product?: QuoteProduct,
  discountCode?: string,
  tenders?: QuoteTenders,
) {
  const ready = delivery?.shippingOptionId
    ? { ...delivery, shippingOptionId: delivery.shippingOptionId, ...quoteExtras(discountCode, tenders) }
    : null;
  return useQuery({
    ...getCheckoutQuoteQueryOptions(ready ?? { addressId: '', shippingOptionId: '' }, basket, product),
    enabled: Boolean(ready) && basket !== '',
  });
}
