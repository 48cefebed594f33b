import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionUsage } from '../../../../shared/schemas/promotion';
import { api } from '../../../lib/api-client';

/** GET /api/admin/promotions/:id/usage: the orders placed with the promotion (not cancelled or expired). */
export const getPromotionUsage = (id: string): Promise<PromotionUsage> =>
  api.get<PromotionUsage>(`/admin/promotions/${encodeURIComponent(id)}/usage`);

export const getPromotionUsageQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['admin', 'promotions', id, 'usage'], queryFn: () => getPromotionUsage(id) });

/** The usage of one promotion, asked while `id` is set (the usage dialog is open). */
export const usePromotionUsage = (id: string | null) => useQuery({ ...getPromotionUsageQueryOptions(id ?? ''), enabled: Boolean(id) });
