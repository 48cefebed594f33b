import { useMutation } from '@tanstack/react-query';
import type { AuthResult } from '../../../../shared/schemas/session';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export interface SecondFactor {
  /** The 6 digits the authenticator app shows, or (with `backup`) one of the account's backup codes. */
  code: string;
  backup: boolean;
  /** This browser skips the code for 30 days (until the account forgets its trusted devices). */
  trustDevice: boolean;
}

/**
 * POST /api/auth/two-factor/verify-totp or verify-backup-code during a sign-in: the challenge's
 * cookie (set by the password step) names the account; the right code starts the session.
 */
export const verifySecondFactor = ({ code, backup, trustDevice }: SecondFactor) =>
  api.post<AuthResult>(backup ? '/auth/two-factor/verify-backup-code' : '/auth/two-factor/verify-totp', { code, trustDevice });

/** The sign-in's second step, then the spec's token call and what follows any sign-in (`completeSignIn`). */
export function useVerifySecondFactor(email: string) {
  const { refresh, completeSignIn } = useAuth();
  return useMutation({
    mutationFn: async (input: SecondFactor) => {
      const result = await verifySecondFactor(input);
      await completeSignIn(result.user?.email ?? email);
    },
    onSuccess: () => refresh(),
  });
}
