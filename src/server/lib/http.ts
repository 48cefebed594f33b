import { errorSchema } from '../../shared/schemas/common.js';

/** Error answers a route may give, for its response schema (and the OpenAPI docs). */
export const errors = (...codes: (400 | 401 | 402 | 403 | 404 | 409 | 429)[]) =>
  Object.fromEntries(codes.map((c) => [c, errorSchema])) as Record<number, typeof errorSchema>;

export const bearer = [{ bearer: [] }];
