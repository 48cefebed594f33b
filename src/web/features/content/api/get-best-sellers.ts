import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { bestSellerSchema, type BestSeller } from '../../../../shared/schemas/content';
import { api } from '../../../lib/api-client';

/** GET /api/best-sellers: the five items of the home page carousel. */
export const getBestSellers = (): Promise<BestSeller[]> => api.get('/best-sellers', z.array(bestSellerSchema));

export const getBestSellersQueryOptions = () =>
  queryOptions({ queryKey: ['best-sellers'], queryFn: getBestSellers, staleTime: 10 * 60_000 });

export const useBestSellers = () => useQuery(getBestSellersQueryOptions());
