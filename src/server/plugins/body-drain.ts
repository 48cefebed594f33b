import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** How long, and how much, of a request body nobody read the server still takes in before answering. */
const DRAIN_LIMITS = { ms: 10_000, bytes: 16 * 1024 * 1024 };

/**
 * Reads and discards what is left of a request's body, until it ends or a limit is reached.
 * Answers true when the whole request has been read.
 */
function drain(req: IncomingMessage, limits = DRAIN_LIMITS): Promise<boolean> {
  if (req.complete) return Promise.resolve(true);
  if (req.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      req.off('data', count).off('end', finish).off('close', finish);
      req.pause();
      resolve(req.complete);
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limits.bytes) finish();
    };
    const timer = setTimeout(finish, limits.ms);
    // Whoever was reading has given up (a parser over its limit, a guard before the body).
    req.unpipe();
    req.removeAllListeners('data');
    req.on('data', count).once('end', finish).once('close', finish);
    req.resume();
  });
}

/**
 * An answer given before the request's body was read (413 over the body limit, 415, a guard's
 * 401/403) waits until the rest of the body has arrived, read and thrown away, within
 * DRAIN_LIMITS. Without it the server closed the connection while the client was still sending:
 * the client's next write met a reset (EPIPE / ECONNRESET) and it never read the answer. Past
 * the limits the answer goes out anyway and the connection is closed.
 */
export const bodyDrainPlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    // complete is false only on a real connection's request still arriving (app.inject's has none).
    if (request.raw.complete !== false) return payload;
    if (!(await drain(request.raw))) reply.header('connection', 'close');
    return payload;
  });
});
