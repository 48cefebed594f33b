import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/admin/orders/:id/guest-link/revoke (orders:cancel): every link to a guest's order given
 * so far answers 404 from now on; "Find my order" mails the customer a new one. 204, audited.
 */
export const revokeGuestLinks = (id: string): Promise<null> => api.post<null>(`/admin/orders/${encodeURIComponent(id)}/guest-link/revoke`);

/** Nothing the order shows changes (it stays a guest's), so no order query is read again. */
export function useRevokeGuestLinks() {
  return useMutation({ mutationFn: revokeGuestLinks });
}
