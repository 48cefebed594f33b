import { randomUUID } from 'node:crypto';
import { betterAuth, type BetterAuthOptions, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { passkey } from '@better-auth/passkey';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { admin } from 'better-auth/plugins/admin';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { z } from 'zod';
import { PASSWORD_MIN, TWO_FACTOR_SIGN_IN } from '../../../shared/constants.js';
import { fieldLabel } from '../../../shared/schemas/plain-errors.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { accessControl, builtInAccessRoles } from './access.js';
import { accounts, passkeys, sessions, twoFactors, users, verifications } from './tables.js';

/** The user fields a client may set (sign-up, update-user), bounded before they are stored. */
const profileFields = z.object({
  name: z
    .string({ message: 'must be text' })
    .trim()
    .min(1, { message: 'is required' })
    .max(100, { message: 'must be at most 100 characters' })
    .optional(),
  image: z.string({ message: 'must be text' }).max(2000, { message: 'must be at most 2000 characters' }).nullable().optional(),
});

export interface AuthHooks {
  sendResetPassword?: (data: { email: string; name: string; url: string }) => Promise<void>;
  /**
   * The link that proves the address is the user's (verifies it and signs in). With `changeFrom`, it
   * is the new address of an account whose address is `changeFrom`: opening it makes the change.
   */
  sendVerificationEmail?: (data: { email: string; name: string; url: string; changeFrom?: string }) => Promise<void>;
  /**
   * An account with a verified address asked to change it to `newEmail`: the link, sent to the
   * current address `email`, approves the change (and then sends the new address its link).
   */
  sendChangeEmailConfirmation?: (data: { email: string; name: string; newEmail: string; url: string }) => Promise<void>;
  /** A session row was deleted (sign-out, revocation, password change or reset, account deleted): its token no longer works. */
  sessionEnded?: (session: { token: string; userId: string }) => void;
  /**
   * The account's address was just proved its owner's: a verification link opened, or an account
   * made verified (Google vouched for it, a staff invitation accepted). Guest orders join it (issue 30).
   */
  emailVerified?: (user: { id: string; email: string }) => Promise<void>;
  /** A user row was changed or deleted through Better Auth: anything remembered about them is stale. */
  userChanged?: (userId: string) => void;
  /** Two-factor sign-in was turned on or off for this user (their other sessions are ended already). */
  twoFactorChanged?: (userId: string) => Promise<unknown>;
  /**
   * Someone signed in (by any method, the second step done): who, and the request's address and id
   * as the shop's handler passed them (REQUEST_HEADERS). The audit trail keeps staff's sign-ins.
   */
  signedIn?: (userId: string, request: { ip?: string; requestId?: string }) => Promise<void>;
  /** A sign-in's second step was refused (a wrong code or backup code): whose, from where. Audited for staff. */
  secondFactorFailed?: (userId: string, request: { ip?: string; requestId?: string }) => Promise<void>;
  /** Better Auth's own log lines (instead of the console), without query texts or parameters. */
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string, detail: Record<string, unknown>[]) => void;
}

