import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Counts requests whose handlers are still running. Fastify's close waits for open connections,
 * not for handlers: a request whose client has gone away keeps running after the server closed,
 * and would then find the database pool ended. Call early in buildApp (before the routes), and
 * add `settled` as the last onClose hook, so it runs first.
 */
export function trackInFlight(app: FastifyInstance) {
  const running = new Set<FastifyRequest>();
  let idle: (() => void) | undefined;
  const done = (request: FastifyRequest) => {
    if (running.delete(request) && running.size === 0) idle?.();
  };
  // Callback hooks: no promise per request on this hot path.
  app.addHook('onRequest', (request, _reply, next) => {
    running.add(request);
    next();
  });
  // onSend runs when the handler has answered, even for a client that left; onResponse covers
  // answers sent before onSend (none today, but it costs nothing).
  app.addHook('onSend', (request, _reply, payload, next) => {
    done(request);
    next(null, payload);
  });
  app.addHook('onResponse', (request, _reply, next) => {
    done(request);
    next();
  });

  return {
    /** Resolves when no handler runs, or after `timeoutMs` (logging how many were cut off). */
    settled(timeoutMs: number): Promise<void> {
      if (running.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          app.log.warn(`closing with ${running.size} request(s) still running`);
          resolve();
        }, timeoutMs);
        idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
