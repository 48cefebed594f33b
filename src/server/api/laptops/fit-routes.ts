import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { compatibleListSchema, compatibleQuerySchema } from '../../../shared/schemas/laptop-fit.js';
import { laptopSpecSchema } from '../../../shared/schemas/laptop-spec.js';
import { COMPATIBLE_MAX, compatibleParts } from '../../flows/reads/laptop-fit.js';
import { salesNow } from '../../flows/reads/sales.js';
import { bearer, errors } from '../../lib/http.js';
import { productToWire } from '../catalog/wire.js';

/** Fit by specification (issue 31): the parts that fit a model (open fitment data), and the admins' specification of a model. */
export const laptopFitRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['laptops'], security: bearer };

  app.get(
    '/laptops/:id/compatible',
    {
      // A model's spec, its fitment and the parts' attributes all drop 'products' when they change.
      config: { cache: 'products' },
      schema: {
        tags: ['laptops'],
        description:
          'Open fitment data: the parts on sale that fit this model, listed by the shop or by specification, optionally of one ' +
          `category, each with its fit (verdict, source, reasons): fits first, then fits with an adapter; at most ${COMPATIBLE_MAX}.`,
        params: idParamsSchema,
        querystring: compatibleQuerySchema,
        response: { 200: compatibleListSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const [parts, saleOf] = await Promise.all([
        compatibleParts(app.services, request.params.id, request.query.category),
        salesNow(app.services),
      ]);
      return parts.map(({ product, fit }) => ({ product: productToWire(product, saleOf(product)), fit }));
    },
  );

  app.put(
    '/admin/laptops/:id/spec',
    {
      config: { permission: 'fitment:write' },
      schema: {
        ...schema,
        description:
          "Replaces a laptop model's specification (memory, storage bays, display, battery, charging; each part optional): " +
          'the fit by specification, the planner and the laptop filter follow. A wrong field: 400 naming it.',
        params: idParamsSchema,
        body: laptopSpecSchema,
        response: { 200: laptopSpecSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => (await app.flows.setLaptopSpec(request.viewer!, request.params.id, request.body)).spec ?? {},
  );
};
