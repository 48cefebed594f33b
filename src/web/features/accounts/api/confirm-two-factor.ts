import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { renewAccessToken, useAuth } from '../../../lib/auth';
import { useTwoFactorChanged } from '../hooks/use-two-factor-changed';

/**
 * POST /api/auth/two-factor/verify-totp while signed in: the app's first code turns two-factor
 * sign-in on. Better Auth starts a new session for this browser (its cookie comes with the answer)
 * and the account's other sessions end, so the stored token is fetched again.
 */
export async function confirmTwoFactor(code: string, email: string): Promise<void> {
  await api.post<unknown>('/auth/two-factor/verify-totp', { code });
  await renewAccessToken(email);
}

export function useConfirmTwoFactor() {
  const { user } = useAuth();
  const changed = useTwoFactorChanged();
  return useMutation({ mutationFn: (code: string) => confirmTwoFactor(code, user!.email), onSuccess: changed });
}
