import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { deleteResultSchema } from '../../../shared/schemas/order.js';
import {
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryQuerySchema,
  webhookInputSchema,
  webhookSchema,
} from '../../../shared/schemas/webhook.js';
import { bearer, errors } from '../../lib/http.js';
import { deliveryToWire, webhookFromWire, webhookToWire } from './wire.js';

const base = { tags: ['webhooks'], security: bearer };
const config = { permission: 'settings:write' } as const;

/** Staff's webhook endpoints (settings:write): list, and add (the secret answered once). */
const endpointRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webhooks } = app.services;

  app.get(
    '/admin/webhooks',
    {
      config,
      schema: {
        ...base,
        description: 'Every endpoint (without its secret).',
        response: { 200: z.array(webhookSchema), ...errors(401, 403) },
      },
    },
    async () => (await webhooks.list()).map((row) => webhookToWire(row)),
  );

  app.post(
    '/admin/webhooks',
    {
      config,
      schema: {
        ...base,
        description:
          'Adds an endpoint; the answer carries its signing `secret`, shown this once. A private or loopback address is refused.',
        body: webhookInputSchema,
        response: { 201: webhookSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const row = await app.flows.createWebhook(request.viewer!, webhookFromWire(request.body));
      return reply.status(201).send(webhookToWire(row, true));
    },
  );
};

/** Staff change and delete an endpoint. */
const endpointChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/webhooks/:id',
    {
      config,
      schema: {
        ...base,
        description: 'Replaces an endpoint’s URL, events and description; its secret stays.',
        params: idParamsSchema,
        body: webhookInputSchema,
        response: { 200: webhookSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => webhookToWire(await app.flows.updateWebhook(request.viewer!, request.params.id, webhookFromWire(request.body))),
  );

  app.delete(
    '/admin/webhooks/:id',
    {
      config,
      schema: {
        ...base,
        description: 'Deletes an endpoint and its deliveries.',
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await app.flows.removeWebhook(request.viewer!, request.params.id);
      return { deletedCount: 1 };
    },
  );
};

/** An endpoint's deliveries, newest first, and "Send again". */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webhooks } = app.services;

  app.get(
    '/admin/webhooks/:id/deliveries',
    {
      config,
      schema: {
        ...base,
        params: idParamsSchema,
        querystring: webhookDeliveryQuerySchema,
        response: { 200: webhookDeliveryPageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      await webhooks.assertEndpoint(request.params.id);
      const { items, total } = await webhooks.deliveries(request.params.id, page, limit);
      return { items: items.map(deliveryToWire), total, page, limit };
    },
  );

  app.post(
    '/admin/webhooks/:id/deliveries/:deliveryId/retry',
    {
      config,
      schema: {
        ...base,
        description: 'Sends the delivery again now, with the same event id.',
        params: webhookDeliveryParamsSchema,
        response: { 202: z.object({ status: z.literal('pending') }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.flows.retryWebhookDelivery(request.viewer!, request.params.id, request.params.deliveryId);
      return reply.status(202).send({ status: 'pending' as const });
    },
  );
};

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(endpointRoutes);
  await app.register(endpointChangeRoutes);
  await app.register(deliveryRoutes);
};
