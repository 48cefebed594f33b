import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResult } from '../../../../shared/schemas/session';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';

/** POST /api/auth/update-user: the account's name (the session is read again to show it). */
export const updateName = (name: string) => api.post<OkResult>('/auth/update-user', { name });

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
