import { CART_MAX_LINES } from '../../../../shared/constants';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { cartApi, getCartQueryOptions } from '../api/cart-api';
import { guestCart } from './guest-cart';

/**
 * At sign-in and sign-up (once the token is stored): the guest cart joins the account's cart
 * (quantities added, capped at the stock) and the browser's copy is cleared. It never stops the
 * sign-in: a merge that failed on the way (network, 5xx) keeps the guest cart for the next sign-in.
 */
export async function mergeGuestCart(): Promise<void> {
  const items = guestCart.lines().slice(0, CART_MAX_LINES);
  if (items.length === 0) return;
  try {
    const cart = await cartApi.merge(items);
    guestCart.clear();
    queryClient.setQueryData(getCartQueryOptions().queryKey, cart);
  } catch (err) {
    // A cart the shop refuses as it is (400, 409) would never merge: drop it. Otherwise try again at the next sign-in.
    if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401) guestCart.clear();
  }
}
