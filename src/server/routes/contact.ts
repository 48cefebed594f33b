import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/schemas/common.js';
import { contactCreateSchema, contactMessageSchema } from '../../shared/schemas/content.js';
import { bearer, errors } from './responses.js';

/** Contact Us messages: anyone writes (rate-limited), admins read. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;

  app.post(
    '/contact',
    {
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags: ['contact'],
        body: contactCreateSchema,
        response: { 201: contactMessageSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await content.addContact(request.body)),
  );

  app.get(
    '/contact',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['contact'], security: bearer, response: { 200: z.array(contactMessageSchema), ...errors(401, 403) } },
    },
    () => content.listContacts(),
  );

  app.patch(
    '/contact/:id/read',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['contact'],
        security: bearer,
        params: idParamsSchema,
        response: { 200: contactMessageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => content.markContactRead(request.params.id),
  );
};
