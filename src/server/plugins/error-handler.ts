import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { apiMessages } from '../../shared/messages.js';
import { HttpError } from '../lib/errors.js';

type Issue = { path: PropertyKey[]; message: string };

/** An issue's message as a sentence, with the item it is about when it sits in a list ("… (item 2)"). */
function sentence({ path, message }: Issue): string {
  const index = path.findLast((p): p is number => typeof p === 'number');
  const text = index === undefined ? message : `${message} (item ${index + 1})`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * A refused request in words: each field's first problem (up to five) as the message, and every
 * field's by its wire path ("lines.0.quantity") for programs and forms. The schemas' messages name
 * the field in words (src/shared/schemas/plain-errors.ts), so no path is put in front of them.
 */
function validationAnswer(issues: Issue[]) {
  const fields: Record<string, string> = {};
  const first = new Map<string, Issue>();
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!first.has(key)) first.set(key, issue);
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  const listed = [...first.values()].slice(0, 5);
  // One problem reads as the form shows it under the field; several as sentences.
  const message =
    listed.length === 1 && !listed[0]!.path.some((p) => typeof p === 'number')
      ? listed[0]!.message
      : [...new Set(listed.map(sentence))].join(' ');
  return { message, code: 'VALIDATION', ...(Object.keys(fields).length > 0 && { fields }) };
}

/** The issues of a route's validation error, their paths read back from fastify's "/a/0/b" form. */
function validationIssues(validation: { instancePath: string; message?: string }[]): Issue[] {
  return validation.map((v) => ({
    path: v.instancePath
      .split('/')
      .slice(1)
      .filter((p) => p !== '')
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    message: v.message ?? 'A value is not valid',
  }));
}

/** One error handler: clear 4xx messages, 5xx details masked and logged. */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...error.details, message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationAnswer(validationIssues(error.validation)));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(validationAnswer(error.issues));
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
