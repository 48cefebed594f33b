import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { AuthResult } from '../../../../shared/schemas/session';
import { api } from '../../../lib/api-client';
import { passkeyPromptClosed, secondFactorErrorMessage } from '../utils/second-factor-error';

/** A passkey sign-in that did not happen: `closed` when the browser's prompt was closed (not worth more than a line). */
export class PasskeySignInError extends Error {
  constructor(
    message: string,
    public readonly closed: boolean,
  ) {
    super(message);
    this.name = 'PasskeySignInError';
  }
}

/**
 * Sign-in with a passkey: GET /api/auth/passkey/generate-authenticate-options (the challenge), the
 * browser's prompt (the device signs it with a passkey it holds for this shop), then
 * POST /api/auth/passkey/verify-authentication, which starts the session.
 */
export async function signInWithPasskey(): Promise<AuthResult> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    api.get<PublicKeyCredentialRequestOptionsJSON>('/auth/passkey/generate-authenticate-options'),
  ]);
  const { clientExtensionResults: _ignored, ...response } = await startAuthentication({ optionsJSON });
  return api.post<AuthResult>('/auth/passkey/verify-authentication', { response });
}

/** The passkey sign-in, then what follows any sign-in (`completeSignIn`); answers the e-mail, or fails in words. */
export async function passkeySignIn(completeSignIn: (email: string) => Promise<void>): Promise<string> {
  let result: AuthResult;
  try {
    result = await signInWithPasskey();
  } catch (err) {
    throw new PasskeySignInError(secondFactorErrorMessage(err), passkeyPromptClosed(err));
  }
  if (!result.user) throw new PasskeySignInError('The passkey was accepted but no account came back. Please try again.', false);
  await completeSignIn(result.user.email);
  return result.user.email;
}
