/**
 * Hostile input on every route that takes a body: each field replaced by wrong types, empty and
 * huge strings, odd numbers, SQL, unicode, NUL and HTML; fields missing and extra; bodies that
 * are not JSON. Every answer is below 500; a refusal is a 4xx with a message and no leak, and
 * writes nothing (row counts of every table before and after).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, uniqueEmail, useTestApp, type Session } from '../../setup/app.js';
import { TEST_CARD } from '../../setup/cards.js';
import { createProduct, placeOrder } from '../../setup/shop.js';
import { LEAK, rowCounts } from './hostile-input-helpers.js';

interface F {
  user: Session;
  admin: Session;
  productId: string;
  orderId: string;
  orderCost: number;
  secret: string;
  blogId: string;
}
type Who = 'anonymous' | 'user' | 'admin';
interface Target {
  method: 'POST' | 'PUT' | 'PATCH';
  url: (f: F) => string;
  who: Who;
  /** A valid body (made afresh for each variant). */
  base: (f: F) => Record<string, unknown>;
}

const TARGETS: Target[] = [
  {
    method: 'POST',
    url: () => '/api/service',
    who: 'admin',
    base: () => ({
      name: 'Fuzz part',
      sublierName: 'S',
      cost: 12.5,
      Quantity: 3,
      category: 'memory',
      img: '',
      compatibleModels: ['ThinkPad T480'],
    }),
  },
  { method: 'PUT', url: (f) => `/api/service/${f.productId}`, who: 'admin', base: () => ({ Quantity: 2 }) },
  {
    method: 'PATCH',
    url: (f) => `/api/service/${f.productId}`,
    who: 'admin',
    base: () => ({ name: 'Renamed part', cost: 11, description: 'x' }),
  },
  { method: 'POST', url: () => '/api/order', who: 'user', base: (f) => ({ userId: f.productId, number: '5551234', quantity: 1 }) },
  {
    method: 'PATCH',
    url: (f) => `/api/order/${f.orderId}/status`,
    who: 'admin',
    base: () => ({ status: 'shipped', trackingNumber: 'TRK-1' }),
  },
  { method: 'POST', url: () => '/api/review', who: 'user', base: () => ({ Name: 'Reviewer', dec: 'Works well', img: '' }) },
  {
    method: 'POST',
    url: () => '/api/blogReview',
    who: 'anonymous',
    base: (f) => ({ blogId: f.blogId, name: 'Reader', description: 'Nice', dec: '' }),
  },
  { method: 'POST', url: () => '/api/profile', who: 'user', base: () => ({ Name: 'BSc', Phone: '5551234', dec: 'About me', img: '' }) },
  { method: 'POST', url: () => '/api/create-payment-intent', who: 'user', base: (f) => ({ orderId: f.orderId, cost: f.orderCost }) },
  {
    method: 'POST',
    url: () => '/api/payments/test/confirm',
    who: 'anonymous',
    base: (f) => ({ clientSecret: f.secret, card: { ...TEST_CARD }, billing: { name: 'N', email: 'n@example.com' } }),
  },
  {
    method: 'POST',
    url: () => '/api/contact',
    who: 'anonymous',
    base: () => ({ email: 'someone@example.com', subject: 'Hello', message: 'A question' }),
  },
  {
    method: 'POST',
    url: () => '/api/auth/sign-up/email',
    who: 'anonymous',
    base: () => ({ email: uniqueEmail('fuzz'), password: 'secret123', name: 'Fuzz' }),
  },
  { method: 'POST', url: () => '/api/auth/sign-in/email', who: 'anonymous', base: (f) => ({ email: f.user.email, password: 'secret123' }) },
  {
    method: 'POST',
    url: () => '/api/auth/request-password-reset',
    who: 'anonymous',
    base: (f) => ({ email: f.user.email, redirectTo: '/reset-password' }),
  },
  {
    method: 'POST',
    url: () => '/api/auth/reset-password',
    who: 'anonymous',
    base: () => ({ token: 'not-a-real-token', newPassword: 'another-pass-1' }),
  },
  { method: 'POST', url: () => '/api/auth/update-user', who: 'user', base: () => ({ name: 'Renamed user' }) },
  {
    method: 'POST',
    url: () => '/api/auth/change-password',
    who: 'user',
    base: () => ({ currentPassword: 'wrong-pass-1', newPassword: 'new-pass-123' }),
  },
];

