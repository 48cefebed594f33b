import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages } from '../../../shared/messages.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import {
  deleteResultSchema,
  orderCreateSchema,
  orderListQuerySchema,
  orderManageQuerySchema,
  orderPageSchema,
  orderSchema,
  orderStatusUpdateSchema,
} from '../../../shared/schemas/order.js';
import { forbidden } from '../../lib/errors.js';
import { bearer, errors } from '../../lib/http.js';
import { orderRequestFromWire, orderToWire } from './wire.js';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, accounts } = app.services;
  const { placeOrder, cancelOrder, fulfilOrder } = app.flows;
  const toWire = (list: Parameters<typeof orderToWire>[0][]) => list.map(orderToWire);
  app.addHook('preHandler', app.requireUser);

  app.post(
    '/order',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        body: orderCreateSchema,
        response: { 201: orderSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(orderToWire(await placeOrder(request.viewer!, orderRequestFromWire(request.body)))),
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
      if (viewer.role === 'admin' && email !== viewer.email.toLowerCase()) {
        if (!email) return toWire(await orders.listAll());
        const userId = await accounts.findIdByEmail(email);
        return userId ? toWire(await orders.listForUser(userId)) : [];
      }
      if (email && email !== viewer.email.toLowerCase()) throw forbidden(apiMessages.forbidden);
      return toWire(await orders.listForUser(viewer.id));
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
    async (request) => orderToWire(await orders.get(request.params.id, request.viewer!)),
  );

  app.delete(
    '/order/:id',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        description: 'Cancels the order and returns its units to stock (the spec calls it delete).',
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ deletedCount: (await cancelOrder(request.params.id, request.viewer!, { alreadyOk: true })) ? 1 : 0 }),
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
    async (request) => {
      const page = await orders.manage(request.query);
      return { ...page, items: toWire(page.items) };
    },
  );

  app.patch(
    '/order/:id/status',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        description: 'Moves an order on: admins ship (with a tracking number), deliver or cancel; customers cancel their unpaid orders.',
        params: idParamsSchema,
        body: orderStatusUpdateSchema,
        response: { 200: orderSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { status, trackingNumber } = request.body;
      const viewer = request.viewer!;
      const order =
        status === 'cancelled'
          ? await cancelOrder(request.params.id, viewer)
          : await fulfilOrder(request.params.id, viewer, { status, trackingNumber });
      return orderToWire(order!);
    },
  );
};
