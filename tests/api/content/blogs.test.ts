import { beforeAll, describe, expect, it } from 'vitest';
import { BLOG_REVIEW_MAX } from '../../../src/shared/constants.js';
import { apiMessages } from '../../../src/shared/messages.js';
import { blogReviewSchema, blogSchema, type Blog, type BlogReview } from '../../../src/shared/schemas/blog.js';
import { useTestApp } from '../../setup/app.js';
import { UNKNOWN_ID } from '../../setup/shop.js';

const t = useTestApp();
let blogIds: string[];
beforeAll(async () => {
  blogIds = ((await t.app.inject({ method: 'GET', url: '/api/blogs' })).json() as Blog[]).map((b) => b._id);
});

const addReview = (payload: object, ip = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/blogReview', payload, remoteAddress: ip });
const reviewsOf = async (blogId?: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/blogReview${blogId ? `?blogId=${blogId}` : ''}` })).json() as BlogReview[];

describe('GET /api/blogs and /api/blogs/:id', () => {
  it('lists the blogs with the spec fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as unknown[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const b of list) {
      const blog = blogSchema.parse(b);
      expect(blog.title).not.toBe('');
      expect(blog.img).not.toBe('');
    }
  });

  it('answers one blog by id; 404 unknown; 400 malformed id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/blogs/${blogIds[1]}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(blogIds[1]);
    expect(Object.keys(res.json())).toEqual(expect.arrayContaining(['img', 'title', 'description', 'dec', 'dec1']));
    const unknown = await t.app.inject({ method: 'GET', url: `/api/blogs/${UNKNOWN_ID}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(apiMessages.blogNotFound);
    expect((await t.app.inject({ method: 'GET', url: '/api/blogs/abc' })).statusCode).toBe(400);
  });
});

describe('POST /api/blogReview', () => {
  it('lets anyone (no sign-in) review a blog; dec is optional', async () => {
    const res = await addReview({ blogId: blogIds[0], name: 'Reader', description: 'Useful guide' });
    expect(res.statusCode).toBe(201);
    expect(blogReviewSchema.parse(res.json())).toMatchObject({ blogId: blogIds[0], name: 'Reader', description: 'Useful guide', dec: '' });
    const withDec = await addReview({ blogId: blogIds[0], name: 'Reader 2', description: 'More', dec: 'extra note' });
    expect(withDec.json().dec).toBe('extra note');
  });

  it(`accepts ${BLOG_REVIEW_MAX} characters and refuses ${BLOG_REVIEW_MAX + 1} with 400 naming description`, async () => {
    const ok = await addReview({ blogId: blogIds[2], name: 'Max', description: 'x'.repeat(BLOG_REVIEW_MAX) });
    expect(ok.statusCode).toBe(201);
    const tooLong = await addReview({ blogId: blogIds[2], name: 'Over', description: 'y'.repeat(BLOG_REVIEW_MAX + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toHaveProperty(['description']);
    expect((await reviewsOf(blogIds[2])).map((r) => r.name)).toEqual(['Max']);
  });

  it('answers 404 for an unknown blog and stores nothing', async () => {
    const res = await addReview({ blogId: UNKNOWN_ID, name: 'Lost', description: 'Where is it?' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(apiMessages.blogNotFound);
    expect((await reviewsOf()).some((r) => r.name === 'Lost')).toBe(false);
  });

  it.each([
    ['name', { description: 'No name' }],
    ['name', { name: '  ', description: 'Blank name' }],
    ['description', { name: 'No description' }],
    ['blogId', { blogId: 'nope', name: 'N', description: 'D' }],
    ['dec', { name: 'N', description: 'D', dec: 'z'.repeat(351) }],
  ])('answers 400 naming %s for %j', async (field, body) => {
    const res = await addReview({ blogId: blogIds[3], ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty([field]);
  });
});

describe('GET /api/blogReview', () => {
  it('filters by blogId, newest first, and lists all without it', async () => {
    const [a, b] = [blogIds[4]!, blogIds[5]!];
    await addReview({ blogId: a, name: 'A1', description: 'first on a' });
    await new Promise((r) => setTimeout(r, 5));
    await addReview({ blogId: b, name: 'B1', description: 'first on b' });
    await new Promise((r) => setTimeout(r, 5));
    await addReview({ blogId: a, name: 'A2', description: 'second on a' });
    expect((await reviewsOf(a)).map((r) => r.name)).toEqual(['A2', 'A1']);
    expect((await reviewsOf(b)).map((r) => r.name)).toEqual(['B1']);
    const all = (await reviewsOf()).map((r) => r.name);
    expect(all).toEqual(expect.arrayContaining(['A1', 'A2', 'B1']));
  });

  it('answers 400 for a malformed blogId', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blogReview?blogId=1;DROP' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['blogId']);
  });
});
