import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages } from '../../shared/messages.js';
import { emailParamsSchema } from '../../shared/schemas/common.js';
import { adminStatusSchema } from '../../shared/schemas/user.js';
import { forbidden } from '../lib/errors.js';
import { bearer, errors } from './responses.js';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/:email',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        security: bearer,
        description: 'Whether the e-mail belongs to an admin: for yourself, or for anyone if you are admin.',
        params: emailParamsSchema,
        response: { 200: adminStatusSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      const email = request.params.email.toLowerCase();
      if (email === viewer.email.toLowerCase()) return { admin: viewer.role === 'admin' };
      if (viewer.role !== 'admin') throw forbidden(apiMessages.forbidden);
      return { admin: await app.services.users.isAdmin(email) };
    },
  );
};
