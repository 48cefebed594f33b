import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import type { AuthResult } from '../../../../shared/schemas/session';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/**
 * Sign-in with a passkey: GET /api/auth/passkey/generate-authenticate-options (the challenge), the
 * browser's prompt (the device signs it with a passkey it holds for this shop), then
 * POST /api/auth/passkey/verify-authentication, which starts the session. @simplewebauthn/browser
 * loads on the button's first press, not with /login.
 */
export async function signInWithPasskey(): Promise<AuthResult> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    api.get<PublicKeyCredentialRequestOptionsJSON>('/auth/passkey/generate-authenticate-options'),
  ]);
  const { clientExtensionResults: _ignored, ...response } = await startAuthentication({ optionsJSON });
  return api.post<AuthResult>('/auth/passkey/verify-authentication', { response });
}

/** The passkey sign-in, then the spec's token call and what follows any sign-in (`completeSignIn`); answers the e-mail. */
export function useSignInWithPasskey() {
  const { refresh, completeSignIn } = useAuth();
  return useMutation({
    mutationFn: async () => {
      const { user } = await signInWithPasskey();
      if (!user) throw new Error('The passkey was accepted but no account came back. Please try again.');
      await completeSignIn(user.email);
      return user.email;
    },
    onSuccess: () => refresh(),
  });
}
