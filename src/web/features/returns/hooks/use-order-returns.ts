import { useQuery } from '@tanstack/react-query';
import { getReturnsQueryOptions, orderReturnsQuery } from '../api/get-returns';
import { getGuestReturnsQueryOptions } from '../api/get-guest-returns';

/** One order's returns: a customer's through GET /api/returns, a guest's through its order link's token. */
export function useOrderReturns(orderId: string, guestToken?: string) {
  const mine = useQuery({ ...getReturnsQueryOptions(orderReturnsQuery(orderId)), enabled: !guestToken });
  const guest = useQuery({ ...getGuestReturnsQueryOptions(guestToken ?? ''), enabled: Boolean(guestToken) });
  const query = guestToken ? guest : mine;
  const items = guestToken ? guest.data : mine.data?.items;
  return { items, isPending: query.isPending, error: query.error, refetch: () => void query.refetch() };
}
