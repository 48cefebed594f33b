import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { PASSWORD_MIN } from '../../shared/constants.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { accounts, sessions, users, verifications } from '../db/schema/auth.js';

export interface AuthHooks {
  sendResetPassword?: (data: { email: string; name: string; url: string }) => Promise<void>;
}

export function createAuth(config: AppConfig, db: Database, secret: string, hooks: AuthHooks = {}) {
  const googleEnabled = Boolean(config.GOOGLE_CLIENT_ID);
  return betterAuth({
    appName: 'PartsHub',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await hooks.sendResetPassword?.({ email: user.email, name: user.name, url });
      },
    },
    user: {
      additionalFields: {
        // input: false — nothing a client sends can set the role.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Fastify's rate limiter guards the auth routes (per IP and per account, shared through Redis).
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    plugins: [
      bearer(),
      ...(googleEnabled
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  discoveryUrl: `${config.GOOGLE_ISSUER.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                  clientId: config.GOOGLE_CLIENT_ID!,
                  clientSecret: config.GOOGLE_CLIENT_SECRET,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
