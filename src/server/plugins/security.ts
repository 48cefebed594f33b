import type { Redis } from 'ioredis';
import helmet from '@fastify/helmet';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { apiMessages } from '../../shared/messages.js';
import { HttpError } from '../lib/errors.js';
import { isApiRequest } from '../lib/http.js';

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}

const isLoopback = (ip: string) => /^(127\.|::1$|::ffff:127\.)/.test(ip);

/**
 * The client's address for rate limits. X-Forwarded-For is read from the right and only past
 * proxies we trust (TRUST_PROXY), so a client cannot pick its own address by sending the header;
 * IPv6 addresses count by /64, as one host usually holds a whole /64.
 */
export function clientAddress(request: FastifyRequest, trust: AppConfig['TRUST_PROXY']): string {
  let address = request.socket?.remoteAddress ?? request.ip;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  let hops = trust === 'loopback' ? Infinity : trust;
  while (hops-- > 0 && forwarded.length > 0 && (trust !== 'loopback' || isLoopback(address))) address = forwarded.pop()!;
  try {
    return normalizeIP(address);
  } catch {
    return address.slice(0, 100);
  }
}

const MAX_DEPTH = 32;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What no route accepts: NUL characters (PostgreSQL cannot store them), lone UTF-16 surrogates
 * (not text; they would be stored mangled) and bodies nested deeper than MAX_DEPTH (a stack
 * exhaustion risk for everything that walks them). Answers the problem, or undefined.
 */
export function hostileValue(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'Text cannot contain NUL characters.';
    if (LONE_SURROGATE.test(value)) return 'Text must be valid Unicode.';
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (depth >= MAX_DEPTH) return 'The request body is nested too deeply.';
  for (const [key, item] of Object.entries(value)) {
    const problem = hostileValue(key, depth + 1) ?? hostileValue(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
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
  // come from the shop's own origin. Only a live bearer token vouches for a request (another site
  // cannot read one, and the call then acts for the token, not the cookie); any other Authorization
  // header leaves it a cookie request. Decided on the path the router matches, however it is written.
  const ownOrigin = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || !request.headers.cookie) return;
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    if (origin === undefined || origin === ownOrigin || !isApiRequest(request)) return;
    if (await app.bearerViewer(request)) return;
    return reply.status(403).send({ message: 'Cross-site requests are not allowed.', code: 'CROSS_SITE' });
  });

  // Checked on every route (Better Auth's too) before its own validation runs.
  app.addHook('preValidation', async (request) => {
    const problem = hostileValue(request.params) ?? hostileValue(request.query) ?? hostileValue(request.body);
    if (problem) throw new HttpError(400, problem, 'INVALID_TEXT');
  });

  let redis: Redis | undefined;
  if (app.config.REDIS_URL) {
    const { Redis } = await import('ioredis');
    redis = new Redis(app.config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false });
    // A Redis outage is logged, not thrown: limits are skipped (skipOnError) until it is back.
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'rate-limit store (Redis) unavailable'));
    app.addHook('onClose', async () => {
      if (redis?.status === 'ready') await redis.quit().catch(() => redis?.disconnect());
      else redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: app.config.RATE_LIMIT_PREFIX,
    keyGenerator: (request) => clientAddress(request, app.config.TRUST_PROXY),
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: apiMessages.tooManyRequests,
      code: 'TOO_MANY_REQUESTS',
      retryAfter: Math.ceil(ctx.ttl / 1000),
    }),
  });
});
