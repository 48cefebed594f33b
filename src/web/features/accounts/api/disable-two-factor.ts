import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { renewAccessToken, useAuth } from '../../../lib/auth';
import { useTwoFactorChanged } from '../hooks/use-two-factor-changed';

/**
 * POST /api/auth/two-factor/disable: with the password, sign-in asks for no code any more. As with
 * turning it on, this browser gets a new session and the account's other sessions end.
 */
export async function disableTwoFactor(password: string, email: string): Promise<void> {
  await api.post<unknown>('/auth/two-factor/disable', { password });
  await renewAccessToken(email);
}

export function useDisableTwoFactor() {
  const { user } = useAuth();
  const changed = useTwoFactorChanged();
  return useMutation({ mutationFn: (password: string) => disableTwoFactor(password, user!.email), onSuccess: changed });
}
