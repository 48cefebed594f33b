import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageNameParamsSchema, messagePreviewSchema, messageTemplateListSchema } from '../../../shared/schemas/messages.js';
import { notFound } from '../../lib/errors.js';
import { bearer, errors } from '../../lib/http.js';

/** The staff's Messages page (settings:write): every e-mail template, a preview with sample content, and a test sent to oneself. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mail } = app.services;
  const schema = { tags: ['messages'], security: bearer };
  const config = { permission: 'settings:write' } as const;

  const preview = async (name: string) => {
    const found = await mail.preview(name);
    if (!found) throw notFound(`There is no message named ${name}.`);
    return { name, ...found };
  };

  app.get('/admin/messages', { config, schema: { ...schema, response: { 200: messageTemplateListSchema, ...errors(401, 403) } } }, () => ({
    messages: mail.templates(),
  }));

  app.get(
    '/admin/messages/:name/preview',
    {
      config,
      schema: { ...schema, params: messageNameParamsSchema, response: { 200: messagePreviewSchema, ...errors(400, 401, 403, 404) } },
    },
    (request) => preview(request.params.name),
  );

  app.post(
    '/admin/messages/:name/test',
    {
      config,
      schema: {
        ...schema,
        params: messageNameParamsSchema,
        response: { 202: z.object({ message: z.string() }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { label, html, text } = await preview(request.params.name);
      const to = request.viewer!.email;
      // Held to the staff member's own allowance, like any mail (MAIL_PER_RECIPIENT_HOUR).
      await mail.send({ to, subject: `Test: ${label}`, html, text });
      return reply.status(202).send({ message: `A test of "${label}" is on its way to ${to}.` });
    },
  );
};
