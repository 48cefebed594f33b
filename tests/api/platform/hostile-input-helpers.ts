import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Nothing of the inside: no stack trace, file path, SQL, driver or library text. */
export const LEAK =
  /\s+at\s+\S+\s+\(|\.(ts|js|mjs|cjs):\d+|node_modules|\bstack\b|select\s.+\sfrom|insert into|update\s+"|delete from|relation\s+"|violates|syntax error|drizzle|\bpg\b|postgres|sqlstate|zod|fastify\b|better-call|TypeError|ReferenceError|RangeError|undefined is not|cannot read propert/i;

/** A refused request: the status wanted (or any 4xx), JSON with a message, nothing leaked. */
export function expectCleanError(res: LightMyRequestResponse, status?: number) {
  if (status === undefined) {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  } else {
    expect(res.statusCode, res.body).toBe(status);
  }
  expect(res.headers['content-type'], res.body).toMatch(/^application\/json/);
  const body = res.json() as { message?: unknown };
  expect(typeof body.message, res.body).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(res.body).not.toMatch(LEAK);
}

/** Rows in the tables a refused request could have written to. */
const TABLES = [
  '"user"',
  'session',
  'account',
  'product',
  '"order"',
  'order_event',
  'payment',
  'review',
  'blog_review',
  'profile',
  'contact_message',
  'verification',
];

/** Row counts of those tables, in one round trip. */
export async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const fields = TABLES.map((t) => `'${t.replace(/"/g, '')}', (select count(*) from ${t})`).join(', ');
  const res = await app.pool.query<{ counts: Record<string, number> }>(`select json_build_object(${fields}) as counts`);
  return res.rows[0]!.counts;
}

/** Runs `refusals` and checks that no table gained or lost a row. */
export async function expectNothingStored(app: FastifyInstance, refusals: () => Promise<void>) {
  const before = await rowCounts(app);
  await refusals();
  expect(await rowCounts(app)).toEqual(before);
}
