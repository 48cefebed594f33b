import { expect, it } from 'vitest';
import { as, useTestApp } from '../../setup/app.js';

const t = useTestApp();

it('refuses NUL characters in bodies, paths and queries with 400 and stores nothing', async () => {
  const user = await t.customer();
  const before = (await t.app.inject({ method: 'GET', url: '/api/review' })).json().length;
  const review = await as(t.app, user, { method: 'POST', url: '/api/review', payload: { Name: 'a\u0000b', dec: 'fine' } });
  expect(review.statusCode).toBe(400);
  expect(review.json().message).toMatch(/NUL/);
  expect((await t.app.inject({ method: 'GET', url: '/api/review' })).json()).toHaveLength(before);
  expect((await t.app.inject({ method: 'GET', url: '/api/service/%00' })).statusCode).toBe(400);
  expect((await t.app.inject({ method: 'GET', url: '/api/service?search=%00' })).statusCode).toBe(400);
  const nested = await as(t.app, user, { method: 'POST', url: '/api/profile', payload: { Name: 'x', dec: ['\u0000'] } });
  expect(nested.statusCode).toBe(400);
});
