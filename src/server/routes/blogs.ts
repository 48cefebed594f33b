import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogSchema } from '../../shared/schemas/blog.js';
import { idParamsSchema } from '../../shared/schemas/common.js';
import { errors } from './responses.js';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogs } = app.services;

  app.get('/blogs', { config: { cache: 'blogs' }, schema: { tags: ['blogs'], response: { 200: z.array(blogSchema) } } }, () => blogs.list());

  app.get(
    '/blogs/:id',
    { config: { cache: 'blogs' }, schema: { tags: ['blogs'], params: idParamsSchema, response: { 200: blogSchema, ...errors(400, 404) } } },
    (request) => blogs.get(request.params.id),
  );
};
