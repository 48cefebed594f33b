import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { profileSchema, type Profile } from '../../../../shared/schemas/profile';
import { api } from '../../../lib/api-client';

/** GET /api/profile: the caller's saved profiles, newest first (the first is the one shown). */
export const getProfiles = (): Promise<Profile[]> => api.get('/profile', z.array(profileSchema));

export const getProfilesQueryOptions = () => queryOptions({ queryKey: ['profiles'], queryFn: getProfiles });

export const useProfiles = () => useQuery(getProfilesQueryOptions());
