import { describe, expect, it } from 'vitest';
import { reviewSchema, type Review } from '../../../src/shared/schemas/review.js';
import { as, useTestApp, type Session } from '../../setup/app.js';

const t = useTestApp();

const listReviews = async () => (await t.app.inject({ method: 'GET', url: '/api/review' })).json() as Review[];

describe('GET /api/review', () => {
  it('lists reviews (the seeded ones) in the spec shape, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/review' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as unknown[];
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const r of list) reviewSchema.parse(r);
  });

  it("never shows a reviewer's full e-mail address, only a masked form", async () => {
    const user = await t.customer();
    expect((await as(t.app, user, { method: 'POST', url: '/api/review', payload: { Name: 'Masked', dec: 'Fine' } })).statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: '/api/review' });
    expect(res.body).not.toContain(user.email);
    for (const r of res.json() as Review[]) expect(r.Email).toMatch(/^.•••@[^@]+$/);
  });
});

describe('POST /api/review', () => {
  it("stores the review with the account's e-mail, whatever the body says, newest first", async () => {
    const user = await t.customer();
    const res = await as(t.app, user, {
      method: 'POST',
      url: '/api/review',
      payload: { Name: 'Happy buyer', Email: 'someone.else@example.com', dec: 'Great battery', img: 'https://example.com/a.png' },
    });
    expect(res.statusCode).toBe(201);
    const masked = `${user.email[0]}•••@example.com`;
    expect(res.json()).toMatchObject({ Name: 'Happy buyer', Email: masked, dec: 'Great battery' });
    const stored = await t.app.pool.query<{ email: string }>('select email from review where id = $1', [res.json()._id]);
    expect(stored.rows[0]!.email).toBe(user.email);
    const list = await listReviews();
    expect(list[0]).toMatchObject({ _id: res.json()._id, Email: masked });
    expect(list.some((r) => r.Email === 'someone.else@example.com')).toBe(false);
  });

  it('refuses anonymous callers with 401 and stores nothing', async () => {
    const before = (await listReviews()).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/review', payload: { Name: 'Anon', dec: 'Spam' } });
    expect(res.statusCode).toBe(401);
    expect((await listReviews()).length).toBe(before);
  });

  let writer: Session | undefined;
  it.each([
    ['Name', { dec: 'No name' }],
    ['Name', { Name: '   ', dec: 'Blank name' }],
    ['dec', { Name: 'No text' }],
    ['dec', { Name: 'Long', dec: 'x'.repeat(2001) }],
    ['img', { Name: 'Pic', dec: 'Bad image', img: 'data:text/html,<script>' }],
  ])('answers 400 naming %s for %j', async (field, body) => {
    writer ??= await t.customer();
    const user = writer;
    const res = await as(t.app, user, { method: 'POST', url: '/api/review', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty([field]);
  });
});
