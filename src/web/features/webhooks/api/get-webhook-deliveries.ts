import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryPage } from '../../../../shared/schemas/webhook';
import { api } from '../../../lib/api-client';

/** GET /api/admin/webhooks/:id/deliveries?page=: an endpoint's deliveries, newest first. */
export const getWebhookDeliveries = (id: string, page: number): Promise<WebhookDeliveryPage> =>
  api.get<WebhookDeliveryPage>(`/admin/webhooks/${encodeURIComponent(id)}/deliveries?page=${page}&limit=10`);

export const getWebhookDeliveriesQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'webhooks', id, 'deliveries', page],
    queryFn: () => getWebhookDeliveries(id, page),
    placeholderData: keepPreviousData,
    // Pending deliveries move on by themselves: look again while the list is open.
    refetchInterval: 5000,
  });

export const useWebhookDeliveries = (id: string, page: number) => useQuery(getWebhookDeliveriesQueryOptions(id, page));
