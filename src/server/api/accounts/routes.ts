import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages } from '../../../shared/messages.js';
import { emailParamsSchema } from '../../../shared/schemas/common.js';
import { profileCreateSchema, profileSchema } from '../../../shared/schemas/profile.js';
import { adminStatusSchema, modifiedResultSchema, tokenSchema, userSchema } from '../../../shared/schemas/user.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { can } from '../../lib/viewer.js';
import { bearer, errors } from '../../lib/http.js';
import { dataRightsRoutes } from './data-rights-routes.js';
import { sessionRoutes } from './sessions.js';
import { staffRoutes } from './staff-routes.js';
import { invitationRoutes } from './invitation-routes.js';
import { profileFromWire, profileToWire } from './wire.js';

/** The spec's token call after any login. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user/:email',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        description: "Called after any login: answers the caller's access token (same e-mail only).",
        params: emailParamsSchema,
        response: { 200: tokenSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      if (request.params.email.toLowerCase() !== viewer.email.toLowerCase()) throw forbidden(apiMessages.forbidden);
      return { token: viewer.sessionToken };
    },
  );
};

/** Admins list users and promote them. */
const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.services;

  app.get(
    '/user',
    {
      config: { permission: 'users:read' },
      schema: { tags: ['users'], security: bearer, response: { 200: z.array(userSchema), ...errors(401, 403) } },
    },
    () => accounts.list(),
  );

  app.put(
    '/user/admin/:email',
    {
      config: { permission: 'staff:manage' },
      schema: {
        tags: ['users'],
        security: bearer,
        description: 'Promotes a user to admin (one way).',
        params: emailParamsSchema,
        response: { 200: modifiedResultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await accounts.findByEmail(request.params.email))) throw notFound('No user has this e-mail.');
      return { modifiedCount: await app.flows.promoteToAdmin(request.viewer!, request.params.email) };
    },
  );
};

/** Whether an e-mail belongs to an admin. */
const adminCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.services;

  app.get(
    '/admin/:email',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        security: bearer,
        description: 'Whether the e-mail belongs to an admin (an owner or admin): for yourself, or for anyone with users:read.',
        params: emailParamsSchema,
        response: { 200: adminStatusSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      const email = request.params.email.toLowerCase();
      if (email === viewer.email.toLowerCase()) return { admin: viewer.role === 'admin' };
      if (!can(viewer, 'users:read')) throw forbidden(apiMessages.forbidden);
      return { admin: (await accounts.findByEmail(email))?.role === 'admin' };
    },
  );
};

/** Profiles belong to their user: each caller sees and writes only their own. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles } = app.services;

  app.get(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: { tags: ['profile'], security: bearer, response: { 200: z.array(profileSchema), ...errors(401) } },
    },
    async (request) => (await profiles.listOwn(request.viewer!.id)).map(profileToWire),
  );

  app.post(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: { tags: ['profile'], security: bearer, body: profileCreateSchema, response: { 201: profileSchema, ...errors(400, 401) } },
    },
    async (request, reply) =>
      reply.status(201).send(profileToWire(await profiles.create(request.viewer!.id, profileFromWire(request.body)))),
  );
};

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [
    userRoutes,
    userAdminRoutes,
    adminCheckRoutes,
    profileRoutes,
    sessionRoutes,
    staffRoutes,
    invitationRoutes,
    dataRightsRoutes,
  ])
    await app.register(routes);
};
