import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { apiMessages } from '../../shared/messages.js';

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}

/** Security headers and the rate limiter (shared through Redis when REDIS_URL is set). */
export const securityPlugin = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: app.config.publicUrl.startsWith('https://'),
  });

  // Cross-site writes are refused: a state-changing API call carrying a session cookie must
  // come from the shop's own origin (bearer-token calls cannot be forged by another site).
  const ownOrigin = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || !request.url.startsWith('/api/')) return;
    if (!request.headers.cookie || request.headers.authorization) return;
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    if (origin !== undefined && origin !== ownOrigin) {
      return reply.status(403).send({ message: 'Cross-site requests are not allowed.', code: 'CROSS_SITE' });
    }
  });

  let redis: import('ioredis').Redis | undefined;
  if (app.config.REDIS_URL) {
    const { Redis } = await import('ioredis');
    redis = new Redis(app.config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'partshub-rl-',
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: apiMessages.tooManyRequests,
      code: 'TOO_MANY_REQUESTS',
      retryAfter: Math.ceil(ctx.ttl / 1000),
    }),
  });
});
