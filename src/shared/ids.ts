/**
 * The shop's ids are UUIDs. The server's `idSchema` (schemas/common.ts) checks them with
 * `z.uuid()`; this is the same pattern without zod, for the browser's own checks (a link's
 * `?laptop=`, what localStorage holds).
 */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
