import { z } from 'zod';
// zod's browser setting (jitless) first: nothing else here loads common.
import './common.js';

/** Better Auth's answers, as far as the web app reads them. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullish(),
  emailVerified: z.boolean().optional(),
  role: z.string().optional(),
});
export const sessionSchema = z.object({ user: sessionUserSchema, session: z.object({ expiresAt: z.string() }).passthrough() }).nullable();
export type SessionData = z.infer<typeof sessionSchema>;
export const authResultSchema = z.object({ user: sessionUserSchema.optional() }).passthrough();
export type AuthResult = z.infer<typeof authResultSchema>;
export const socialSignInSchema = z.object({ url: z.string().optional(), redirect: z.boolean().optional() }).passthrough();
export type SocialSignInResult = z.infer<typeof socialSignInSchema>;
export const okSchema = z.object({ status: z.boolean().optional(), success: z.boolean().optional() }).passthrough();
export type OkResult = z.infer<typeof okSchema>;
/** change-password's answer: with revokeOtherSessions, the token of the session that goes on (the others ended). */
export const changePasswordResultSchema = z.object({ token: z.string().nullish() }).passthrough();
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;
/** list-accounts: how the user signs in ('credential' is a password; 'google' the Google identity). */
export const signInMethodSchema = z.object({ providerId: z.string() }).passthrough();
export type SignInMethod = z.infer<typeof signInMethodSchema>;
