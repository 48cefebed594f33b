import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages } from '../../shared/messages.js';
import { idParamsSchema } from '../../shared/schemas/common.js';
import {
  deleteResultSchema,
  orderCreateSchema,
  orderListQuerySchema,
  orderManageQuerySchema,
  orderPageSchema,
  orderSchema,
  orderStatusUpdateSchema,
} from '../../shared/schemas/order.js';
import { forbidden } from '../lib/errors.js';
import { bearer, errors } from './responses.js';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, orderAdmin } = app.services;
  app.addHook('preHandler', app.requireUser);

  app.post(
    '/order',
    {
      config: { invalidates: ['products'] },
      schema: {
        tags: ['orders'],
        security: bearer,
        body: orderCreateSchema,
        response: { 201: orderSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await orders.place(request.viewer!, request.body)),
  );

  app.get(
    '/order',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        description: "The caller's orders; an admin without userEmail gets every order.",
        querystring: orderListQuerySchema,
        response: { 200: z.array(orderSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      const email = request.query.userEmail?.toLowerCase();
      if (viewer.role === 'admin') {
        if (!email) return orders.listAll();
        return email === viewer.email ? orders.listForUser(viewer.id) : orders.listByEmail(email);
      }
      if (email && email !== viewer.email.toLowerCase()) throw forbidden(apiMessages.forbidden);
      return orders.listForUser(viewer.id);
    },
  );

  app.get(
    '/order/:id',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        params: idParamsSchema,
        response: { 200: orderSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => orders.get(request.params.id, request.viewer!),
  );

  app.delete(
    '/order/:id',
    {
      config: { invalidates: ['products', 'best-sellers'] },
      schema: {
        tags: ['orders'],
        security: bearer,
        description: 'Cancels the order and returns its units to stock (the spec calls it delete).',
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => orders.cancel(request.params.id, request.viewer!),
  );

  app.get(
    '/order/manage',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        security: bearer,
        description: 'Manage Order (admin): all orders, newest first, filtered by status, searched by customer e-mail or product, paged.',
        querystring: orderManageQuerySchema,
        response: { 200: orderPageSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => orderAdmin.list(request.query),
  );

  app.patch(
    '/order/:id/status',
    {
      config: { invalidates: ['products', 'best-sellers'] },
      schema: {
        tags: ['orders'],
        security: bearer,
        description: 'Moves an order on: admins ship (with a tracking number), deliver or cancel; customers cancel their unpaid orders.',
        params: idParamsSchema,
        body: orderStatusUpdateSchema,
        response: { 200: orderSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => orders.transition(request.params.id, request.viewer!, request.body.status, request.body.trackingNumber),
  );
};
