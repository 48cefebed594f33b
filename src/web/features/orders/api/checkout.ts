import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput } from '../../../../shared/schemas/checkout';
import type { Order } from '../../../../shared/schemas/order';
import { api, ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { getCartQueryOptions } from '../../../entities/cart/api/cart-api';
import { checkoutQuotesKey } from './get-checkout-quote';
import { invalidateOrders } from './invalidate-orders';

/**
 * POST /api/checkout: places the cart as one order with the discount code if any (201; the cart is
 * emptied), or 409 naming a line that is short or saying why the code no longer applies.
 */
export const checkout = (input: CheckoutInput): Promise<Order> => api.post<Order>('/checkout', input);

/**
 * "Place order". Afterwards the cart is empty (as the server emptied it) and the order lists are
 * read again; after a 409 (a line is short now) the cart and the quotes are, so the page shows
 * today's stock.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const refreshCart = () => {
    void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: checkoutQuotesKey });
  };
  return useMutation({
    mutationFn: checkout,
    onSuccess: (order) => {
      // Set, not re-read: a refetch while the checkout is still on screen would ask for a quote of the empty cart.
      queryClient.setQueryData(getCartQueryOptions().queryKey, { items: [], count: 0, subtotal: 0 });
      void invalidateOrders(queryClient, user?.email ?? order.userEmail, order._id);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) refreshCart();
    },
  });
}
