import { useMutation } from '@tanstack/react-query';
import type { LoginForm } from '../../../../shared/auth';
import type { AuthResult, TwoFactorChallenge } from '../../../../shared/schemas/session';
import { authApi } from '../../../lib/auth-api';
import { useAuth } from '../../../lib/auth';

/**
 * How an e-mail sign-in went: signed in, or the account has two-factor sign-in and the code is
 * asked next (Better Auth answered `twoFactorRedirect` and set the challenge's cookie, no session yet).
 */
export type SignInOutcome = { email: string; twoFactor: false } | { email: string; twoFactor: true; methods: string[] };

const isChallenge = (result: AuthResult | TwoFactorChallenge): result is TwoFactorChallenge => result.twoFactorRedirect === true;

/** E-mail sign-in, then the spec's token call (PUT /api/user/{email}) and what follows it (`completeSignIn`). */
export async function signIn(input: LoginForm, completeSignIn: (email: string) => Promise<void>): Promise<SignInOutcome> {
  const result = await authApi.signInEmail({ email: input.email, password: input.password });
  if (isChallenge(result)) return { email: input.email, twoFactor: true, methods: result.twoFactorMethods ?? ['totp'] };
  const email = result.user?.email ?? input.email;
  await completeSignIn(email);
  return { email, twoFactor: false };
}

/** Resolves once the auth state shows the signed-in user, so a guarded page can open next (not when a code is asked next). */
export function useSignIn() {
  const { refresh, completeSignIn } = useAuth();
  return useMutation({
    mutationFn: (input: LoginForm) => signIn(input, completeSignIn),
    onSuccess: (outcome) => (outcome.twoFactor ? undefined : refresh()),
  });
}
