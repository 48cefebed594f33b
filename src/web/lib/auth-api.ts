import { authResultSchema, okSchema, sessionSchema, socialSignInSchema } from '../../shared/schemas/session';
import { api } from './api-client';

/** Better Auth's endpoints under /api/auth, through the one API client. */
export const authApi = {
  getSession: () => api.get('/auth/get-session', sessionSchema),
  signInEmail: (body: { email: string; password: string }) => api.post('/auth/sign-in/email', authResultSchema, body),
  signUpEmail: (body: { name: string; email: string; password: string }) => api.post('/auth/sign-up/email', authResultSchema, body),
  signOut: () => api.post('/auth/sign-out', okSchema, {}),
  /**
   * Starts the Google sign-in; the browser then leaves for Google and comes back to callbackURL,
   * or to errorCallbackURL with `?error=...` added when it fails.
   */
  signInGoogle: (callbackURL: string, errorCallbackURL = '/login') =>
    api.post('/auth/sign-in/social', socialSignInSchema, { provider: 'google', callbackURL, errorCallbackURL }),
  requestPasswordReset: (email: string, redirectTo: string) => api.post('/auth/request-password-reset', okSchema, { email, redirectTo }),
  resetPassword: (newPassword: string, token: string) => api.post('/auth/reset-password', okSchema, { newPassword, token }),
  /** Sends the verification link again; opening it verifies the address and lands on callbackURL. */
  sendVerificationEmail: (email: string, callbackURL: string) =>
    api.post('/auth/send-verification-email', okSchema, { email, callbackURL }),
};
