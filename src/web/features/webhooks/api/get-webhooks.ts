import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Webhook } from '../../../../shared/schemas/webhook';
import { api } from '../../../lib/api-client';

/** GET /api/admin/webhooks (settings:write): every endpoint, without its secret. */
export const getWebhooks = (): Promise<Webhook[]> => api.get<Webhook[]>('/admin/webhooks');

export const getWebhooksQueryOptions = () => queryOptions({ queryKey: ['admin', 'webhooks'], queryFn: getWebhooks });

export const useWebhooks = () => useQuery(getWebhooksQueryOptions());
