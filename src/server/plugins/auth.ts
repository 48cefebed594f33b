import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../shared/constants.js';
import { apiMessages } from '../../shared/messages.js';
import { createAuth } from '../auth/auth.js';
import { getOrCreateSetting, randomSecret } from '../db/settings.js';
import { forbidden, unauthorized } from '../lib/errors.js';

/** Auth routes whose attempts are limited per IP; sign-in is also limited per account. */
const LIMITED_PATHS = ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset', '/api/auth/reset-password'];

/** Better Auth at /api/auth, plus the requireUser / requireAdmin guards for the API. */
export const authPlugin = fp(async (app) => {
  const secret =
    app.config.BETTER_AUTH_SECRET ?? (await getOrCreateSetting(app.db, 'auth_secret', randomSecret));
  const auth = createAuth(app.config, app.db, secret, {
    sendResetPassword: async ({ email, name, url }) => {
      await app.services.mailer.send({
        to: email,
        subject: 'Reset your PartsHub password',
        text: `Hello ${name},\n\nSomeone asked to reset the password of your PartsHub account. If it was you, open this link within an hour:\n\n${url}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
      });
    },
  });
  app.decorate('auth', auth);
  app.decorateRequest('viewer', null);

  const windowMs = app.config.RATE_LIMIT_WINDOW_MS;
  const perIp = app.rateLimit({ max: app.config.RATE_LIMIT_AUTH_MAX, timeWindow: windowMs, keyGenerator: (r) => `ip:${r.ip}` });
  const perAccount = app.rateLimit({
    max: app.config.RATE_LIMIT_AUTH_MAX,
    timeWindow: windowMs,
    keyGenerator: (r) => {
      const email = (r.body as { email?: unknown } | undefined)?.email;
      return `acct:${typeof email === 'string' ? email.trim().toLowerCase() : r.ip}`;
    },
  });

  async function limit(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'POST') return;
    const path = request.url.split('?')[0]!;
    if (!LIMITED_PATHS.includes(path)) return;
    await perIp.call(app, request, reply);
    if (reply.sent) return;
    if (path === '/api/auth/sign-in/email') await perAccount.call(app, request, reply);
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    preHandler: limit,
    async handler(request, reply) {
      const url = new URL(request.url, app.config.publicUrl);
      const headers = fromNodeHeaders(request.headers);
      const body =
        request.method === 'POST' && request.body !== undefined
          ? typeof request.body === 'string'
            ? request.body
            : JSON.stringify(request.body)
          : undefined;
      const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });

  async function requireUser(request: FastifyRequest) {
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!result) throw unauthorized(apiMessages.signInRequired);
    const user = result.user as typeof result.user & { role?: string };
    request.viewer = {
      id: user.id,
      email: user.email,
      name: user.name,
      role: (user.role === 'admin' ? 'admin' : 'user') as Role,
      sessionToken: result.session.token,
    };
  }
  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.viewer?.role !== 'admin') throw forbidden(apiMessages.adminOnly);
  });
});
