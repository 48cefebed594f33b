import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ClientSecret } from '../../../../shared/schemas/payment';
import { api } from '../../../lib/api-client';

/** POST /api/create-payment-intent: the client secret for paying one order (the server answers the same open intent when asked again). */
export const createPaymentIntent = (orderId: string) => api.post<ClientSecret>('/create-payment-intent', { orderId });

/** A POST that creates the intent on the provider's side, so a mutation rather than a query. */
const useCreatePaymentIntent = () => useMutation({ mutationFn: createPaymentIntent });

/**
 * The payment intent of one order, asked for once when the payment panel needs it, and again on `retry`.
 * The ref remembers which order was asked for, so React StrictMode's second run of the effect sends no
 * second request. Only the answer for this order counts (the panel may be shown for another order next).
 */
export function usePaymentIntent(orderId: string) {
  const { mutate, data, error, isError, variables } = useCreatePaymentIntent();
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
