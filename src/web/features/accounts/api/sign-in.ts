import { useMutation } from '@tanstack/react-query';
import type { LoginForm } from '../../../../shared/auth';
import { authApi } from '../../../lib/auth-api';
import { useAuth } from '../../../lib/auth';

/** E-mail sign-in, then the spec's token call (PUT /api/user/{email}) and what follows it (`completeSignIn`). */
export async function signIn(input: LoginForm, completeSignIn: (email: string) => Promise<void>): Promise<void> {
  const result = await authApi.signInEmail({ email: input.email, password: input.password });
  await completeSignIn(result.user?.email ?? input.email);
}

/** Resolves once the auth state shows the signed-in user, so a guarded page can open next. */
export function useSignIn() {
  const { refresh, completeSignIn } = useAuth();
  return useMutation({ mutationFn: (input: LoginForm) => signIn(input, completeSignIn), onSuccess: () => refresh() });
}
