import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';

/**
 * "Sign in with a passkey" (`passkey-ceremony.ts`): the ceremony, @simplewebauthn/browser and the
 * refusals in words load on the button's first press, not with /login. Answers the e-mail; a
 * failure is a `PasskeySignInError` (its `closed` says the browser's prompt was closed).
 */
export function useSignInWithPasskey() {
  const { refresh, completeSignIn } = useAuth();
  return useMutation({
    mutationFn: async () => (await import('./passkey-ceremony')).passkeySignIn(completeSignIn),
    onSuccess: () => refresh(),
  });
}
