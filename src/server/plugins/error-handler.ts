import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { apiMessages } from '../../shared/messages.js';
import { HttpError } from '../lib/errors.js';

type Issue = { path?: PropertyKey[]; instancePath?: string; message: string };

function describe(issues: Issue[]): string {
  return issues
    .slice(0, 5)
    .map((i) => {
      const field = i.path?.length ? i.path.join('.') : (i.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
      return field && !i.message.startsWith(field) ? `${field}: ${i.message}` : i.message;
    })
    .join('; ');
}

/** One error handler: clear 4xx messages, 5xx details masked and logged. */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        instancePath: v.instancePath,
        message: v.message ?? 'is invalid',
        path: (v.params as { issue?: { path?: PropertyKey[] } })?.issue?.path,
      }));
      return reply.status(400).send({ message: describe(issues), code: 'VALIDATION' });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: describe(error.issues), code: 'VALIDATION' });
    }
    // A PostgreSQL data exception (class 22: a value out of range, malformed text...) comes from
    // input that validation let through: a 400 for the caller, a warning for us to tighten it.
    const sqlState = (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState)) {
      request.log.warn({ err: error, sqlState }, 'input refused by the database');
      return reply.status(400).send({ message: 'A value in the request cannot be stored.', code: 'INVALID_VALUE' });
    }
    const err = error as { statusCode?: number; code?: string; message?: string };
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: apiMessages.bodyTooLarge, code: 'TOO_LARGE' });
    if (status === 429) return reply.status(429).send({ message: apiMessages.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type: send JSON.'
          : err.code?.startsWith('FST_ERR_CTP') || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is not valid JSON.'
            : (err.message ?? 'Bad request');
      return reply.status(status).send({ message, code: err.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: apiMessages.internal, code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
});
