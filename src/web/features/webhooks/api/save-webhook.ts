import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '../../../../shared/schemas/order';
import type { Webhook, WebhookInput } from '../../../../shared/schemas/webhook';
import { api } from '../../../lib/api-client';
import { getWebhooksQueryOptions } from './get-webhooks';

/** POST /api/admin/webhooks (201): the new endpoint with its secret, shown this once. */
export const createWebhook = (input: WebhookInput): Promise<Webhook> => api.post<Webhook>('/admin/webhooks', input);

/** PUT /api/admin/webhooks/:id: its URL, events and description (the secret stays). */
export const updateWebhook = ({ id, input }: { id: string; input: WebhookInput }): Promise<Webhook> =>
  api.put<Webhook>(`/admin/webhooks/${encodeURIComponent(id)}`, input);

/** DELETE /api/admin/webhooks/:id: the endpoint and its deliveries. */
export const deleteWebhook = (id: string) => api.delete<DeleteResult>(`/admin/webhooks/${encodeURIComponent(id)}`);

function useWebhookMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: getWebhooksQueryOptions().queryKey }) });
}

export const useCreateWebhook = () => useWebhookMutation(createWebhook);
export const useUpdateWebhook = () => useWebhookMutation(updateWebhook);
export const useDeleteWebhook = () => useWebhookMutation(deleteWebhook);
