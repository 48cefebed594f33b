import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/webhooks/:id/deliveries/:deliveryId/retry (202): sent again now, with the same event id. */
export const retryWebhookDelivery = ({ id, deliveryId }: { id: string; deliveryId: string }) =>
  api.post<{ status: 'pending' }>(`/admin/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`);

export function useRetryWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryWebhookDelivery,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: ['admin', 'webhooks', id, 'deliveries'] }),
  });
}
