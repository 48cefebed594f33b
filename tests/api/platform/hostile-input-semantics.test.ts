/** What hostile input must not achieve: an admin by mass assignment, odd numbers, text that is run. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../src/shared/schemas/product.js';
import type { Review } from '../../../src/shared/schemas/review.js';
import { as, uniqueEmail, useTestApp, type Session } from '../../setup/app.js';
import { createProduct, getProduct } from '../../setup/shop.js';
import { expectCleanError, expectNothingStored } from './hostile-input-helpers.js';

const ORIGIN = 'http://localhost:3000';
const t = useTestApp();
let user: Session;
let product: Product;
beforeAll(async () => {
  user = await t.customer();
  product = await createProduct(t.app, t.admin, 500, 25);
});

const roleOf = async (email: string) => (await t.app.pool.query('select role from "user" where email = $1', [email])).rows[0]?.role;

describe('mass assignment never makes an admin', () => {
  it('sign-up ignores role, emailVerified and id', async () => {
    const email = uniqueEmail('mass');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { email, password: 'secret123', name: 'M', role: 'admin', emailVerified: true, id: 'chosen-id', isAdmin: true },
    });
    expect([200, 400]).toContain(res.statusCode);
    if (res.statusCode === 200) {
      const row = (await t.app.pool.query('select id, role, email_verified from "user" where email = $1', [email])).rows[0];
      expect(row).toMatchObject({ role: 'user', email_verified: false });
      expect(row.id).not.toBe('chosen-id');
    }
  });

  it('a __proto__ body is refused outright', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: `{"email":"${uniqueEmail('proto')}","password":"secret123","name":"P","__proto__":{"role":"admin"}}`,
    });
    expectCleanError(res, 400);
  });

  it('update-user, profile and the token call cannot set the role', async () => {
    const me = await t.customer();
    const update = await as(t.app, me, {
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { origin: ORIGIN },
      payload: { role: 'admin' },
    });
    expectCleanError(update, 400);
    await as(t.app, me, { method: 'POST', url: '/api/profile', payload: { Name: 'x', role: 'admin', userId: t.admin.email } });
    await as(t.app, me, { method: 'PUT', url: `/api/user/${encodeURIComponent(me.email)}`, payload: { role: 'admin' } });
    expect(await roleOf(me.email)).toBe('user');
    expect((await as(t.app, me, { method: 'GET', url: '/api/user' })).statusCode).toBe(403);
  });

  it('an order takes price, owner and state from the server, not the body', async () => {
    const other = await t.customer();
    const res = await as(t.app, user, {
      method: 'POST',
      url: '/api/order',
      payload: {
        userId: product._id,
        number: '5551234',
        cost: 0.01,
        userEmail: other.email,
        paid: true,
        status: 'delivered',
        orderName: '<b>free</b>',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ cost: 25, userEmail: user.email, paid: false, status: 'pending_payment', orderName: product.name });
  });

  it('a review is signed with the account e-mail, whatever Email says', async () => {
    const res = await as(t.app, user, { method: 'POST', url: '/api/review', payload: { Name: 'R', dec: 'ok', Email: t.admin.email } });
    expect(res.statusCode).toBe(201);
    expect(res.json().Email).toBe(`${user.email[0]}•••@example.com`);
    const stored = await t.app.pool.query<{ email: string }>('select email from review where id = $1', [res.json()._id]);
    expect(stored.rows[0]!.email).toBe(user.email);
  });

  it('a product edit cannot change stock', async () => {
    const res = await as(t.app, t.admin, {
      method: 'PATCH',
      url: `/api/service/${product._id}`,
      payload: { Quantity: 1e6, TotalQuentity: 1e6 },
    });
    expect(res.statusCode).toBeLessThan(500);
    const after = await getProduct(t.app, product._id);
    expect(after.Quantity).toBeLessThan(1000);
  });
});

describe('numbers', () => {
  async function expectQuantityRefused(quantity: unknown) {
    const before = await getProduct(t.app, product._id);
    await expectNothingStored(t.app, async () => {
      const res = await as(t.app, user, {
        method: 'POST',
        url: '/api/order',
        payload: { userId: product._id, number: '5551234', quantity },
      });
      expectCleanError(res, 400);
    });
    expect((await getProduct(t.app, product._id)).Quantity).toBe(before.Quantity);
  }

  it.each([-1, 0, 1.5, 1001, 2 ** 53 + 2, 'NaN', 'Infinity', '', null, { $gt: 0 }])(
    'order quantity %j → 400, no order, no stock taken',
    expectQuantityRefused,
  );

  // Numbers of the wrong JSON type are refused, not coerced (true would otherwise become 1, [2] become 2).
  it.each([true, [2]])('order quantity %j of the wrong type → 400, no order, no stock taken', expectQuantityRefused);

  it.each([-1, 0, 0.001, 100_000.01, 1e308, 'NaN', 'Infinity', '12abc', null])('product cost %j → 400, nothing stored', async (cost) => {
    await expectNothingStored(t.app, async () => {
      const res = await as(t.app, t.admin, {
        method: 'POST',
        url: '/api/service',
        payload: { name: 'N', sublierName: 'S', cost, Quantity: 1, category: 'fans' },
      });
      expectCleanError(res, 400);
    });
  });

  it.each([-5, 0, 1.5, 1e12, '-1', 'ten'])('Add Quantity %j → 400, stock unchanged', async (Quantity) => {
    const before = await getProduct(t.app, product._id);
    const res = await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${product._id}`, payload: { Quantity } });
    expectCleanError(res, 400);
    expect(await getProduct(t.app, product._id)).toMatchObject({ Quantity: before.Quantity, TotalQuentity: before.TotalQuentity });
  });

  it('a payment with a cost that is not the order price is refused (409)', async () => {
    const order = (
      await as(t.app, user, { method: 'POST', url: '/api/order', payload: { userId: product._id, number: '5551234' } })
    ).json();
    for (const cost of [0.01, -25, 24.99, 1e9]) {
      expectCleanError(
        await as(t.app, user, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order._id, cost } }),
        409,
      );
    }
  });
});

describe('text is stored as text, never run', () => {
  const PAYLOADS = [
    'Robert\'); DROP TABLE "user";--',
    '<script>alert(document.cookie)</script>',
    '<img src=x onerror=alert(1)>',
    '{{constructor.constructor("alert(1)")()}}',
    '${7*7} #{7*7} <%= 7*7 %>',
    'Ünïcödé 漢字 🚀 \u202Eevil\u200B',
  ];

  it.each(PAYLOADS)('%s round-trips exactly through a review, as JSON', async (text) => {
    const res = await as(t.app, user, { method: 'POST', url: '/api/review', payload: { Name: text, dec: text } });
    expect(res.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/review' });
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect((list.json() as Review[]).some((r) => r.Name === text.trim() && r.dec === text.trim())).toBe(true);
  });

  it('refuses NUL characters and broken unicode with a 400 that says so, storing nothing', async () => {
    await expectNothingStored(t.app, async () => {
      for (const bad of ['a\u0000b', '\ud800', 'x\udfffy']) {
        const res = await as(t.app, user, { method: 'POST', url: '/api/review', payload: { Name: bad, dec: 'x' } });
        expectCleanError(res, 400);
        expect(res.json().message).toMatch(/NUL|Unicode/);
      }
    });
  });

  it('keeps the spec limits on empty and huge strings', async () => {
    const blogId = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json()[0]._id;
    const post = (description: string) =>
      t.app.inject({ method: 'POST', url: '/api/blogReview', payload: { blogId, name: 'N', description } });
    expect((await post('d'.repeat(350))).statusCode).toBe(201);
    await expectNothingStored(t.app, async () => {
      for (const description of ['d'.repeat(351), '', '    ', 'd'.repeat(900_000)]) expectCleanError(await post(description), 400);
    });
  });

  it('bounds the account name (Better Auth would store anything)', async () => {
    const me = await t.customer();
    for (const name of ['n'.repeat(101), '', null, 42]) {
      const res = await as(t.app, me, { method: 'POST', url: '/api/auth/update-user', headers: { origin: ORIGIN }, payload: { name } });
      expectCleanError(res, 400);
    }
    const signUpRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { email: uniqueEmail(), password: 'secret123', name: 'n'.repeat(5000) },
    });
    expectCleanError(signUpRes, 400);
  });
});