/** Values every field is tried with. */
export const HOSTILE_VALUES: [string, unknown][] = [
  ['null', null],
  ['boolean', true],
  ['number', 12345],
  ['negative', -1],
  ['zero', 0],
  ['fraction', 0.005],
  ['huge number', 1e308],
  ['unsafe integer', 2 ** 53 + 2],
  ['operator object', { $gt: '' }],
  ['array', ['a', 'b']],
  ['empty string', ''],
  ['blank string', '   '],
  ['huge string', 'x'.repeat(200_000)],
  ['SQL', "' OR '1'='1'; DROP TABLE \"user\";--"],
  ['unicode', 'Ünïcödé 漢字 🚀 \u202Eevil\u200B'],
  ['NUL', 'a\u0000b'],
  ['lone surrogate', '\ud800x'],
  ['HTML', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['numeric string', '-5.5e3'],
];

/** Whole bodies that are not what any route wants. */
const RAW_BODIES: [string, string][] = [
  ['truncated JSON', '{"a": "b",'],
  ['trailing garbage', '{"a": 1}}'],
  ['single quotes', "{'a': 1}"],
  ['JSON null', 'null'],
  ['JSON array', '[1, 2, 3]'],
  ['JSON string', '"text"'],
  ['JSON number', '42'],
  ['number overflow', '{"cost": 1e400, "Quantity": 1e400, "quantity": 1e400}'],
  ['__proto__ key', '{"__proto__": {"role": "admin"}, "name": "x"}'],
  ['constructor key', '{"constructor": {"prototype": {"role": "admin"}}}'],
  ['deep nesting', '['.repeat(5000) + ']'.repeat(5000)],
  ['empty body', ''],
];

const t = useTestApp();
let f: F;
let address = 0;
beforeAll(async () => {
  const user = await t.customer();
  const product = await createProduct(t.app, t.admin, 100_000, 20);
  const order = await placeOrder(t.app, user, product._id);
  const secret = (await as(t.app, user, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order._id } })).json()
    .clientSecret;
  const blogId = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json()[0]._id;
  f = { user, admin: t.admin, productId: product._id, orderId: order._id, orderCost: order.cost, secret, blogId };
});

function send(app: FastifyInstance, target: Target, body: object | string) {
  const session = target.who === 'admin' ? f.admin : target.who === 'user' ? f.user : null;
  address++;
  const opts: InjectOptions = {
    method: target.method,
    url: target.url(f),
    // A fresh address each time: the per-IP limits are tested elsewhere.
    remoteAddress: `10.77.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  };
  return as(app, session, opts);
}

function* variants(target: Target): Generator<[string, object | string]> {
  const fields = Object.keys(target.base(f));
  for (const field of fields) {
    for (const [label, value] of HOSTILE_VALUES) yield [`${field} = ${label}`, { ...target.base(f), [field]: value }];
    const rest = target.base(f);
    delete rest[field];
    yield [`${field} missing`, rest];
  }
  yield [
    'extra fields',
    { ...target.base(f), role: 'admin', isAdmin: true, emailVerified: true, _id: '00000000-0000-4000-8000-000000000000', paid: true },
  ];
  for (const [label, raw] of RAW_BODIES) yield [label, raw];
}

describe('hostile input on every route with a body', () => {
  for (const target of TARGETS) {
    it(`${target.method} ${target.url({ productId: ':id', orderId: ':id' } as F)}`, async () => {
      const problems: string[] = [];
      for (const [label, body] of variants(target)) {
        const before = await rowCounts(t.app);
        const res = await send(t.app, target, body);
        const where = `${label}: ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) {
          problems.push(`5xx on ${where}`);
          continue;
        }
        if (res.statusCode < 400) continue;
        const json = (() => {
          try {
            return res.json() as { message?: unknown };
          } catch {
            return undefined;
          }
        })();
        if (typeof json?.message !== 'string' || json.message === '') problems.push(`no message on ${where}`);
        if (LEAK.test(res.body)) problems.push(`leak on ${where}`);
        const after = await rowCounts(t.app);
        if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`stored something on ${where}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('made no one an admin on the way', async () => {
    const admins = await t.app.pool.query(`select email from "user" where role <> 'user'`);
    expect(admins.rows.map((r) => r.email)).toEqual([f.admin.email]);
  });
});
