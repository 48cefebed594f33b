import type { FastifyRequest } from 'fastify';
import { errorSchema } from '../../shared/schemas/common.js';
import { HttpError } from './errors.js';

/** Error answers a route may give, for its response schema (and the OpenAPI docs). */
export const errors = (...codes: (400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 502)[]) =>
  Object.fromEntries(codes.map((c) => [c, errorSchema])) as Record<number, typeof errorSchema>;

export const bearer = [{ bearer: [] }];

/** The message of a request target that cannot be read (as the framework's own answer says it). */
export const invalidAddress = 'The address is not valid.';

const NO_HOST = 'http://request.invalid';
const targets = new WeakMap<FastifyRequest, { url: URL; path: string }>();

function readTarget(request: FastifyRequest): { url: URL; path: string } {
  const known = targets.get(request);
  if (known) return known;
  const target = request.url;
  let read: { url: URL; path: string };
  try {
    // A path is read against no host of its own ('//x/y' stays a path, not the host x); the
    // absolute form ('http://host/path') keeps its path and its host is ignored.
    const url = target.startsWith('/') ? new URL(NO_HOST + target) : new URL(target, `${NO_HOST}/`);
    read = { url, path: decodeURIComponent(url.pathname) };
  } catch {
    throw new HttpError(400, invalidAddress, 'BAD_URL');
  }
  targets.set(request, read);
  return read;
}

/**
 * The request target as the handlers read it: a URL with the path resolved ('.' and '..'
 * segments, encoded or not, and backslashes), the fragment dropped, the query kept; whether the
 * request line held a path or the absolute form. Its host means nothing.
 */
export const requestUrl = (request: FastifyRequest): URL => readTarget(request).url;

/**
 * The path a request acts on, percent-decoded: what every decision by path (rate limits, the
 * cross-site check, API or page) must compare, never request.url, where
 * '/api/auth/sign-in/email#1', 'http://host/api/auth/sign-in/email', '/api/auth/x/../sign-in/email'
 * and '/%61pi/...' are all other strings. A malformed percent-encoding is a 400.
 */
export const requestPath = (request: FastifyRequest): string => readTarget(request).path;

/** Whether a request is for the API (its path under /api/); an unreadable target counts as one, the careful answer. */
export function isApiRequest(request: FastifyRequest): boolean {
  try {
    return requestPath(request).startsWith('/api/');
  } catch {
    return true;
  }
}
