import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shippingOptionSchema, shippingOptionsQuerySchema } from '../../../shared/schemas/shipping.js';
import { bearer, errors } from '../../lib/http.js';
import { shippingOptionToWire } from './wire.js';

/** The options a parcel can go by: public, priced for the signed-in caller's cart or for one product. */
export const shippingOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shipping/options',
    {
      schema: {
        tags: ['shipping'],
        security: bearer,
        description:
          'Shipping options to a country (ISO 3166-1 alpha-2), cheapest first, for the caller’s cart or for `productId` × `quantity` (Order Now). ' +
          '`price` is after "free above"; with a battery in the parcel only options that may carry one are listed.',
        querystring: shippingOptionsQuerySchema,
        response: { 200: z.array(shippingOptionSchema), ...errors(400, 404) },
      },
    },
    async (request) => {
      const viewer = await app.bearerViewer(request);
      return (await app.flows.shippingOptionsFor(viewer, request.query)).map(shippingOptionToWire);
    },
  );
};
