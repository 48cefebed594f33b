import type {
  AuthResult,
  ChangePasswordResult,
  OkResult,
  SessionData,
  SignInMethod,
  SocialSignInResult,
} from '../../shared/schemas/session';
import { api } from './api-client';

/** Better Auth's endpoints under /api/auth, through the one API client. */
export const authApi = {
  getSession: () => api.get<SessionData>('/auth/get-session'),
  signInEmail: (body: { email: string; password: string }) => api.post<AuthResult>('/auth/sign-in/email', body),
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
  updateUser: (body: { name: string }) => api.post<OkResult>('/auth/update-user', body),
  /** Mails the link(s) that change the address; the opened link lands on callbackURL. */
  changeEmail: (newEmail: string, callbackURL: string) => api.post<OkResult>('/auth/change-email', { newEmail, callbackURL }),
  changePassword: (body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
    api.post<ChangePasswordResult>('/auth/change-password', body),
  /** How the account signs in: a password ('credential'), Google, or both. */
  listAccounts: () => api.get<SignInMethod[]>('/auth/list-accounts'),
};
