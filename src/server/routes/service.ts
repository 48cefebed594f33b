import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addQuantitySchema, productCreateSchema, productSchema } from '../../shared/schemas/product.js';
import { idParamsSchema } from '../../shared/schemas/common.js';
import { bearer, errors } from './responses.js';

/** Products, at the spec's /service paths. */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;

  app.get('/service', { schema: { tags: ['products'], response: { 200: z.array(productSchema) } } }, () =>
    catalog.list(),
  );

  app.get(
    '/service/:id',
    {
      schema: {
        tags: ['products'],
        params: z.object({ id: z.string().min(1).max(300) }),
        response: { 200: productSchema, ...errors(404) },
      },
    },
    (request) => catalog.getByIdOrName(request.params.id),
  );

  app.post(
    '/service',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['products'],
        security: bearer,
        body: productCreateSchema,
        response: { 201: productSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await catalog.create(request.body)),
  );

  app.put(
    '/service/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['products'],
        security: bearer,
        params: idParamsSchema,
        body: addQuantitySchema,
        response: { 200: productSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => catalog.addQuantity(request.params.id, request.body.Quantity),
  );
};
