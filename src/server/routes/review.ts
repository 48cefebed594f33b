import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewCreateSchema, reviewSchema } from '../../shared/schemas/review.js';
import { bearer, errors } from './responses.js';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.services;

  app.get('/review', { config: { cache: 'reviews' }, schema: { tags: ['reviews'], response: { 200: z.array(reviewSchema) } } }, () =>
    reviews.list(),
  );

  app.post(
    '/review',
    {
      preHandler: app.requireUser,
      config: { invalidates: ['reviews'] },
      schema: {
        tags: ['reviews'],
        security: bearer,
        body: reviewCreateSchema,
        response: { 201: reviewSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => reply.status(201).send(await reviews.create(request.viewer!, request.body)),
  );
};
