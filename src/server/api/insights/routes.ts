import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bestSellerSchema } from '../../../shared/schemas/content.js';
import { adminOverviewSchema } from '../../../shared/schemas/insights.js';
import { bearer, errors } from '../../lib/http.js';
import { bestSellerToWire, overviewToWire } from './wire.js';

/** The home page's best-selling carousel and the admin's sales overview. */
export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { insights } = app.services;

  app.get(
    '/best-sellers',
    { config: { cache: 'best-sellers' }, schema: { tags: ['content'], response: { 200: z.array(bestSellerSchema) } } },
    async () => (await insights.bestSellers()).map(bestSellerToWire),
  );

  app.get(
    '/insights/overview',
    {
      config: { permission: 'insights:read' },
      schema: {
        tags: ['content'],
        security: bearer,
        description: 'Sales overview for admins: 30 days of revenue and orders, top products, low stock, unread messages.',
        response: { 200: adminOverviewSchema, ...errors(401, 403) },
      },
    },
    async () => overviewToWire(await insights.overview()),
  );
};
