import fp from 'fastify-plugin';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character: a request carrying one in its path,
 * query or JSON body is refused with 400 before any service sees it.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request, reply) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      return reply.status(400).send({ message: 'Text must not contain NUL characters.', code: 'VALIDATION' });
    }
  });
});
