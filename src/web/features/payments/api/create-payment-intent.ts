import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ClientSecret } from '../../../../shared/schemas/payment';
import { api } from '../../../lib/api-client';

/** POST /api/create-payment-intent: the client secret for paying one order (the server answers the same open intent when asked again). */
export const createPaymentIntent = (orderId: string) => api.post<ClientSecret>('/create-payment-intent', { orderId });

/** POST /api/guest/orders/:token/payment-intent: the same for a guest's order, named by its link's token (no session). */
export const createGuestPaymentIntent = (guestToken: string) =>
  api.post<ClientSecret>(`/guest/orders/${encodeURIComponent(guestToken)}/payment-intent`, {});

/** A POST that creates the intent on the provider's side, so a mutation rather than a query. */
const useCreatePaymentIntent = (guestToken?: string) =>
  useMutation({ mutationFn: (orderId: string) => (guestToken ? createGuestPaymentIntent(guestToken) : createPaymentIntent(orderId)) });

/**
 * The payment intent of one order (a guest's: through its link's `guestToken`), asked for once when
 * the payment panel needs it, and again on `retry`.
 * The ref remembers which order was asked for, so React StrictMode's second run of the effect sends no
 * second request. Only the answer for this order counts (the panel may be shown for another order next).
 */
export function usePaymentIntent(orderId: string, guestToken?: string) {
  const { mutate, data, error, isError, variables } = useCreatePaymentIntent(guestToken);
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (askedFor.current === orderId) return;
    askedFor.current = orderId;
    mutate(orderId);
  }, [orderId, mutate]);
  const current = variables === orderId;
  return {
    clientSecret: current ? data?.clientSecret : undefined,
    error: current && isError ? error : null,
    retry: () => mutate(orderId),
  };
}
