import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { restockAlertResultSchema } from '../../../shared/schemas/product-review.js';
import { bearer, errors } from '../../lib/http.js';

/** "Tell me when it's back" on a sold-out part, for signed-in shoppers. */
export const restockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/service/:id/restock-alert',
    {
      schema: {
        tags: ['products'],
        security: bearer,
        description:
          'Tell me when it is back: the caller gets one e-mail when the sold-out part is back in stock, then the wait ends. 409 while it is in stock.',
        params: idParamsSchema,
        response: { 201: restockAlertResultSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.flows.subscribeRestock(request.viewer!, request.params.id);
      return reply.status(201).send({ restockAlert: true });
    },
  );

  app.delete(
    '/service/:id/restock-alert',
    {
      schema: {
        tags: ['products'],
        security: bearer,
        description: 'Stops waiting for the part (not waiting already: the same answer).',
        params: idParamsSchema,
        response: { 200: restockAlertResultSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      await app.services.restock.unsubscribe(request.params.id, request.viewer!.id);
      return { restockAlert: false };
    },
  );
};
