import { useEffect, useState } from 'react';
import type { GuestBuyer } from '../api/guest-checkout';
import { useCheckoutQuote } from '../api/get-checkout-quote';
import { isDiscountCodeError, useDiscountCode } from './use-discount-code';
import { isGiftCardError, isStoreCreditError, useGiftCards } from './use-gift-cards';

/** Where the order goes: a saved address (signed in) or a guest's e-mail, address and lines; and the shipping option. */
export interface CheckoutDelivery {
  addressId?: string;
  guest?: GuestBuyer;
  shippingOptionId: string | null;
}

/** A refusal the checkout shows under a field (a code, a gift card, the store credit), not in the form-level alert. */
export const underAField = (error: unknown) => isDiscountCodeError(error) || isGiftCardError(error) || isStoreCreditError(error);

/**
 * The checkout's choices besides the delivery: the quote for the choice, the applied discount code,
 * the gift cards and the store credit tick (a signed-in customer's only); a code or a card the
 * server refuses shows under its field (a refused card is dropped). `basket` names the lines
 * ("productId×quantity"), `placeError` is "Place order"'s last refusal.
 */
export function useCheckoutChoices(basket: string, choice: CheckoutDelivery | null, placeError: Error | null) {
  const delivery = choice?.shippingOptionId
    ? { addressId: choice.addressId, guest: choice.guest, shippingOptionId: choice.shippingOptionId }
    : null;
  const [creditOn, setCreditOn] = useState(false);
  const cards = useGiftCards(basket);
  const tenders = { giftCardCodes: cards.applied, useStoreCredit: creditOn };
  const code = useDiscountCode(delivery && { ...delivery, ...tenders }, basket);
  const quote = useCheckoutQuote(choice, basket, undefined, code.applied, tenders);
  const { refused } = cards;
  // A card applied before the first quote, or one spent or expired since: the quote names it, and it goes.
  useEffect(() => {
    if (isGiftCardError(quote.error)) refused(quote.error);
  }, [quote.error]); // eslint-disable-line react-hooks/exhaustive-deps
  const refusedCode = [quote.error, placeError].find(isDiscountCodeError);
  return {
    code,
    codeError: code.error ?? refusedCode?.message,
    quoteRefused: isDiscountCodeError(quote.error),
    cards,
    applyCard: (typed: string) =>
      cards.apply(typed, delivery && { ...delivery, ...(code.applied && { discountCode: code.applied }), useStoreCredit: creditOn }),
    credit: { on: creditOn, set: setCreditOn, error: isStoreCreditError(placeError) ? placeError.message : undefined },
    quote,
  };
}

export type CheckoutChoices = ReturnType<typeof useCheckoutChoices>;
