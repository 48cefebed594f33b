import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { Passkey } from '../../../../shared/schemas/session';
import { api } from '../../../lib/api-client';
import { usePasskeysMutation } from './passkeys';

/**
 * A new passkey for the signed-in account: GET /api/auth/passkey/generate-register-options (the
 * challenge, in a cookie too), the browser's prompt (the device makes a key pair), then
 * POST /api/auth/passkey/verify-registration with the public key and the name the list shows.
 * The options are asked without that name: the device then files the passkey under the account's
 * e-mail address. @simplewebauthn/browser loads with the first "Add a passkey", not with My Profile.
 */
export async function addPasskey(name: string): Promise<Passkey> {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    api.get<PublicKeyCredentialCreationOptionsJSON>('/auth/passkey/generate-register-options'),
  ]);
  const { clientExtensionResults: _ignored, ...response } = await startRegistration({ optionsJSON });
  return api.post<Passkey>('/auth/passkey/verify-registration', { response, name });
}

export const useAddPasskey = () => usePasskeysMutation(addPasskey);
