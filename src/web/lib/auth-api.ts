import type { AuthResult, OkResult, SessionData, SocialSignInResult, TwoFactorChallenge } from '../../shared/schemas/session';
import { api } from './api-client';

/**
 * Better Auth's endpoints under /api/auth that every page may need, through the one API client. My
 * Profile's own (update-user, change-email, change-password, list-accounts) are in features/accounts/api,
 * loaded with that page.
 */
export const authApi = {
  getSession: () => api.get<SessionData>('/auth/get-session'),
  /** Signed in, or (an account with two-factor sign-in) the challenge: the code is asked next. */
  signInEmail: (body: { email: string; password: string }) => api.post<AuthResult | TwoFactorChallenge>('/auth/sign-in/email', body),
  signUpEmail: (body: { name: string; email: string; password: string }) => api.post<AuthResult>('/auth/sign-up/email', body),
  signOut: () => api.post<OkResult>('/auth/sign-out', {}),
  /**
   * Starts the Google sign-in; the browser then leaves for Google and comes back to callbackURL,
   * or to errorCallbackURL with `?error=...` added when it fails.
   */
  signInGoogle: (callbackURL: string, errorCallbackURL = '/login') =>
    api.post<SocialSignInResult>('/auth/sign-in/social', { provider: 'google', callbackURL, errorCallbackURL }),
  requestPasswordReset: (email: string, redirectTo: string) => api.post<OkResult>('/auth/request-password-reset', { email, redirectTo }),
  resetPassword: (newPassword: string, token: string) => api.post<OkResult>('/auth/reset-password', { newPassword, token }),
  /** Sends the verification link again; opening it verifies the address and lands on callbackURL. */
  sendVerificationEmail: (email: string, callbackURL: string) =>
    api.post<OkResult>('/auth/send-verification-email', { email, callbackURL }),
};
