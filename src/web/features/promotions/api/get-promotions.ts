import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion } from '../../../../shared/schemas/promotion';
import { api } from '../../../lib/api-client';

/** GET /api/admin/promotions (promotions:write): every promotion, ended ones too, with its uses and revenue. */
export const getPromotions = (): Promise<Promotion[]> => api.get<Promotion[]>('/admin/promotions');

export const getPromotionsQueryOptions = () => queryOptions({ queryKey: ['admin', 'promotions'], queryFn: getPromotions });

export const usePromotions = () => useQuery(getPromotionsQueryOptions());
