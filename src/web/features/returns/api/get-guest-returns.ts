import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Return } from '../../../../shared/schemas/return';
import { api } from '../../../lib/api-client';
import { returnKeys } from './return-keys';

/** A guest order's returns on the server, named by the order link's token. */
export const guestReturnsPath = (guestToken: string) => `/guest/orders/${encodeURIComponent(guestToken)}/returns`;

/** GET /api/guest/orders/:token/returns: every return of the guest's order (an order has few). */
export const getGuestReturns = (guestToken: string): Promise<Return[]> => api.get<Return[]>(guestReturnsPath(guestToken));

/** Under `returnKeys.all`, so a new return refreshes it as it does the customer's lists. */
export const getGuestReturnsQueryOptions = (guestToken: string) =>
  queryOptions({ queryKey: [...returnKeys.all, 'guest', guestToken], queryFn: () => getGuestReturns(guestToken), staleTime: 0 });

export const useGuestReturns = (guestToken: string) => useQuery(getGuestReturnsQueryOptions(guestToken));
