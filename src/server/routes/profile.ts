import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileCreateSchema, profileSchema } from '../../shared/schemas/profile.js';
import { bearer, errors } from './responses.js';

/** Profiles belong to their user: each caller sees and writes only their own. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles } = app.services;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/profile',
    { schema: { tags: ['profile'], security: bearer, response: { 200: z.array(profileSchema), ...errors(401) } } },
    (request) => profiles.listOwn(request.viewer!),
  );

  app.post(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        security: bearer,
        body: profileCreateSchema,
        response: { 201: profileSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => reply.status(201).send(await profiles.create(request.viewer!, request.body)),
  );
};
