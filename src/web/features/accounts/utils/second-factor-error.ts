import { ApiError } from '../../../lib/api-client';
import { authErrorMessage } from './auth-error';

/** Better Auth's two-factor and passkey refusals, in words (the rest as every sign-in form says them). */
const TEXT: Record<string, string> = {
  INVALID_CODE: 'That code is not right. Type the 6 digits your authenticator app shows for PartsHub now.',
  INVALID_BACKUP_CODE: 'That backup code is not right, or it was used already: each one works once.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many wrong codes. Log in again with your password, then enter a new code.',
  INVALID_TWO_FACTOR_COOKIE: 'This sign-in waited too long for its code. Log in again with your password.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Too many wrong codes for this account. Wait 15 minutes, then try again.',
  INVALID_PASSWORD: 'This is not your password.',
  TOTP_ALREADY_ENABLED: 'Two-factor sign-in is on already. Reload the page to see it.',
  TWO_FACTOR_NOT_ENABLED: 'Two-factor sign-in is off for this account. Reload the page to see it.',
  PASSKEY_NOT_FOUND: 'PartsHub does not know this passkey: it may have been removed. Log in with your e-mail and password.',
  AUTHENTICATION_FAILED: 'The passkey could not be checked. Please try again.',
  CHALLENGE_NOT_FOUND: 'The passkey prompt waited too long. Please try again.',
  FAILED_TO_VERIFY_REGISTRATION: 'The new passkey could not be checked. Please try again.',
  SESSION_NOT_FRESH: 'For your safety, adding a passkey needs a recent sign-in. Log out, log in again, then add it.',
};

/** What a person reads for a failed two-factor or passkey call. */
export function secondFactorErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code && TEXT[error.code]) return TEXT[error.code]!;
  if (error instanceof Error && error.name === 'InvalidStateError') return 'This device holds a passkey for your account already.';
  if (error instanceof Error && error.name === 'SecurityError')
    return 'This browser refused the passkey for this site. Please try another way.';
  return authErrorMessage(error);
}

/**
 * The browser's passkey prompt was closed, timed out or refused (WebAuthn's NotAllowedError, whatever
 * the cause: the browser does not say which): not a failure to explain at length.
 */
export const passkeyPromptClosed = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
