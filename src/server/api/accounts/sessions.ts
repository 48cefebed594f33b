import Bowser from 'bowser';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceSessionSchema, trustedDevicesSchema, type DeviceSession } from '../../../shared/schemas/session.js';
import { notFound } from '../../lib/errors.js';
import { bearer, errors } from '../../lib/http.js';

const sessionParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * Ends sessions through Better Auth's own adapter, so its hooks run: the tokens stop working at once
 * here and, over the revocation notice, on every other instance (plugins/session-revocations.ts).
 */
export async function endSessions(app: FastifyInstance, tokens: string[]) {
  const { internalAdapter } = await app.auth.$context;
  for (const token of tokens) await internalAdapter.deleteSession(token);
}

/** "Chrome 156 on Linux" from a user agent (bowser), or null when it names no browser. */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return null;
  const major = browser.version?.split('.')[0];
  return [browser.name, major, os.name ? `on ${os.name}` : ''].filter(Boolean).join(' ');
}

/** The caller's own sign-ins: which devices are signed in. */
const listSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.services;

  app.get(
    '/me/sessions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        security: bearer,
        description: "The caller's live sign-ins, the latest used first; `current` marks the one making this request.",
        response: { 200: z.array(deviceSessionSchema), ...errors(401) },
      },
    },
    async (request): Promise<DeviceSession[]> => {
      const viewer = request.viewer!;
      const rows = await accounts.liveSessionsOf(viewer.id);
      return rows.map((row) => ({
        _id: row.id,
        current: row.token === viewer.sessionToken,
        userAgent: row.userAgent || null,
        device: deviceName(row.userAgent || null),
        ip: row.ip || null,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }));
    },
  );
};

/** Ending one of the caller's sign-ins, or all but this one. */
const endSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.services;

  app.delete(
    '/me/sessions/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        security: bearer,
        description: 'Signs one of the caller’s sessions out (this one too, when named).',
        params: sessionParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      const session = (await accounts.liveSessionsOf(viewer.id)).find((row) => row.id === request.params.id);
      if (!session) throw notFound('You have no such session; it may have ended already.');
      await endSessions(app, [session.token]);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/me/sessions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        security: bearer,
        description: 'Signs out everywhere else: every session of the caller but the one making this request.',
        response: { 200: z.object({ ended: z.number().int() }), ...errors(401) },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      const others = (await accounts.liveSessionsOf(viewer.id)).filter((row) => row.token !== viewer.sessionToken);
      await endSessions(
        app,
        others.map((row) => row.token),
      );
      return { ended: others.length };
    },
  );
};

/** The devices that skip the caller's two-factor code for 30 days ("Trust this device" at sign-in). */
const trustedDeviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.services;
  const schema = { tags: ['users'], security: bearer };

  app.get(
    '/me/trusted-devices',
    {
      onRequest: app.requireUser,
      schema: { ...schema, response: { 200: trustedDevicesSchema, ...errors(401) } },
    },
    async (request) => {
      const { count, until } = await accounts.trustedDevices(request.viewer!.id);
      return { count, until: until?.toISOString() ?? null };
    },
  );

  app.delete(
    '/me/trusted-devices',
    {
      onRequest: app.requireUser,
      schema: {
        ...schema,
        description: 'Every trusted device asks for the two-factor code again at its next sign-in.',
        response: { 200: z.object({ forgotten: z.number().int() }), ...errors(401) },
      },
    },
    async (request) => ({ forgotten: await accounts.forgetTrustedDevices(request.viewer!.id) }),
  );
};

/** GET /api/me/sessions, DELETE /api/me/sessions/:id and DELETE /api/me/sessions; the trusted devices. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listSessionRoutes);
  await app.register(endSessionRoutes);
  await app.register(trustedDeviceRoutes);
};
