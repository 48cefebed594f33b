import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '../../../shared/messages.js';
import { getOrCreateSetting, randomSecret } from '../../db/settings.js';
import { HttpError, permissionRequired, twoFactorRequired, unauthorized } from '../../lib/errors.js';
import { requestPath, requestUrl } from '../../lib/http.js';
import { can, type Viewer } from '../../lib/viewer.js';
import { clientAddress } from '../../plugins/security.js';
import { enforceLimit } from '../../plugins/write-limits.js';
import { createAuth, REQUEST_HEADERS, type Auth, type AuthHooks } from '../../modules/accounts/auth.js';
import { rawBearerToken } from '../../modules/accounts/bearer-session.js';
import { viewerOf } from '../../modules/accounts/service.js';

/**
 * Auth routes whose attempts are limited per IP (those that check a password or send mail); sign-in
 * is also limited per account.
 */
const LIMITED_PATHS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
  '/api/auth/change-password',
  '/api/auth/change-email',
  '/api/auth/two-factor/enable',
  '/api/auth/two-factor/disable',
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
  '/api/auth/two-factor/generate-backup-codes',
  '/api/auth/passkey/verify-authentication',
];

/** The preHandler that limits sign-in, sign-up and reset attempts (per IP; sign-in per account too). */
function authAttemptLimiter(app: FastifyInstance) {
  const windowMs = app.config.RATE_LIMIT_WINDOW_MS;
  const max = app.config.RATE_LIMIT_AUTH_MAX;
  // createRateLimit, not rateLimit: the handlers rateLimit() makes share one per-request
  // "already ran" flag, so a second one on the same request (per account) never counted.
  const ip = (r: FastifyRequest) => clientAddress(r, app.config.TRUST_PROXY);
  const perIp = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (r) => `ip:${ip(r)}` });
  const perAccount = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (r) => {
      const email = (r.body as { email?: unknown } | undefined)?.email;
      return `acct:${typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : ip(r)}`;
    },
  });

  return async function limit(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'POST') return;
    // The path the handler acts on, however the request line wrote it (issue #14, item 1).
    const path = requestPath(request);
    if (!LIMITED_PATHS.includes(path)) return;
    await enforceLimit(perIp, request, reply);
    if (path === '/api/auth/sign-in/email') await enforceLimit(perAccount, request, reply);
  };
}

/** /api/auth/admin/…, however it is spelled (escapes, case, doubled slashes). */
function isAdminPluginPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Undecodable: Better Auth would not route it either.
  }
  return path.toLowerCase().replace(/\/+/g, '/').startsWith('/api/auth/admin/');
}

/** Hands a request to Better Auth's fetch handler and its answer back to Fastify. */
function betterAuthHandler(app: FastifyInstance, auth: Auth) {
  return async function handler(request: FastifyRequest, reply: FastifyReply) {
    // The path and query the limiter decided on, on the shop's own origin (never the request line's host).
    const target = requestUrl(request);
    const url = new URL(target.pathname + target.search, app.config.publicUrl);
    const headers = fromNodeHeaders(request.headers);
    // Where the request came from, as the shop reads it: for the audit trail's sign-ins (never what a client sent).
    headers.set(REQUEST_HEADERS.ip, clientAddress(request, app.config.TRUST_PROXY));
    headers.set(REQUEST_HEADERS.requestId, request.id);
    const body =
      request.method === 'POST' && request.body !== undefined
        ? typeof request.body === 'string'
          ? request.body
          : JSON.stringify(request.body)
        : undefined;
    // Better Auth's admin plugin is there for suspension only: its endpoints are not the shop's API.
    if (isAdminPluginPath(url.pathname)) return reply.callNotFound();
    const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
    // An unknown auth path: the API's usual 404 answer rather than an empty body.
    if (response.status === 404 && !response.body) return reply.callNotFound();
    // Better Auth logged its failure already; the caller gets the API's one masked 500.
    if (response.status >= 500) {
      request.log.error({ status: response.status, path: url.pathname }, 'auth request failed');
      return reply.status(500).send({ message: apiMessages.internal, code: 'INTERNAL' });
    }
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  };
}

