import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { fitmentUpdateSchema } from '../../../shared/schemas/laptop.js';
import { productDetailSchema } from '../../../shared/schemas/product.js';
import { productDetail } from '../../flows/reads/product-detail.js';
import { bearer, errors } from '../../lib/http.js';
import { productDetailToWire } from './wire.js';

/** An admin edits a product's part numbers and fitment. */
export const fitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/products/:id/fitment',
    {
      config: { permission: 'fitment:write' },
      schema: {
        tags: ['products'],
        security: bearer,
        description:
          "Replaces a product's part numbers and the laptop models it fits (with notes); compatibleModels follows. Unknown model: 404.",
        params: idParamsSchema,
        body: fitmentUpdateSchema,
        response: { 200: productDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await app.flows.setFitment(request.viewer!, request.params.id, request.body);
      const product = await app.services.catalog.getByIdOrName(request.params.id);
      return productDetailToWire(await productDetail(app.services, product, request.viewer?.id ?? null));
    },
  );
};
