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

/** One of the caller's live sign-ins (GET /api/me/sessions): where and when, never its token. */
export const deviceSessionSchema = z.object({
  _id: z.string(),
  /** The sign-in this request was made with. */
  current: z.boolean(),
  userAgent: z.string().nullable(),
  /** The browser and system the user agent names, in words ("Chrome 156 on Linux"); null when it names none. */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  /** When the sign-in was last used or renewed (Better Auth renews it at most once a day). */
  lastSeenAt: z.string(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** GET /api/me/trusted-devices: how many devices skip the two-factor code, and until when the last one does. */
export const trustedDevicesSchema = z.object({ count: z.number().int(), until: z.string().nullable() });
export type TrustedDevices = z.infer<typeof trustedDevicesSchema>;

/**
 * Sign-in's answer when the account has two-factor sign-in: no session yet, the code is asked next
 * (Better Auth's two-factor plugin).
 */
export const twoFactorChallengeSchema = z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()).optional() });

/** two-factor/enable: the authenticator app's otpauth:// URI and the one-time backup codes. */
export const twoFactorSetupSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }).passthrough();
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** passkey/list-user-passkeys: one passkey as the list shows it (never its public key's use). */
export const passkeySchema = z
  .object({ id: z.string(), name: z.string().nullish(), createdAt: z.string().nullish(), deviceType: z.string().optional() })
  .passthrough();
export type Passkey = z.infer<typeof passkeySchema>;