/**
 * The viewer a live `Authorization: Bearer` token names, looked up once per request (and held for
 * BEARER_CACHE_SECONDS by the accounts service); null without one.
 */
function bearerViewerOf(app: FastifyInstance) {
  const found = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  return function bearerViewer(request: FastifyRequest): Promise<Viewer | null> {
    const token = rawBearerToken(request.headers.authorization);
    if (!token) return Promise.resolve(null);
    let viewer = found.get(request);
    if (!viewer) found.set(request, (viewer = app.services.accounts.viewerFromToken(token)));
    return viewer;
  };
}

/**
 * requireUser: 401 unless signed in (bearer token or session cookie); sets request.viewer. An
 * onRequest hook, so a caller without the right learns nothing from the body's validation.
 */
function userGuard(app: FastifyInstance, auth: Auth) {
  // Where the request came from, for the audit trail (never the remembered viewer itself: that is shared).
  const acting = (request: FastifyRequest, viewer: Viewer): Viewer => ({
    ...viewer,
    ip: clientAddress(request, app.config.TRUST_PROXY),
    requestId: request.id,
  });
  return async function requireUser(request: FastifyRequest) {
    if (request.viewer) return; // a guard around the route already found who it is
    if (rawBearerToken(request.headers.authorization)) {
      const viewer = await app.bearerViewer(request);
      if (!viewer) throw unauthorized(apiMessages.signInRequired);
      request.viewer = acting(request, viewer);
      return;
    }
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!result) throw unauthorized(apiMessages.signInRequired);
    const user = result.user as typeof result.user & { role?: string; twoFactorEnabled?: boolean | null };
    const access = await app.services.roles.accessOf(user.role ?? '');
    request.viewer = acting(request, viewerOf(user, access, result.session.token, app.config.STAFF_2FA));
  };
}

/** A link that ends on My Profile (which shows the address and whether it is verified) unless it names a page. */
function landingOnProfile(url: string): string {
  const link = new URL(url);
  if ((link.searchParams.get('callbackURL') ?? '/') === '/') link.searchParams.set('callbackURL', '/dashboard/profile');
  return link.toString();
}

type AccountMails = Pick<AuthHooks, 'sendResetPassword' | 'sendVerificationEmail' | 'sendChangeEmailConfirmation'>;

/** The e-mails Better Auth asks the shop to send, queued in the mail outbox. */
function accountMails(app: FastifyInstance): AccountMails {
  const mail = app.services.mail;
  /** A sign-in mail: hello, what it is for, the button, what to do when it was not you. */
  const signInMail = (name: string, heading: string, body: string, action: { label: string; url: string }, unasked: string) =>
    mail.render({ preview: heading, heading, blocks: [`Hello ${name},`, body, { action }, { small: unasked }] });
  return {
    sendResetPassword: async ({ email, name, url }) => {
      const rendered = await signInMail(
        name,
        'Reset your password',
        'Someone asked to reset the password of your PartsHub account. If it was you, open this link within an hour:',
        { label: 'Choose a new password', url },
        'If it was not you, ignore this e-mail; your password stays as it is.',
      );
      await mail.send({
        to: email,
        throttled: false, // limited where it is asked for (RATE_LIMIT_AUTH_MAX), not by the recipient's allowance
        subject: 'Reset your PartsHub password',
        ...rendered,
      });
    },
    sendVerificationEmail: async ({ email, name, url, changeFrom }) => {
      if (changeFrom) {
        const rendered = await signInMail(
          name,
          'Confirm the new e-mail address',
          `You asked to use this address for your PartsHub account instead of ${changeFrom}. Open this link within 24 hours to make the change; from then on you log in with this address:`,
          { label: 'Confirm the new address', url: landingOnProfile(url) },
          'Until you open it, the account keeps its old address. If you did not ask for this, ignore this e-mail.',
        );
        await mail.send({
          to: email,
          // Mail to an address no account has proved yet: held to the recipient's allowance.
          throttled: true,
          subject: 'Confirm the new e-mail address of your PartsHub account',
          ...rendered,
        });
        return;
      }
      // After the link, the shopper lands on My Profile, which shows the address as verified.
      const rendered = await signInMail(
        name,
        'Confirm your e-mail address',
        'Please confirm that this is your e-mail address by opening this link within 24 hours; it also signs you in:',
        { label: 'Confirm my address', url: landingOnProfile(url) },
        'If you did not make a PartsHub account, ignore this e-mail.',
      );
      await mail.send({ to: email, throttled: false, subject: 'Confirm your PartsHub e-mail address', ...rendered });
    },
    sendChangeEmailConfirmation: async ({ email, name, newEmail, url }) => {
      const rendered = await signInMail(
        name,
        'Approve the new e-mail address',
        `Someone signed in to your PartsHub account asked to change its e-mail address from ${email} to ${newEmail}. If it was you, open this link within 24 hours to approve it; we then send a link to ${newEmail}, and the address changes once that one is opened:`,
        { label: 'Approve the change', url: landingOnProfile(url) },
        'If it was not you, do not open the link: your address stays as it is. Change your password on My Profile and sign out your other sessions.',
      );
      await mail.send({ to: email, throttled: false, subject: 'Approve the new e-mail address of your PartsHub account', ...rendered });
    },
  };
}

