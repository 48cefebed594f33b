import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogReviewCreateSchema, blogReviewQuerySchema, blogReviewSchema } from '../../shared/schemas/blog.js';
import { errors } from './responses.js';

export const blogReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogs } = app.services;

  app.get(
    '/blogReview',
    {
      config: { cache: 'blog-reviews' },
      schema: {
        tags: ['blogs'],
        querystring: blogReviewQuerySchema,
        response: { 200: z.array(blogReviewSchema), ...errors(400) },
      },
    },
    (request) => blogs.listReviews(request.query.blogId),
  );

  app.post(
    '/blogReview',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 }, invalidates: ['blog-reviews'] },
      schema: {
        tags: ['blogs'],
        description: 'Anyone may review a blog; description at most 350 characters.',
        body: blogReviewCreateSchema,
        response: { 201: blogReviewSchema, ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await blogs.addReview(request.body)),
  );
};
