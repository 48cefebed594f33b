import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifiedResultSchema } from '../../../../shared/schemas/user';
import { api } from '../../../lib/api-client';
import { getUsersQueryOptions } from './get-users';

/** PUT /api/user/admin/{email} (admin): promotes a user, one way. */
export const makeAdmin = (email: string) => api.put(`/user/admin/${encodeURIComponent(email)}`, modifiedResultSchema);

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: (result) => {
      if (result.modifiedCount > 0) return queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey });
    },
  });
}
