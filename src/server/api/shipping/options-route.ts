import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shippingOfferSchema, shippingOptionSchema, shippingOptionsQuerySchema } from '../../../shared/schemas/shipping.js';
import { bearer, errors } from '../../lib/http.js';
import { shippingOptionToWire } from './wire.js';

const describeOptions =
  'Shipping options to a country (ISO 3166-1 alpha-2), cheapest first, for the caller’s cart, for `productId` × `quantity` (Order Now), or for a guest’s cart (`items=productId:quantity,…`, without a session). ' +
  '`price` is after "free above"; with a battery in the parcel only options that may carry one are listed';

/** The options a parcel can go by: public, priced for the signed-in caller's cart or for one product. */
export const shippingOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const offerFor = async (request: FastifyRequest, query: z.infer<typeof shippingOptionsQuerySchema>) => {
    const offer = await app.flows.shippingOptionsFor(await app.bearerViewer(request), query);
    return { options: offer.options.map(shippingOptionToWire), withheldForBatteries: offer.withheldForBatteries };
  };

  app.get(
    '/shipping/options',
    {
      schema: {
        tags: ['shipping'],
        security: bearer,
        description: `${describeOptions}.`,
        querystring: shippingOptionsQuerySchema,
        response: { 200: z.array(shippingOptionSchema), ...errors(400, 404) },
      },
    },
    async (request) => (await offerFor(request, request.query)).options,
  );

  app.get(
    '/shipping/offer',
    {
      schema: {
        tags: ['shipping'],
        security: bearer,
        description: `${describeOptions}, and \`withheldForBatteries\` names the ones left out for that reason (to say why).`,
        querystring: shippingOptionsQuerySchema,
        response: { 200: shippingOfferSchema, ...errors(400, 404) },
      },
    },
    (request) => offerFor(request, request.query),
  );
};
