import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '../../shared/messages.js';
import { HttpError } from '../lib/errors.js';
import { guestViewer } from '../lib/viewer.js';
import { clientAddress } from './security.js';

export interface WriteLimits {
  /** Writes per signed-in account per window (per IP for anonymous writers). */
  perAccount: number;
  /** Writes per client address per window, whoever is signed in. */
  perIp: number;
  windowMs?: number;
  /** Who an anonymous writer is, when the request says (a guest's e-mail): counted as that, not as the address. */
  anonymousKey?: (request: FastifyRequest) => string | null;
}

/**
 * A preHandler that limits a public write (a review, a comment) per account and per IP, so one
 * account cannot flood a list and one address cannot do it with many accounts. Counted in the
 * rate limiter's store (Redis when REDIS_URL is set, shared by every instance). Run it after the
 * guard, so the account is known.
 */
export function writeLimiter(app: FastifyInstance, name: string, limits: WriteLimits) {
  const timeWindow = limits.windowMs ?? 60_000;
  const ip = (r: FastifyRequest) => clientAddress(r, app.config.TRUST_PROXY);
  const byIp = app.createRateLimit({ max: limits.perIp, timeWindow, keyGenerator: (r) => `write:${name}:ip:${ip(r)}` });
  const byAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow,
    keyGenerator: (r) => `write:${name}:${r.viewer ? `acct:${r.viewer.id}` : (limits.anonymousKey?.(r) ?? `anon:${ip(r)}`)}`,
  });
  return async function limitWrites(request: FastifyRequest, reply: FastifyReply) {
    await enforceLimit(byAccount, request, reply);
    await enforceLimit(byIp, request, reply);
  };
}

/** Counts the request against a limiter made by app.createRateLimit; past it, a 429 with Retry-After. */
export async function enforceLimit(limiter: ReturnType<FastifyInstance['createRateLimit']>, request: FastifyRequest, reply: FastifyReply) {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw new HttpError(429, apiMessages.tooManyRequests, 'TOO_MANY_REQUESTS');
}

/** A guest's e-mail as the body gives it (before validation: any string), keyed as the guest viewer the order's link makes later. */
const guestEmailKey = (request: FastifyRequest): string | null => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? `acct:${guestViewer(email.trim(), null).id}` : null;
};

/**
 * Placing (Order Now, checkout) and cancelling orders, counted together per account and per client
 * address (ORDER_WRITES_PER_ACCOUNT, ORDER_WRITES_PER_IP in ORDER_WRITES_WINDOW_SECONDS): each
 * placed order holds stock and mails its customer, so a loop of them must stop. A guest counts as
 * their e-mail (the same key whether they place with it or cancel through the order's link), and
 * per address too. A shopper who orders and pays never comes near it; the shop's admins act for
 * the shop and are not counted. A preValidation hook: run after the guard (the account is known).
 */
export function orderWriteLimiter(app: FastifyInstance) {
  const limit = writeLimiter(app, 'order', {
    perAccount: app.config.ORDER_WRITES_PER_ACCOUNT,
    perIp: app.config.ORDER_WRITES_PER_IP,
    windowMs: app.config.ORDER_WRITES_WINDOW_SECONDS * 1000,
    anonymousKey: guestEmailKey,
  });
  return async function limitOrderWrites(request: FastifyRequest, reply: FastifyReply) {
    if (request.viewer?.role === 'admin') return;
    await limit(request, reply);
  };
}
