import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getCheckoutQuoteQueryOptions, type QuoteDelivery } from '../api/get-checkout-quote';

/** The server's refusal of a discount code (409 `DISCOUNT_CODE`: wrong, expired, used up, or its conditions unmet). */
export const isDiscountCodeError = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'DISCOUNT_CODE';

/**
 * The checkout's discount code: Apply asks the server for a quote with it (once a shipping option is
 * chosen; before, the code waits for the first quote) and keeps it only when it applies; the
 * refusal's message is kept for under the field. Remove goes back to the order without a code.
 */
export function useDiscountCode(delivery: Omit<QuoteDelivery, 'discountCode'> | null, basket: string) {
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<string>();
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);

  const apply = async (typed: string) => {
    const code = typed.trim();
    setError(undefined);
    if (!code) return setError('Type a discount code first.');
    if (!delivery) return setApplied(code);
    setChecking(true);
    try {
      await queryClient.fetchQuery(getCheckoutQuoteQueryOptions({ ...delivery, discountCode: code }, basket));
      setApplied(code);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The code could not be checked. Please try again.');
    } finally {
      setChecking(false);
    }
  };
  const remove = () => {
    setApplied(undefined);
    setError(undefined);
  };
  return { applied, error, checking, apply, remove };
}
