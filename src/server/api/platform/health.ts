import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsFolder } from '../../db/client.js';

const check = z.enum(['ok', 'failing']);
const probeSchema = z.object({ status: z.enum(['ok', 'unavailable']), checks: z.record(z.string(), check) });

/** How many migrations this build of the shop knows (drizzle-kit's journal): the database must have at least these. */
function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * `/health` (the spec-era probe: the database answers), `/health/live` (the process answers: a
 * supervisor restarts it otherwise) and `/health/ready` (send it traffic: the database answers, the
 * migrations this build needs are applied, and it is not closing; a load balancer takes it out on 503).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const migrations = knownMigrations();

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

  app.get(
    '/health/live',
    { schema: { tags: ['health'], description: 'The process answers.', response: { 200: probeSchema } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' as const, checks: { process: 'ok' as const } }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        description: 'Whether to send this instance traffic: database reachable, migrations applied, not shutting down.',
        response: { 200: probeSchema, 503: probeSchema },
      },
    },
    async (_request, reply) => {
      const checks = { database: 'failing', migrations: 'failing', accepting: app.readiness.draining ? 'failing' : 'ok' } as Record<
        string,
        'ok' | 'failing'
      >;
      try {
        const { rows } = await app.pool.query<{ applied: number }>('SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations');
        checks.database = 'ok';
        if ((rows[0]?.applied ?? 0) >= migrations) checks.migrations = 'ok';
      } catch {
        /* the database does not answer (or has no migrations table): both stay failing */
      }
      const ok = Object.values(checks).every((c) => c === 'ok');
      return reply
        .status(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ok ? ('ok' as const) : ('unavailable' as const), checks });
    },
  );
};