/** What Better Auth hands a hook: the endpoint's context. */
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** What an error says about itself, minus its message (a failed query's carries the SQL and its values). */
function errorDetail(arg: unknown): Record<string, unknown> {
  if (!(arg instanceof Error)) return { type: typeof arg };
  const cause = (arg as { cause?: { code?: unknown; constraint?: unknown; column?: unknown } }).cause;
  return { name: arg.name, code: (arg as { code?: unknown }).code ?? cause?.code, constraint: cause?.constraint, column: cause?.column };
}

/** Better Auth's own log lines, without query texts or parameters (a failed query's message carries them). */
const authLogger = (hooks: AuthHooks): NonNullable<BetterAuthOptions['logger']> => ({
  level: 'warn',
  log: (level, message, ...args) => {
    const text = String(message)
      .replace(/\bparams:[\s\S]*$/, 'params: [not logged]')
      .slice(0, 500);
    if (hooks.log) hooks.log(level, text, args.map(errorDetail));
    else console[level === 'debug' ? 'log' : level](`[Better Auth] ${text}`);
  },
});

/**
 * Sign-up's body schema would answer a malformed e-mail with a generic VALIDATION_ERROR;
 * answer INVALID_EMAIL, as sign-in does, so clients get one code for one mistake. The name and
 * picture (sign-up, update-user) are checked and answered in words ("Name is required").
 */
async function fieldChecks(ctx: HookContext) {
  if (ctx.path !== '/sign-up/email' && ctx.path !== '/update-user') return;
  const body = (ctx.body ?? {}) as { email?: unknown; name?: unknown; image?: unknown };
  if (ctx.path === '/sign-up/email' && typeof body.email === 'string' && !z.email().safeParse(body.email).success) {
    throw APIError.from('BAD_REQUEST', { code: 'INVALID_EMAIL', message: 'Invalid email' });
  }
  // Better Auth stores what it is given: a null or 200 kB name would reach the database.
  const fields = profileFields.safeParse(body);
  if (!fields.success) {
    const issue = fields.error.issues[0]!;
    throw APIError.from('BAD_REQUEST', { code: 'INVALID_FIELD', message: `${fieldLabel(String(issue.path[0]))} ${issue.message}` });
  }
  // The name as checked (trimmed) is the one stored.
  if (fields.data.name !== undefined) return { context: { body: { ...body, name: fields.data.name } } };
}

/** E-mail and password: Better Auth's rules, and the reset e-mail through the shop's mail. */
const passwordSignIn = (hooks: AuthHooks) =>
  ({
    enabled: true,
    minPasswordLength: PASSWORD_MIN,
    maxPasswordLength: 128,
    autoSignIn: true,
    revokeSessionsOnPasswordReset: true,
    resetPasswordTokenExpiresIn: 60 * 60,
    sendResetPassword: async ({ user, url }) => {
      await hooks.sendResetPassword?.({ email: user.email, name: user.name, url });
    },
  }) satisfies BetterAuthOptions['emailAndPassword'];

/**
 * The address change a verification link makes, if it is one: Better Auth signs `{ email, updateTo,
 * requestType }` into the token (api/routes/email-verification). Read only to word the e-mail;
 * opening the link checks the signature.
 */
function addressChangeOf(token: string): { from: string } | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      email?: unknown;
      updateTo?: unknown;
    };
    return typeof payload.email === 'string' && typeof payload.updateTo === 'string' ? { from: payload.email } : undefined;
  } catch {
    return undefined;
  }
}

/** The verification link: sent at sign-up, on request, and to a new address; signing up and ordering do not wait for it. */
const emailVerification = (hooks: AuthHooks) =>
  ({
    sendOnSignUp: true,
    autoSignInAfterVerification: true,
    expiresIn: 24 * 60 * 60,
    sendVerificationEmail: async ({ user, url, token }) => {
      const change = addressChangeOf(token);
      await hooks.sendVerificationEmail?.({ email: user.email, name: user.name, url, changeFrom: change?.from });
    },
    afterEmailVerification: async (user) => hooks.emailVerified?.({ id: user.id, email: user.email }),
  }) satisfies BetterAuthOptions['emailVerification'];

/**
 * My Profile's changes through Better Auth's own endpoints: the name (update-user), the password
 * (change-password, the current one required) and the e-mail address (change-email). A new address
 * replaces the old one only when the link mailed to it is opened; an account whose address is
 * verified must first approve the change from that address (a stolen session alone cannot move the
 * account to another mailbox).
 */
const changeEmail = (hooks: AuthHooks) =>
  ({
    enabled: true,
    sendChangeEmailConfirmation: async ({ user, newEmail, url }) => {
      await hooks.sendChangeEmailConfirmation?.({ email: user.email, name: user.name, newEmail, url });
    },
  }) satisfies NonNullable<BetterAuthOptions['user']>['changeEmail'];

/**
 * Headers the shop's handler sets on every request it hands Better Auth (replacing any a client
 * sent): the client's address as the shop reads it (TRUST_PROXY) and the request's id.
 */
export const REQUEST_HEADERS = { ip: 'x-partshub-client-address', requestId: 'x-partshub-request-id' } as const;

/** Better Auth's two-factor plugin's challenge cookie (its TWO_FACTOR_COOKIE_NAME, not exported). */
const TWO_FACTOR_COOKIE = 'two_factor';

