import { useMutation } from '@tanstack/react-query';
import type { GuestLookupInput } from '../../../../shared/schemas/checkout';
import { api } from '../../../lib/api-client';

/**
 * POST /api/guest/orders/lookup: the order's link is e-mailed again when an order has that number
 * and e-mail. 202 whether or not one does (nobody learns which orders exist); 429 when asked too often.
 */
export const lookupGuestOrder = (input: GuestLookupInput) => api.post<{ message: string }>('/guest/orders/lookup', input);

export const useLookupGuestOrder = () => useMutation({ mutationFn: lookupGuestOrder });
