import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface GuestOrderLookup {
  orderNumber: string;
  email: string;
}

/**
 * POST /api/guest/orders/lookup: the order's link is e-mailed again when an order has that number
 * and e-mail. 202 whether or not one does (nobody learns which orders exist); 429 when asked too often.
 */
export const lookupGuestOrder = (input: GuestOrderLookup) => api.post<{ message: string }>('/guest/orders/lookup', input);

export const useLookupGuestOrder = () => useMutation({ mutationFn: lookupGuestOrder });