/** Days a device the user trusted at a two-factor sign-in skips the code (issue 29). */
export const TRUSTED_DEVICE_DAYS = 30;

/**
 * The two-factor paths that change an account's setup: turning it on (the first code verified from
 * the app, while signed in) and off. Either ends the account's other sessions: whoever signed in
 * before the change keeps no way around it.
 */
const TWO_FACTOR_SETUP_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/disable']);

/** Before a setup change: whose account it is, when it is one (a code verified at sign-in is not). */
async function noteTwoFactorChange(ctx: HookContext) {
  if (!TWO_FACTOR_SETUP_PATHS.has(ctx.path)) return;
  const current = await getSessionFromCtx(ctx);
  if (!current) return; // a sign-in's second step
  const user = current.user as typeof current.user & { twoFactorEnabled?: boolean | null };
  // Verifying a code while it is on already changes nothing.
  if (ctx.path === '/two-factor/verify-totp' && user.twoFactorEnabled) return;
  return { context: { twoFactorChangeOf: user.id } };
}

/**
 * After a setup change went through: every other session of the account ends (the new one stays),
 * and the shop is told (it forgets the devices trusted under the old setup).
 */
async function endOtherSessions(ctx: HookContext, hooks: AuthHooks) {
  const userId = (ctx as { twoFactorChangeOf?: string }).twoFactorChangeOf;
  const kept = ctx.context.newSession?.session.token;
  if (!userId || !kept || ctx.context.returned instanceof APIError) return;
  const all = await ctx.context.internalAdapter.listSessions(userId);
  for (const session of all) if (session.token !== kept) await ctx.context.internalAdapter.deleteSession(session.token);
  await hooks.twoFactorChanged?.(userId);
}

/**
 * The ways in that make a session without the password step, where Better Auth's two-factor plugin
 * asks for the code: Google's callback and the e-mail verification link (which signs in).
 */
const skipsTheCode = (path: string) => path.startsWith('/callback/') || path.startsWith('/oauth2/callback/') || path === '/verify-email';

/**
 * An account with two-factor sign-in gets no session through those: the session just made is
 * ended and the browser goes to /login, which asks for the password and then the code.
 */
