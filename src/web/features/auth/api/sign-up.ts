import { useMutation } from '@tanstack/react-query';
import type { SignupForm } from '../../../../shared/auth';
import { authApi } from '../../../lib/auth-api';
import { fetchAccessToken, useAuth } from '../../../lib/auth';

/** Creates the account (the server signs it in at once), then fetches the spec's token. */
export async function signUp(input: SignupForm): Promise<void> {
  const result = await authApi.signUpEmail({ name: input.name, email: input.email, password: input.password });
  await fetchAccessToken(result.user?.email ?? input.email);
}

export function useSignUp() {
  const { refresh } = useAuth();
  return useMutation({ mutationFn: signUp, onSuccess: () => refresh() });
}
