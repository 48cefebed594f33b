import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BestSeller } from '../../../../shared/schemas/content';
import { api } from '../../../lib/api-client';

/** GET /api/best-sellers: the five items of the home page carousel. */
export const getBestSellers = (): Promise<BestSeller[]> => api.get<BestSeller[]>('/best-sellers');

export const getBestSellersQueryOptions = () =>
  queryOptions({ queryKey: ['best-sellers'], queryFn: getBestSellers, staleTime: 10 * 60_000 });

export const useBestSellers = () => useQuery(getBestSellersQueryOptions());
