import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileCreateInput } from '../../../../shared/schemas/profile';
import { api } from '../../../lib/api-client';
import { getProfilesQueryOptions } from './get-profiles';

/** POST /api/profile: saves a new version of the profile (Name holds the education text). */
export const createProfile = (input: ProfileCreateInput): Promise<Profile> => api.post<Profile>('/profile', input);

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfilesQueryOptions().queryKey }),
  });
}
