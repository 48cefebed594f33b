/** Hostile ids, e-mails and query strings: always a clean 4xx (or an honest empty answer), never a 5xx. */
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderPage } from '../../../src/shared/schemas/order.js';
import type { ProductPage } from '../../../src/shared/schemas/product.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { expectCleanError, expectNothingStored } from './hostile-input-helpers.js';

const t = useTestApp();
let user: Session;
beforeAll(async () => {
  user = await t.customer();
});

/** 414: Fastify refuses a path parameter over 100 characters before routing. */
const BAD_IDS = [
  'abc',
  '1',
  '-1',
  '1.5',
  "1' OR '1'='1",
  '1;DROP TABLE "order"',
  '%00',
  '%E2%80%AE',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(500),
  '{00000000-0000-4000-8000-000000000000}',
  '00000000-0000-4000-8000-00000000000g',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
];
const ID_ROUTES: [InjectOptions['method'], string, object?][] = [
  ['GET', '/api/order/:id'],
  ['DELETE', '/api/order/:id'],
  ['PATCH', '/api/order/:id/status', { status: 'cancelled' }],
  ['PUT', '/api/service/:id', { Quantity: 1 }],
  ['PATCH', '/api/service/:id', { name: 'x' }],
  ['DELETE', '/api/service/:id'],
  ['GET', '/api/blogs/:id'],
  ['PATCH', '/api/contact/:id/read', {}],
];

describe('ids that are not UUIDs', () => {
  it.each(ID_ROUTES)('%s %s answers 400 (or 404), with a message, storing nothing', async (method, route, payload) => {
    await expectNothingStored(t.app, async () => {
      for (const id of BAD_IDS) {
        const res = await as(t.app, t.admin, { method, url: route.replace(':id', id), payload });
        expect([400, 404, 414], `${id.slice(0, 40)}: ${res.body.slice(0, 120)}`).toContain(res.statusCode);
        expectCleanError(res);
      }
    });
  });

  it('GET /api/service/:id takes an id or a name: a hostile name is simply not found', async () => {
    for (const id of BAD_IDS) {
      const res = await t.app.inject({ method: 'GET', url: `/api/service/${id}` });
      expect([400, 404, 414], `${id.slice(0, 40)}: ${res.body.slice(0, 120)}`).toContain(res.statusCode);
      expectCleanError(res);
    }
    // A LIKE wildcard is not a wildcard.
    expectCleanError(await t.app.inject({ method: 'GET', url: '/api/service/%25' }), 404);
    expectCleanError(await t.app.inject({ method: 'GET', url: '/api/service/_' }), 404);
  });
});

describe('e-mail path parameters', () => {
  const BAD_EMAILS = [
    "' OR 1=1--",
    'a@b',
    '<script>@x.com',
    'admin@test.local%00',
    `${'a'.repeat(400)}@example.com`,
    '%40%40',
    "admin@test.local' --",
  ];
  it.each([
    ['PUT', '/api/user/:email'],
    ['PUT', '/api/user/admin/:email'],
    ['GET', '/api/admin/:email'],
  ] as const)('%s %s refuses malformed e-mails with 400 and changes no role', async (method, route) => {
    for (const email of BAD_EMAILS) {
      const res = await as(t.app, t.admin, {
        method,
        url: route.replace(':email', encodeURIComponent(email).replace(/%25/g, '%')),
        payload: {},
      });
      expect([400, 403, 404, 414], `${email.slice(0, 40)}: ${res.body.slice(0, 120)}`).toContain(res.statusCode);
      expectCleanError(res);
    }
    const admins = await t.app.pool.query(`select count(*) from "user" where role <> 'user'`);
    expect(Number(admins.rows[0].count)).toBe(1);
  });
});

describe('query strings', () => {
  it.each([
    '/api/service?page=-1',
    '/api/service?page=0',
    '/api/service?page=1.5',
    '/api/service?page=1e309',
    '/api/service?limit=0',
    '/api/service?limit=101',
    '/api/service?limit=abc',
    '/api/service?sort=name;DROP',
    '/api/service?category=%27%20OR%201%3D1',
    `/api/service?search=${'x'.repeat(201)}`,
    '/api/service?search=a%00b',
    '/api/order?userEmail=%27%20OR%201%3D1--',
    '/api/order/manage?status=bogus',
    '/api/order/manage?page=0',
    '/api/order/manage?limit=1000',
    '/api/blogReview?blogId=1%27%20OR%201%3D1',
  ])('%s → 400 with a message', async (url) => {
    expectCleanError(await as(t.app, t.admin, { method: 'GET', url }), 400);
  });

  it.each([
    '/api/service?search=%27%20OR%20%271%27%3D%271',
    '/api/service?search=%25',
    '/api/service?search=_',
    '/api/service?search=%3Cscript%3E',
    '/api/service?model=%27%3B--',
    '/api/order/manage?q=%27%20OR%201%3D1--',
    '/api/order/manage?q=%25',
  ])('%s is searched for literally: 200 and no match', async (url) => {
    const res = await as(t.app, t.admin, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ProductPage | OrderPage;
    expect(body.items).toEqual([]);
    expect(body.total).toBe(0);
  });

  it.each([
    '/api/service?page=1&page=2',
    '/api/service?__proto__[admin]=1',
    '/api/service?constructor[prototype][admin]=1',
    '/api/order?userEmail=a@b.co&userEmail=c@d.co',
    '/api/blogReview?blogId[]=x',
  ])('%s never breaks the server', async (url) => {
    const res = await as(t.app, user, { method: 'GET', url });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode >= 400) expectCleanError(res);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('leaves the tables where they were', async () => {
    const res = await t.app.pool.query(
      `select count(*) from pg_tables where schemaname = 'public' and tablename in ('user', 'order', 'product')`,
    );
    expect(Number(res.rows[0].count)).toBe(3);
  });
});