async function requireTheCode(ctx: HookContext, shopUrl: string) {
  const fresh = ctx.context.newSession;
  if (!fresh || !skipsTheCode(ctx.path) || !(fresh.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
  await ctx.context.internalAdapter.deleteSession(fresh.session.token);
  deleteSessionCookie(ctx);
  // No sign-in happened: the hooks after this one (the sign-in's audit row) must not see one.
  ctx.context.setNewSession(null);
  throw ctx.redirect(`${shopUrl}/login?error=${TWO_FACTOR_SIGN_IN}`);
}

/** Tells the shop when Better Auth ends a session or changes a user (after its transaction commits). */
const changeHooks = (hooks: AuthHooks): BetterAuthOptions['databaseHooks'] => ({
  session: { delete: { after: async (session) => hooks.sessionEnded?.({ token: session.token, userId: session.userId }) } },
  user: {
    create: {
      after: async (user) => {
        if (user.emailVerified) await hooks.emailVerified?.({ id: user.id, email: user.email });
      },
    },
    update: { after: async (user) => hooks.userChanged?.(user.id) },
    delete: { after: async (user) => hooks.userChanged?.(user.id) },
  },
});

/** The endpoints after which a session made is a sign-in: password, Google and its callback, the second step, a passkey, a verification link, sign-up. */
const SIGN_IN_PATH =
  /^\/(sign-in\/|callback\/|oauth2\/callback\/|two-factor\/verify-|passkey\/verify-authentication|verify-email|sign-up\/email)/;

/** A sign-in's second step: the app's code or a backup code. */
const SECOND_STEP_PATH = /^\/two-factor\/verify-(totp|backup-code)$/;

/** The request's address and id, as the shop's handler passed them. */
function requestOf(ctx: HookContext): { ip?: string; requestId?: string } {
  const header = (name: string) => ctx.headers?.get(name) ?? undefined;
  return { ip: header(REQUEST_HEADERS.ip), requestId: header(REQUEST_HEADERS.requestId) };
}

/**
 * Whose sign-in the two-factor challenge cookie is (the signed cookie names a verification row
 * whose value is the user id); undefined without one, or once too many attempts used it up.
 */
async function challengedUser(ctx: HookContext): Promise<string | undefined> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return undefined;
  return (await ctx.context.internalAdapter.findVerificationValue(challenge))?.value;
}

/**
 * Tells the shop of each sign-in. A plugin's after-hook, listed last, so it runs after two-factor's:
 * a password step that two-factor turned into a challenge has no session left by then (the sign-in
 * is told once, at the second step), and turning two-factor on (a new session for a signed-in
 * account: `twoFactorChangeOf`) is no sign-in.
 */
const signInReports = (hooks: AuthHooks): BetterAuthPlugin => ({
  id: 'shop-sign-in-reports',
  hooks: {
    after: [
      {
        matcher: (ctx) => SIGN_IN_PATH.test(ctx.path ?? ''),
        handler: createAuthMiddleware(async (ctx) => {
          const made = ctx.context.newSession;
          if (!made || (ctx as { twoFactorChangeOf?: string }).twoFactorChangeOf) return;
          await hooks.signedIn?.(made.user.id, requestOf(ctx));
        }),
      },
      {
        matcher: (ctx) => SECOND_STEP_PATH.test(ctx.path ?? ''),
        handler: createAuthMiddleware(async (ctx) => {
          if (!(ctx.context.returned instanceof APIError)) return;
          const userId = await challengedUser(ctx);
          if (userId) await hooks.secondFactorFailed?.(userId, requestOf(ctx));
        }),
      },
    ],
  },
});

/** Bearer tokens, suspension, two-factor sign-in, passkeys and (when configured) Google. */
function authPlugins(config: AppConfig) {
  const googleEnabled = Boolean(config.GOOGLE_CLIENT_ID);
  return [
    bearer(),
    // For the suspension it enforces at sign-in ("Suspend" on the Staff page writes `banned`). Its
    // own /admin/* endpoints are closed (api/accounts/auth-plugin.ts): staff are managed through
    // the shop's routes, whose permissions ADR 013 decides; here no role holds its statements.
    admin({
      ac: accessControl,
      roles: builtInAccessRoles,
      adminRoles: ['owner', 'admin'],
      bannedUserMessage: 'This account is suspended. Ask the shop’s owner if you think this is a mistake.',
    }),
    // TOTP with backup codes (stored encrypted); a device trusted at sign-in skips the code for 30
    // days, until the user forgets it (My Profile) or changes the setup. STAFF_2FA makes it a
    // staff role's condition (api/accounts/auth-plugin.ts).
    twoFactor({ issuer: config.SHOP_NAME, trustDeviceMaxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60 }),
    // WebAuthn: the relying party is the shop's own host name, checked against its own origin.
    passkey({ rpID: new URL(config.publicUrl).hostname, rpName: config.SHOP_NAME, origin: config.publicUrl }),
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
  ];
}

export function createAuth(config: AppConfig, db: Database, secret: string, hooks: AuthHooks = {}) {
  return betterAuth({
    appName: 'PartsHub',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    emailAndPassword: passwordSignIn(hooks),
    emailVerification: emailVerification(hooks),
    user: {
      changeEmail: changeEmail(hooks),
      additionalFields: {
        // input: false — nothing a client sends can set the role.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    // No trusted providers: a trusted one is linked to an existing account even when it does not say
    // the e-mail is verified. Google's identity joins an account only when Google vouches for the address.
    account: { accountLinking: { enabled: true, trustedProviders: [] } },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Fastify's rate limiter guards the auth routes (per IP and per account, shared through Redis).
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    logger: authLogger(hooks),
    hooks: {
      before: createAuthMiddleware(async (ctx) => (await fieldChecks(ctx)) ?? (await noteTwoFactorChange(ctx))),
      after: createAuthMiddleware(async (ctx) => {
        await requireTheCode(ctx, config.publicUrl);
        await endOtherSessions(ctx, hooks);
      }),
    },
    databaseHooks: changeHooks(hooks),
    plugins: [...authPlugins(config), signInReports(hooks)],
  });
}

export type Auth = ReturnType<typeof createAuth>;
