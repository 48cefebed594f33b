import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bestSellerSchema, counterSchema } from '../../shared/schemas/content.js';

/** Home page content: business-history counters and the best-selling carousel. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;
  app.get('/counters', { schema: { tags: ['content'], response: { 200: z.array(counterSchema) } } }, () =>
    content.counters(),
  );
  app.get('/best-sellers', { schema: { tags: ['content'], response: { 200: z.array(bestSellerSchema) } } }, () =>
    content.bestSellerSamples(),
  );
};
