import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bestSellerSchema, counterSchema } from '../../shared/schemas/content.js';
import { adminOverviewSchema } from '../../shared/schemas/insights.js';
import { bearer, errors } from './responses.js';

/** Home page content: business-history counters and the best-selling carousel. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content, insights } = app.services;
  app.get('/counters', { config: { cache: 'content' }, schema: { tags: ['content'], response: { 200: z.array(counterSchema) } } }, () =>
    content.counters(),
  );
  app.get('/best-sellers', { config: { cache: 'best-sellers' }, schema: { tags: ['content'], response: { 200: z.array(bestSellerSchema) } } }, () =>
    insights.bestSellers(),
  );

  app.get(
    '/insights/overview',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['content'],
        security: bearer,
        description: 'Sales overview for admins: 30 days of revenue and orders, top products, low stock, unread messages.',
        response: { 200: adminOverviewSchema, ...errors(401, 403) },
      },
    },
    () => insights.overview(),
  );
};
