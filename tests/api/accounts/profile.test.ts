import { describe, expect, it } from 'vitest';
import { profileSchema, type Profile } from '../../../src/shared/schemas/profile.js';
import { as, useTestApp, type Session } from '../../setup/app.js';

const t = useTestApp();

describe('POST /api/profile and GET /api/profile', () => {
  it("saves a profile and answers the caller's own, newest first", async () => {
    const user = await t.customer();
    expect((await as(t.app, user, { method: 'GET', url: '/api/profile' })).json()).toEqual([]);
    const first = await as(t.app, user, {
      method: 'POST',
      url: '/api/profile',
      payload: { Name: 'BSc Computer Science', Phone: 5551234, dec: 'First', img: 'https://example.com/me.png' },
    });
    expect(first.statusCode).toBe(201);
    expect(profileSchema.parse(first.json())).toMatchObject({ Name: 'BSc Computer Science', Phone: '5551234', dec: 'First' });
    await new Promise((r) => setTimeout(r, 5));
    const second = await as(t.app, user, {
      method: 'POST',
      url: '/api/profile',
      payload: { Name: 'MSc', Phone: '555 9999', dec: 'Second' },
    });
    expect(second.statusCode).toBe(201);
    const list = (await as(t.app, user, { method: 'GET', url: '/api/profile' })).json() as Profile[];
    expect(list.map((p) => p.dec)).toEqual(['Second', 'First']);
    expect(list[0]).toMatchObject({ Name: 'MSc', Phone: '555 9999', img: '' });
  });

  it('never shows one user’s profiles to another, not even to an admin’s own list', async () => {
    const owner = await t.customer();
    const other = await t.customer();
    const saved = await as(t.app, owner, { method: 'POST', url: '/api/profile', payload: { Name: 'Secret school', dec: 'private' } });
    expect(saved.statusCode).toBe(201);
    expect((await as(t.app, owner, { method: 'GET', url: '/api/profile' })).body).toContain('Secret school');
    const seen = await as(t.app, other, { method: 'GET', url: '/api/profile' });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual([]);
    expect((await as(t.app, t.admin, { method: 'GET', url: '/api/profile' })).body).not.toContain('Secret school');
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/profile', payload: { Name: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  let refused: Session | undefined;
  it.each([
    ['img', { img: 'javascript:alert(1)' }],
    ['Phone', { Phone: '1'.repeat(31) }],
    ['dec', { dec: 'x'.repeat(2001) }],
    ['Name', { Name: 42 }],
  ])('answers 400 naming %s for a bad value and saves nothing', async (field, body) => {
    refused ??= await t.customer();
    const user = refused;
    const res = await as(t.app, user, { method: 'POST', url: '/api/profile', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty([field]);
    expect((await as(t.app, user, { method: 'GET', url: '/api/profile' })).json()).toEqual([]);
  });
});
