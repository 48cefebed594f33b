import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/schemas/profile';
import { api } from '../../../lib/api-client';

/** GET /api/profile: the caller's saved profiles, newest first (the first is the one shown). */
export const getProfiles = (): Promise<Profile[]> => api.get<Profile[]>('/profile');

export const getProfilesQueryOptions = () => queryOptions({ queryKey: ['profiles'], queryFn: getProfiles });

export const useProfiles = () => useQuery(getProfilesQueryOptions());
