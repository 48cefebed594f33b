import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import type { Product } from '../../../src/shared/schemas/product.js';
import { as, firstProduct, useTestApp, type Session } from '../../setup/app.js';
import { UNKNOWN_ID } from '../../setup/shop.js';
import { expectCleanError, LEAK } from './hostile-input-helpers.js';

const t = useTestApp();
let user: Session;
beforeAll(async () => {
  user = await t.customer();
});

const rawPost = (url: string, payload: string, contentType = 'application/json', session: Session | null = user) =>
  as(t.app, session, { method: 'POST', url, headers: { 'content-type': contentType, origin: 'http://localhost:3000' }, payload });

describe('malformed and oversized bodies', () => {
  it.each(['/api/order', '/api/review', '/api/blogReview', '/api/auth/sign-in/email', '/api/auth/sign-up/email'])(
    'answers malformed JSON on %s with 400',
    async (url) => {
      const res = await rawPost(url, '{"name": "x",');
      expectCleanError(res, 400);
      expect(res.json().message).toMatch(/JSON/);
    },
  );

  it('answers an empty JSON body with 400', async () => {
    expectCleanError(await rawPost('/api/profile', ''), 400);
  });

  it('answers an unsupported content type with 415', async () => {
    expectCleanError(await rawPost('/api/review', '<review/>', 'application/xml'), 415);
  });

  it.each(['/api/review', '/api/auth/sign-in/email', '/api/blogReview'])('answers a body over 1 MB on %s with 413', async (url) => {
    const res = await rawPost(url, JSON.stringify({ Name: 'x', email: 'a@b.co', dec: 'y'.repeat(1024 * 1024) }));
    expectCleanError(res, 413);
    expect(res.json().message).toBe(apiMessages.bodyTooLarge);
  });

  it('accepts a body just under 1 MB (the limit is 1 MB, not less)', async () => {
    const res = await rawPost('/api/review', JSON.stringify({ Name: 'x', dec: 'ok', img: '', pad: 'p'.repeat(1000 * 1000) }));
    expect(res.statusCode).toBe(201);
  });
});

describe('every body and query validated, naming the field', () => {
  it.each([
    ['POST', '/api/order', { userId: 'x', number: '5551234' }, 'userId'],
    ['POST', '/api/review', { Name: 'x', dec: 5 }, 'dec'],
    ['POST', '/api/profile', { Phone: { nested: true } }, 'Phone'],
    ['POST', '/api/create-payment-intent', { orderId: UNKNOWN_ID, cost: 'abc' }, 'cost'],
    ['POST', '/api/contact', { email: 'nope', subject: 's', message: 'm' }, 'email'],
    ['POST', '/api/review', [1, 2], ''],
  ] as const)('%s %s %j → 400 naming %s', async (method, url, payload, field) => {
    const res = await as(t.app, user, { method, url, payload: payload as object });
    expectCleanError(res, 400);
    if (field) expect(res.json().fields).toHaveProperty([field]);
    else expect(res.json().message).toBe('Send the details as a JSON object');
  });

  it.each(['/api/order?userEmail=%27%20OR%201=1--', '/api/blogReview?blogId=%27%3Bselect'])('refuses query %s with 400', async (url) => {
    const res = await as(t.app, user, { method: 'GET', url });
    expectCleanError(res, 400);
  });

  it.each(['/api/order/1%27', `/api/blogs/${'9'.repeat(40)}`, '/api/service/%27%3B--'])(
    'refuses malformed id %s without a leak',
    async (url) => {
      const res = await as(t.app, user, { method: 'GET', url });
      expect([400, 404]).toContain(res.statusCode);
      expectCleanError(res);
    },
  );
});

describe('unknown fields are dropped', () => {
  it('ignores stock, ids and flags a client sends with a product', async () => {
    const res = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/service',
      payload: {
        _id: UNKNOWN_ID,
        name: 'Strip test',
        sublierName: 'S',
        cost: 5,
        Quantity: 2,
        category: 'fans',
        TotalQuentity: 999,
        archived: true,
        hacker: 1,
      },
    });
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product._id).not.toBe(UNKNOWN_ID);
    expect(product).toMatchObject({ Quantity: 2, TotalQuentity: 2 });
    expect(product).not.toHaveProperty('hacker');
    expect(product).not.toHaveProperty('archived');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/service' })).json() as Product[];
    expect(listed.map((p) => p._id)).toContain(product._id);
  });

  it('ignores paid, status and prices a client sends with an order', async () => {
    const product = await firstProduct(t.app);
    const res = await as(t.app, user, {
      method: 'POST',
      url: '/api/order',
      payload: { userId: product._id, number: '5551234', paid: true, status: 'paid', unitCost: 0, transactionId: 'tx', hacker: 1 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ paid: false, status: 'pending_payment', unitCost: product.cost, transactionId: null });
    expect(res.json()).not.toHaveProperty('hacker');
  });

  it('ignores a userId sent with a profile (it stays the caller’s)', async () => {
    const other = await t.customer();
    const res = await as(t.app, user, {
      method: 'POST',
      url: '/api/profile',
      payload: { Name: 'Mine', userId: 'someone', _id: UNKNOWN_ID },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()._id).not.toBe(UNKNOWN_ID);
    expect((await as(t.app, other, { method: 'GET', url: '/api/profile' })).json()).toEqual([]);
  });
});

describe('no error shows a stack trace or SQL', () => {
  it('answers unknown routes (API and auth) with a JSON 404', async () => {
    expectCleanError(await t.app.inject({ method: 'GET', url: '/api/nothing-here' }), 404);
    expectCleanError(await t.app.inject({ method: 'GET', url: '/api/auth/nothing-here' }), 404);
  });

  it('masks a database refusal (a NUL character in text)', async () => {
    const res = await as(t.app, user, { method: 'POST', url: '/api/review', payload: { Name: 'a\u0000b', dec: 'text' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.body).not.toMatch(LEAK);
    expect(res.body).not.toMatch(/0x00|byte sequence|UTF8/i);
  });

  it('keeps auth errors clean too', async () => {
    const res = await rawPost(
      '/api/auth/sign-up/email',
      JSON.stringify({ email: 'x@y.co', password: 'secret123', name: 'a\u0000b' }),
      'application/json',
      null,
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toMatch(LEAK);
  });
});
