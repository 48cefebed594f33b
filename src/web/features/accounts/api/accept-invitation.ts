import { useMutation } from '@tanstack/react-query';
import type { StaffInvitationAcceptInput } from '../../../../shared/schemas/staff';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { signIn } from './sign-in';

/** POST /api/staff/invitations/{token}/accept: the invitee's name and password; answers the address and roles. */
export const acceptInvitation = (token: string, input: StaffInvitationAcceptInput) =>
  api.post<{ email: string; roles: string[] }>(`/staff/invitations/${encodeURIComponent(token)}/accept`, input);

/** Accepts, then signs in with the new password (as the login form does), so the dashboard opens next. */
export function useAcceptInvitation(token: string) {
  const { refresh, completeSignIn } = useAuth();
  return useMutation({
    mutationFn: async (input: StaffInvitationAcceptInput) => {
      const { email } = await acceptInvitation(token, input);
      await signIn({ email, password: input.password }, completeSignIn);
      return email;
    },
    onSuccess: () => refresh(),
  });
}
