import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogReviewCreateSchema, blogReviewQuerySchema, blogReviewSchema, blogSchema } from '../../../shared/schemas/blog.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { contactCreateSchema, contactMessageSchema, counterSchema } from '../../../shared/schemas/content.js';
import { reviewCreateSchema, reviewSchema } from '../../../shared/schemas/review.js';
import { bearer, errors } from '../../lib/http.js';
import { writeLimiter } from '../../plugins/write-limits.js';
import { blogReviewToWire, blogToWire, contactToWire, counterToWire, reviewToWire } from './wire.js';

/** Blogs and their reviews. */
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogs } = app.services;

  app.get('/blogs', { config: { cache: 'blogs' }, schema: { tags: ['blogs'], response: { 200: z.array(blogSchema) } } }, async () =>
    (await blogs.list()).map(blogToWire),
  );

  app.get(
    '/blogs/:id',
    { config: { cache: 'blogs' }, schema: { tags: ['blogs'], params: idParamsSchema, response: { 200: blogSchema, ...errors(400, 404) } } },
    async (request) => blogToWire(await blogs.get(request.params.id)),
  );

  app.get(
    '/blogReview',
    {
      config: { cache: 'blog-reviews' },
      schema: { tags: ['blogs'], querystring: blogReviewQuerySchema, response: { 200: z.array(blogReviewSchema), ...errors(400) } },
    },
    async (request) => (await blogs.listReviews(request.query.blogId, PUBLIC_LIST_MAX)).map(blogReviewToWire),
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
    async (request, reply) => {
      const { blogId, name, description, dec } = request.body;
      return reply.status(201).send(blogReviewToWire(await blogs.addReview({ blogId, name, description, note: dec })));
    },
  );
};

/** The spec's review and blog-review lists answer the newest this many. */
const PUBLIC_LIST_MAX = 100;

/** The spec's reviews (testimonials about the shop) and the home page's counters. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews, content } = app.services;

  app.get('/review', { config: { cache: 'reviews' }, schema: { tags: ['reviews'], response: { 200: z.array(reviewSchema) } } }, async () =>
    (await reviews.list(PUBLIC_LIST_MAX)).map(reviewToWire),
  );

  app.post(
    '/review',
    {
      onRequest: app.requireUser,
      preHandler: writeLimiter(app, 'review', { perAccount: 10, perIp: 30 }),
      config: { invalidates: ['reviews'] },
      schema: { tags: ['reviews'], security: bearer, body: reviewCreateSchema, response: { 201: reviewSchema, ...errors(400, 401, 429) } },
    },
    async (request, reply) => {
      const { Name, dec, img } = request.body;
      return reply.status(201).send(reviewToWire(await reviews.create(request.viewer!, { name: Name, text: dec, img })));
    },
  );

  app.get(
    '/counters',
    { config: { cache: 'content' }, schema: { tags: ['content'], response: { 200: z.array(counterSchema) } } },
    async () => (await content.counters()).map(counterToWire),
  );
};

/** Contact Us messages: anyone writes (rate-limited), admins read. */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;

  app.post(
    '/contact',
    {
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: { tags: ['contact'], body: contactCreateSchema, response: { 201: contactMessageSchema, ...errors(400, 429) } },
    },
    async (request, reply) => reply.status(201).send(contactToWire(await content.addContact(request.body))),
  );

  app.get(
    '/contact',
    {
      config: { permission: 'messages:read' },
      schema: { tags: ['contact'], security: bearer, response: { 200: z.array(contactMessageSchema), ...errors(401, 403) } },
    },
    async () => (await content.listContacts()).map(contactToWire),
  );

  app.patch(
    '/contact/:id/read',
    {
      config: { permission: 'messages:read' },
      schema: {
        tags: ['contact'],
        security: bearer,
        params: idParamsSchema,
        response: { 200: contactMessageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => contactToWire(await content.markContactRead(request.params.id)),
  );
};

/** Blogs and their reviews, the spec's reviews (testimonials), the home page's counters, Contact Us. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [blogRoutes, reviewRoutes, contactRoutes]) await app.register(routes);
};
