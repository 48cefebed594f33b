import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../../shared/schemas/content';
import { api } from '../../../lib/api-client';

/** GET /api/config: public settings: whether Google sign-in is offered, whether guests may check out, … */
export const getAuthConfig = () => api.get<PublicConfig>('/config');

export const getAuthConfigQueryOptions = () => queryOptions({ queryKey: ['config'], queryFn: getAuthConfig, staleTime: Infinity });

export const useAuthConfig = () => useQuery(getAuthConfigQueryOptions());
