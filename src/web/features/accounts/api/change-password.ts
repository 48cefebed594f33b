import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordResult } from '../../../../shared/schemas/session';
import { api, tokenStore } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';
import { getMySessionsQueryOptions } from './sessions';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  /** Sign out every other session (other browsers, phones, the app's tokens). */
  revokeOtherSessions: boolean;
}

/**
 * POST /api/auth/change-password. Signing out the other sessions ends this one too and starts a new
 * one: its cookie comes with the answer, and its token replaces the stored one (the old no longer works).
 */
export async function changePassword(input: PasswordChange) {
  const result = await api.post<ChangePasswordResult>('/auth/change-password', input);
  if (result.token) tokenStore.set(result.token);
  return result;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (result) =>
      result.token
        ? // The other sessions ended: "Where you are signed in" lists this one alone now.
          Promise.all([
            queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
            queryClient.invalidateQueries({ queryKey: getMySessionsQueryOptions().queryKey }),
          ])
        : undefined,
  });
}
