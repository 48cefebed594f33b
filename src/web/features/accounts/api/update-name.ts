import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api';
import { sessionQueryKey } from '../../../lib/auth';

/** POST /api/auth/update-user: the account's name (the session is read again to show it). */
export const updateName = (name: string) => authApi.updateUser({ name });

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
