import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModifiedResult } from '../../../../shared/schemas/user';
import { api } from '../../../lib/api-client';
import { getUsersQueryOptions } from './get-users';

/** PUT /api/user/admin/{email} (admin): promotes a user, one way. */
export const makeAdmin = (email: string) => api.put<ModifiedResult>(`/user/admin/${encodeURIComponent(email)}`);

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: (result) => {
      if (result.modifiedCount > 0) return queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey });
    },
  });
}
