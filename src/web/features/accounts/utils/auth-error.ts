import { TWO_FACTOR_SIGN_IN } from '../../../../shared/constants';
import { authErrorText } from '../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';

/** What a shopper reads for a failed sign-in, sign-up or reset call. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return authErrorText.NETWORK!;
    if (error.status === 429) return authErrorText.TOO_MANY_REQUESTS!;
    if (error.code && authErrorText[error.code]) return authErrorText[error.code]!;
    if (error.code === 'INVALID_TOKEN') return 'This reset link is not valid any more. Ask for a new one.';
    return error.message;
  }
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The `?error=` Better Auth adds when the Google sign-in comes back without success. */
export function googleErrorMessage(code: string): string {
  if (code === 'access_denied' || code === 'popup_closed') return authErrorText.POPUP_CLOSED!;
  if (code === TWO_FACTOR_SIGN_IN) {
    return 'Your account uses two-factor sign-in: log in with your e-mail address and password, then the code from your app.';
  }
  if (code === 'account_not_linked') {
    return 'This Google account could not be linked to your shop account. Log in with your e-mail and password.';
  }
  return `Google sign-in did not finish (${code.replace(/_/g, ' ')}). Please try again.`;
}

/** Only same-site paths: "/x" yes; "//evil.example", "/\\evil" or "https://…" no. */
export function safeRedirect(target: string | null, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
