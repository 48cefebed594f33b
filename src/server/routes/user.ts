import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages } from '../../shared/messages.js';
import { emailParamsSchema } from '../../shared/schemas/common.js';
import { modifiedResultSchema, tokenSchema, userSchema } from '../../shared/schemas/user.js';
import { forbidden, notFound } from '../lib/errors.js';
import { bearer, errors } from './responses.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;

  app.put(
    '/user/:email',
    {
      preHandler: app.requireUser,
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

  app.get(
    '/user',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['users'], security: bearer, response: { 200: z.array(userSchema), ...errors(401, 403) } },
    },
    () => users.list(),
  );

  app.put(
    '/user/admin/:email',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['users'],
        security: bearer,
        description: 'Promotes a user to admin (one way).',
        params: emailParamsSchema,
        response: { 200: modifiedResultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await users.exists(request.params.email))) throw notFound('No user has this e-mail.');
      return users.promote(request.params.email);
    },
  );
};
