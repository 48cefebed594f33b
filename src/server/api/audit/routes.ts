import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditCsvQuerySchema, auditPageSchema, auditQuerySchema } from '../../../shared/schemas/audit.js';
import { bearer, errors } from '../../lib/http.js';
import { auditToWire } from './wire.js';

const FILTERS =
  '`actor`: an account id or part of an e-mail (any case); `entity` and `entityId`: what was changed; `action`; ' +
  '`from` and `to`: a day (2026-03-01, in UTC) or an instant, both inclusive.';

/** The audit trail (audit:read): every staff write, newest first, filtered and paged, or as CSV. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { audit } = app.services;
  const config = { permission: 'audit:read' } as const;

  app.get(
    '/admin/audit',
    {
      config,
      schema: {
        tags: ['audit'],
        security: bearer,
        description: `Who changed what: one row per staff write, newest first. ${FILTERS}`,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await audit.list(request.query);
      return { items: items.map(auditToWire), total, page, limit };
    },
  );

  app.get(
    '/admin/audit.csv',
    {
      config,
      schema: {
        tags: ['audit'],
        security: bearer,
        produces: ['text/csv'],
        description: `The same rows as CSV (every page). ${FILTERS}`,
        querystring: auditCsvQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="audit-log.csv"`,
          'cache-control': 'private, no-store',
        })
        .send(Readable.from(audit.csv(request.query))),
  );
};
