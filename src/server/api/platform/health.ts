import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable'), message: z.string() }) },
      },
    },
    async (_request, reply) => {
      try {
        await app.pool.query('SELECT 1');
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, message: 'The database does not answer.' });
      }
    },
  );
};
