import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import {
  deleteResultSchema,
  orderCreateSchema,
  orderListQuerySchema,
  orderManageQuerySchema,
  orderPageSchema,
  orderSchema,
  orderStatusUpdateSchema,
  packingSlipSchema,
} from '../../../shared/schemas/order.js';
import { bearer, errors } from '../../lib/http.js';
import { orderWriteLimiter } from '../../plugins/write-limits.js';
import { orderViews, visibleOrders } from '../../flows/reads/orders.js';
import { packingSlipView } from '../../flows/reads/packing-slip.js';
import type { OrderDetail } from '../../modules/orders/service.js';
import type { Services } from '../../plugins/services.js';
import { orderRequestFromWire, orderToWire, orderViewToWire, packingSlipToWire } from './wire.js';

/** Orders on the wire with their refunds, invoice and credit notes. */
function orderWire(services: Pick<Services, 'payments' | 'documents'>, returnWindowDays: number) {
  const many = async (list: OrderDetail[]) => (await orderViews(services, list)).map((v) => orderViewToWire(v, returnWindowDays));
  return { many, one: async (o: OrderDetail) => (await many([o]))[0]! };
}

/** Placing, reading and cancelling one's orders (the spec's /order paths). */
const customerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services;
  const { placeOrder, cancelOrder } = app.flows;
  const wire = orderWire(app.services, app.config.RETURN_WINDOW_DAYS);
  const limitOrderWrites = orderWriteLimiter(app);

  app.post(
    '/order',
    {
      preValidation: limitOrderWrites,
      schema: {
        tags: ['orders'],
        security: bearer,
        body: orderCreateSchema,
        response: { 201: orderSchema, ...errors(400, 401, 404, 409, 429) },
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
    async (request) => wire.many(await visibleOrders(app.services, request.viewer!, request.query.userEmail)),
  );

  app.get(
    '/order/:id',
    {
      schema: { tags: ['orders'], security: bearer, params: idParamsSchema, response: { 200: orderSchema, ...errors(400, 401, 403, 404) } },
    },
    async (request) => wire.one(await orders.get(request.params.id, request.viewer!)),
  );

  app.delete(
    '/order/:id',
    {
      preValidation: limitOrderWrites,
      schema: {
        tags: ['orders'],
        security: bearer,
        description: 'Cancels the order and returns its units to stock (the spec calls it delete).',
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({ deletedCount: (await cancelOrder(request.params.id, request.viewer!, { alreadyOk: true })) ? 1 : 0 }),
  );
};

/** Manage Order, and moving an order along its workflow. */
const orderWorkflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services;
  const { cancelOrder, fulfilOrder } = app.flows;
  const wire = orderWire(app.services, app.config.RETURN_WINDOW_DAYS);

  app.get(
    '/order/manage',
    {
      config: { permission: 'orders:read' },
      schema: {
        tags: ['orders'],
        security: bearer,
        description:
          'Manage Order (admin): all orders, newest first, filtered by status, searched by order number, customer e-mail or product, paged.',
        querystring: orderManageQuerySchema,
        response: { 200: orderPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const page = await orders.manage(request.query);
      return { ...page, items: await wire.many(page.items) };
    },
  );

  app.get(
    '/order/:id/packing-slip',
    {
      config: { permission: 'orders:fulfil' },
      schema: {
        tags: ['orders'],
        security: bearer,
        description: "A packing slip (admin): the order, and each line's SKU and part numbers for the picker.",
        params: idParamsSchema,
        response: { 200: packingSlipSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { view, parts } = await packingSlipView(app.services, request.viewer!, request.params.id);
      return packingSlipToWire(view, parts, app.config.RETURN_WINDOW_DAYS);
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
      if (status === 'cancelled') return wire.one((await cancelOrder(request.params.id, viewer))!);
      return wire.one(await fulfilOrder(request.params.id, viewer, { status, trackingNumber }));
    },
  );
};

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  await app.register(customerOrderRoutes);
  await app.register(orderWorkflowRoutes);
};
