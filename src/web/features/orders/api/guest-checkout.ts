import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressFields } from '../../../../shared/schemas/address';
import type { CheckoutInput } from '../../../../shared/schemas/checkout';
import type { PlacedOrder } from '../../../../shared/schemas/order';
import { api, ApiError } from '../../../lib/api-client';
import { guestCart } from '../../../entities/cart/model/guest-cart';
import { checkoutQuotesKey } from './get-checkout-quote';

/** One line of a guest's cart as the checkout takes it. */
type GuestItem = NonNullable<CheckoutInput['items']>[number];

/** Who a guest is and what they buy: the e-mail the order's link goes to, the address typed, the cart's lines. */
export interface GuestBuyer {
  email: string;
  address: AddressFields;
  items: GuestItem[];
}

/** The body of a guest's checkout: the delivery (an address typed, never a saved one), a code and gift cards, no store credit. */
export type GuestCheckoutInput = Omit<CheckoutInput, 'addressId' | 'useStoreCredit' | 'email' | 'items'> & GuestBuyer;

/** The shop's owner turned guest checkout off (401 `GUEST_CHECKOUT_OFF`): the shopper signs in instead. */
export const isGuestCheckoutOff = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'GUEST_CHECKOUT_OFF';

/**
 * POST /api/checkout without a session: places the guest's lines as one order (201, with
 * `guestToken`), or 409 naming a short line or why the code or a gift card no longer applies.
 */
export const guestCheckout = (input: GuestCheckoutInput): Promise<PlacedOrder> => api.post<PlacedOrder>('/checkout', input);

/** A guest's "Place order": afterwards the browser's guest cart is emptied; after a 409 the quotes are asked again. */
export function useGuestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: guestCheckout,
    onSuccess: () => guestCart.clear(),
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: checkoutQuotesKey });
    },
  });
}
