import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiMessages } from '../../../../src/shared/messages.js';
import type { RawResponse } from '../../../setup/raw-http.js';

/** The rate-limit tests' shared pieces: the one way a refused call must look, and fresh callers. */
export const ORIGIN = 'http://localhost:3000';

/** A 429 as every limit answers it: a Retry-After within the minute, the message and its code. */
export function expectTooMany(res: LightMyRequestResponse | RawResponse) {
  expect('statusCode' in res ? res.statusCode : res.status, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.json()).toMatchObject({ message: apiMessages.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
}

/** A fresh client address per call, so tests (and runs sharing Redis) never share a bucket. */
let n = 0;
export const freshIp = () => `198.18.${Math.floor(Math.random() * 250)}.${(n++ % 250) + 1}`;

/** A POST from the address `from`, with the shop's origin. */
export const post = (app: FastifyInstance, url: string, payload: object, from: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, remoteAddress: from, headers: { origin: ORIGIN, ...headers }, payload } as InjectOptions);

export const CONTACT = { email: 'someone@example.com', subject: 'Hello', message: 'A question about a battery.' };