/** Better Auth at /api/auth, the requireUser guard, and every route's declared permission enforced. */
export const authPlugin = fp(async (app) => {
  const secret = app.config.BETTER_AUTH_SECRET ?? (await getOrCreateSetting(app.db, 'auth_secret', randomSecret));
  const auth = createAuth(app.config, app.db, secret, {
    log: (level, message, detail) => app.log[level]({ detail }, `better-auth: ${message}`),
    // The bearer tokens remembered (ADR 006) follow sign-outs and account changes at once, here and
    // on the other instances (plugins/session-revocations.ts).
    sessionEnded: (session) => app.services.accounts.sessionsEnded([session]),
    userChanged: (userId) => app.services.accounts.userChanged(userId),
    twoFactorChanged: (userId) => app.services.accounts.forgetTrustedDevices(userId),
    // Guest orders placed with the address join the account once it is proved the owner's (issue 30).
    emailVerified: async (user) => {
      await app.flows.joinGuestOrders(user).catch((err: unknown) => app.log.error({ err }, 'guest orders were not joined to an account'));
    },
    // A staff member's sign-in goes to the audit trail (its own short transaction: Better Auth wrote the session).
    signedIn: async (userId, meta) => {
      const event = { userId, action: 'auth.sign-in', ip: meta.ip, requestId: meta.requestId } as const;
      await app.flows.recordAuthEvent(event).catch((err: unknown) => app.log.error({ err }, 'audit: a sign-in was not recorded'));
    },
    secondFactorFailed: async (userId, meta) => {
      const event = { userId, action: 'auth.2fa-failed', ip: meta.ip, requestId: meta.requestId } as const;
      await app.flows.recordAuthEvent(event).catch((err: unknown) => app.log.error({ err }, 'audit: a failed code was not recorded'));
    },
    ...accountMails(app),
  });
  app.decorate('auth', auth);
  app.decorateRequest('viewer', null);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    preHandler: authAttemptLimiter(app),
    handler: betterAuthHandler(app, auth),
  });

  app.decorate('bearerViewer', bearerViewerOf(app));
  const requireUser = userGuard(app, auth);
  app.decorate('requireUser', requireUser);
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    if (rawBearerToken(request.headers.authorization)) return requireUser(request);
    // Without a cookie there is no session to look up.
    if (!request.headers.cookie) return;
    await requireUser(request).catch((err: unknown) => {
      if (!(err instanceof HttpError && err.statusCode === 401)) throw err;
    });
  });
  // A route's declared permission (`config: { permission }`) is checked before anything else reads
  // the request: 401 unless signed in, 403 { code: 'TWO_FACTOR_REQUIRED' } while the caller's roles
  // wait for a second factor (STAFF_2FA), 403 { code: 'FORBIDDEN', permission } without it.
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission) return;
    await requireUser(request);
    if (request.viewer?.twoFactorRequired) throw twoFactorRequired();
    const anyOf = [permission].flat();
    if (!anyOf.some((p) => can(request.viewer, p))) throw permissionRequired(anyOf[0]!, request.viewer);
  });
});
