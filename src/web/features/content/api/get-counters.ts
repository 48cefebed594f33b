import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Counter } from '../../../../shared/schemas/content';
import { api } from '../../../lib/api-client';

/** GET /api/counters: the four business-history counters, in display order. */
export const getCounters = (): Promise<Counter[]> => api.get<Counter[]>('/counters');

export const getCountersQueryOptions = () => queryOptions({ queryKey: ['counters'], queryFn: getCounters, staleTime: 10 * 60_000 });

export const useCounters = () => useQuery(getCountersQueryOptions());
