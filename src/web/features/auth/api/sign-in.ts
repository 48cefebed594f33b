import { useMutation } from '@tanstack/react-query';
import type { LoginForm } from '../../../../shared/auth';
import { authApi } from '../../../lib/auth-api';
import { fetchAccessToken, useAuth } from '../../../lib/auth';

/** E-mail sign-in, then the spec's token call (PUT /api/user/{email}). */
export async function signIn(input: LoginForm): Promise<void> {
  const result = await authApi.signInEmail({ email: input.email, password: input.password });
  await fetchAccessToken(result.user?.email ?? input.email);
}

/** Resolves once the auth state shows the signed-in user, so a guarded page can open next. */
export function useSignIn() {
  const { refresh } = useAuth();
  return useMutation({ mutationFn: signIn, onSuccess: () => refresh() });
}
