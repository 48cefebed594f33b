import { useMutation } from '@tanstack/react-query';
import type { SignupForm } from '../../../../shared/auth';
import { authApi } from '../../../lib/auth-api';
import { useAuth } from '../../../lib/auth';

/** Creates the account (the server signs it in at once), then fetches the spec's token (`completeSignIn`). */
export async function signUp(input: SignupForm, completeSignIn: (email: string) => Promise<void>): Promise<void> {
  const result = await authApi.signUpEmail({ name: input.name, email: input.email, password: input.password });
  await completeSignIn(result.user?.email ?? input.email);
}

export function useSignUp() {
  const { refresh, completeSignIn } = useAuth();
  return useMutation({ mutationFn: (input: SignupForm) => signUp(input, completeSignIn), onSuccess: () => refresh() });
}
