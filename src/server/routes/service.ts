import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/schemas/common.js';
import {
  addQuantitySchema,
  productCreateSchema,
  productDeleteResultSchema,
  productPageSchema,
  productQuerySchema,
  productSchema,
  productUpdateSchema,
} from '../../shared/schemas/product.js';
import { bearer, errors } from './responses.js';

/** Products, at the spec's /service paths. */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;

  app.get(
    '/service',
    {
      config: { cache: 'products' },
      schema: {
        tags: ['products'],
        description:
          'Without parameters: every product, newest first (the spec\'s plain array). With search, category, model, sort, page or limit: one page plus the total.',
        querystring: productQuerySchema,
        response: { 200: z.union([z.array(productSchema), productPageSchema]), ...errors(400) },
      },
    },
    (request) => {
      const paged = Object.values(request.query).some((v) => v !== undefined);
      return paged ? catalog.search(request.query) : catalog.list();
    },
  );

  app.get(
    '/service/:id',
    {
      config: { cache: 'products' },
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
      config: { invalidates: ['products', 'best-sellers'] },
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
      config: { invalidates: ['products', 'best-sellers'] },
      schema: {
        tags: ['products'],
        security: bearer,
        description: 'Add Quantity: units received are added to Quantity and TotalQuentity.',
        params: idParamsSchema,
        body: addQuantitySchema,
        response: { 200: productSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => catalog.addQuantity(request.params.id, request.body.Quantity),
  );

  app.patch(
    '/service/:id',
    {
      preHandler: app.requireAdmin,
      config: { invalidates: ['products', 'best-sellers'] },
      schema: {
        tags: ['products'],
        security: bearer,
        description: 'Edit a product (the fields sent); stock changes only through Add Quantity and orders.',
        params: idParamsSchema,
        body: productUpdateSchema,
        response: { 200: productSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => catalog.update(request.params.id, request.body),
  );

  app.delete(
    '/service/:id',
    {
      preHandler: app.requireAdmin,
      config: { invalidates: ['products', 'best-sellers'] },
      schema: {
        tags: ['products'],
        security: bearer,
        description: 'Delete a product; one with orders is archived instead (hidden from the shop, kept on its orders).',
        params: idParamsSchema,
        response: { 200: productDeleteResultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => catalog.remove(request.params.id),
  );
};
