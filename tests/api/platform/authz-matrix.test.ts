import dc from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '../../../src/shared/schemas/blog.js';
import type { Order } from '../../../src/shared/schemas/order.js';
import type { Profile } from '../../../src/shared/schemas/profile.js';
import type { User } from '../../../src/shared/schemas/user.js';
import { BUILT_IN_ROLE_NAMES, BUILT_IN_ROLES, PERMISSIONS, type Permission } from '../../../src/shared/permissions.js';
import { as, createTestApp, signInAdmin, signUp, type Session, type TestApp } from '../../setup/app.js';
import { createProduct, freeShippingOption, payOrder, placeOrder, US_ADDRESS } from '../../setup/shop.js';
import { MATRIX as CORE_ROWS, ROLES, type Fixtures, type MatrixRow, type Role } from './authz-matrix.js';
import { LAPTOP_RETURN_REVIEW_ROWS } from './authz-matrix-more.js';

const MATRIX = [...CORE_ROWS, ...LAPTOP_RETURN_REVIEW_ROWS];

/** The walk's webhook endpoints: nothing listens on port 9, and only these take product.low_stock. */
const MATRIX_WEBHOOK = { url: 'http://127.0.0.1:9/matrix', events: ['product.low_stock' as const], description: 'Matrix' };

/** Routes that are not the shop's API: Better Auth's catch-all, the docs, HEAD twins. */
const isApiRoute = (method: string, url: string) =>
  method !== 'HEAD' && method !== 'OPTIONS' && url.startsWith('/api/') && !url.startsWith('/api/auth/') && !url.startsWith('/api/docs');

let t: TestApp;
let f: Fixtures;
const registered: string[] = [];
/** The permission (or any-of list) each route declares (`config.permission`). */
const declared = new Map<string, Permission[]>();
/** A signed-in staff member per built-in role but owner (the seeded admin), and per single-permission custom role. */
const staff = new Map<string, { session: Session; permissions: readonly Permission[] }>();

beforeAll(async () => {
  // Every route the app registers, seen as it is added (fastify publishes each new instance).
  const onInit = (message: unknown) => {
    const app = (message as { fastify: FastifyInstance }).fastify;
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (!isApiRoute(method, route.url)) continue;
        registered.push(`${method} ${route.url}`);
        const permission = route.config?.permission;
        if (permission) declared.set(`${method} ${route.url}`, [permission].flat());
      }
    });
  };
  dc.subscribe('fastify.initialization', onInit);
  try {
    // The webhook route exists only with a signing secret: mount it so it is walked too.
    // Sign-ups of a staff member per role and per permission: more than an address may make at the real limit.
    // Webhook endpoints on 127.0.0.1 (nothing listens there; deliveries just fail and wait).
    t = await createTestApp({ STRIPE_WEBHOOK_SECRET: 'whsec_matrix_test', RATE_LIMIT_AUTH_MAX: '500', WEBHOOK_ALLOW_PRIVATE: 'true' });
  } finally {
    dc.unsubscribe('fastify.initialization', onInit);
  }
  f = await setUpFixtures(t.app);
  await signInStaff(t.app);
});

/** A new account holding `role` (its session is read afresh on every call: nothing remembered it yet). */
async function staffMember(app: FastifyInstance, role: string): Promise<Session> {
  const account = await signUp(app);
  await app.pool.query(`update "user" set role = $1 where email = $2`, [role, account.email]);
  return account;
}

async function signInStaff(app: FastifyInstance) {
  staff.set('owner', { session: f.admin, permissions: BUILT_IN_ROLES.owner });
  for (const role of BUILT_IN_ROLE_NAMES.filter((r) => r !== 'owner')) {
    staff.set(role, { session: await staffMember(app, role), permissions: BUILT_IN_ROLES[role] });
  }
  for (const permission of PERMISSIONS) {
    const name = `only-${permission.replace(':', '-')}`;
    await app.services.roles.create(app.db, name, [permission]);
    staff.set(name, { session: await staffMember(app, name), permissions: [permission] });
  }
}
afterAll(async () => {
  await t?.close();
});

async function setUpFixtures(app: FastifyInstance): Promise<Fixtures> {
  const [customer, other, admin, bystander] = await Promise.all([signUp(app), signUp(app), signInAdmin(app), signUp(app)]);
  const productId = (await createProduct(app, admin, 1000))._id;
  const newOrder = async () => (await placeOrder(app, customer, productId))._id;
  let payments = 0;
  const newPaidOrder = async () => {
    const id = await newOrder();
    // The test gateway confirms 30 a minute per address; the walk pays more than that.
    await payOrder(app, customer, id, { remoteAddress: `10.0.${Math.floor(payments / 20)}.${payments++ % 20}` });
    return id;
  };
  const newDeliveredOrder = async () => {
    const id = await newPaidOrder();
    for (const status of ['shipped', 'delivered']) {
      await as(app, admin, { method: 'PATCH', url: `/api/order/${id}/status`, payload: { status } });
    }
    return id;
  };
  // One paid order (with a refund) for the invoice and credit-note rows: the test gateway's confirm is limited per IP.
  const paidOrderId = await newPaidOrder();
  // A product of its own that customer paid for (and has not reviewed yet): the review rows.
  const boughtProductId = (await createProduct(app, admin, 5))._id;
  await payOrder(app, customer, (await placeOrder(app, customer, boughtProductId))._id);
  const blogs = (await app.inject({ method: 'GET', url: '/api/blogs' })).json() as Blog[];
  const contact = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { email: 'c@example.com', subject: 'S', message: 'M' },
  });
  return {
    customer,
    other,
    admin,
    bystanderEmail: bystander.email,
    productId,
    orderId: await newOrder(),
    blogId: blogs[0]!._id,
    contactId: contact.json()._id,
    newOrder,
    newPaidOrder,
    paidOrderId,
    refundId: (
      await as(app, admin, { method: 'POST', url: `/api/order/${paidOrderId}/refunds`, payload: { amount: 1, reason: 'Matrix' } })
    ).json()._id,
    newDeliveredOrder,
    newLaptop: async () =>
      (await app.services.laptops.create(app.db, { brand: 'Matrix', family: '', model: `L${Math.random()}`, year: null, identifiers: [] }))!
        .id,
    laptopId: ((await app.inject({ method: 'GET', url: '/api/laptops' })).json() as { _id: string }[])[0]!._id,
    importId: (await app.services.imports.create({ kind: 'laptops', dryRun: true, fileName: 'm.csv', csv: 'brand\n', createdBy: null })).id,
    async newReturn() {
      const orderId = await newDeliveredOrder();
      const res = await as(app, customer, {
        method: 'POST',
        url: `/api/order/${orderId}/returns`,
        payload: { lines: [{ productId, quantity: 1 }], reason: 'other' },
      });
      return res.json()._id;
    },
    newProduct: async () => (await createProduct(app, admin, 3))._id,
    boughtProductId,
    async newReview() {
      const res = await as(app, customer, {
        method: 'POST',
        url: `/api/service/${boughtProductId}/reviews`,
        payload: { rating: 5, title: 'Matrix' },
      });
      // Shown again, should a moderation row have hidden it.
      await app.pool.query('update product_review set hidden = false, hidden_at = null where id = $1', [res.json()._id]);
      return res.json()._id;
    },
    newSoldOut: async () => (await createProduct(app, admin, 0))._id,
    shippingOptionId: await freeShippingOption(app),
    async newAddress() {
      const res = await as(app, customer, { method: 'POST', url: '/api/addresses', payload: US_ADDRESS });
      if (res.statusCode === 201) return res.json()._id;
      // The book is full (the staff walk asks for many): one of its addresses does as well.
      return ((await as(app, customer, { method: 'GET', url: '/api/addresses' })).json() as { _id: string }[])[0]!._id;
    },
    async newShippingOption() {
      return (
        await app.services.shipping.create(app.db, {
          name: 'Matrix post',
          priceCents: 100,
          freeOverCents: null,
          days: 3,
          countries: [],
          batteries: false,
        })
      ).id;
    },
    async newPromotion() {
      const res = await as(app, admin, {
        method: 'POST',
        url: '/api/admin/promotions',
        payload: { label: 'Matrix promotion', kind: 'percentage', value: 5, brands: ['nobody makes this'] },
      });
      if (res.statusCode !== 201) throw new Error(`promotion fixture: ${res.statusCode} ${res.body}`);
      return res.json()._id as string;
    },
    giftCardId: (await as(app, admin, { method: 'POST', url: '/api/admin/gift-cards', payload: { amount: 10 } })).json()._id,
    newCustomerId: async () => (await app.services.accounts.findByEmail((await signUp(app)).email))!.id,
    newCustomerEmail: async () => (await signUp(app)).email,
    newRole: async () =>
      (await app.services.roles.create(app.db, `fixture-${Math.random().toString(36).slice(2, 10)}`, ['orders:read'])).id,
    async newTaxRate() {
      await app.services.shipping.setTaxRate(app.db, 'AU', 1000);
      return 'AU';
    },
    async newClientSecret() {
      const res = await as(app, customer, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: await newOrder() } });
      return res.json().clientSecret;
    },
    newWebhook: async () => (await app.services.webhooks.create(app.db, MATRIX_WEBHOOK)).id,
    async newWebhookDelivery() {
      const endpoint = await app.services.webhooks.create(app.db, MATRIX_WEBHOOK);
      await app.db.transaction((tx) => app.services.webhooks.emit(tx, 'product.low_stock', { id: 'matrix' }));
      const { items } = await app.services.webhooks.deliveries(endpoint.id, 1, 1);
      return { endpointId: endpoint.id, deliveryId: items[0]!.id };
    },
    async pngUpload() {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const boundary = 'matrix-boundary';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      return {
        url: '/api/uploads',
        payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    },
  };
}

const sessionOf = (role: Role): Session | null =>
  role === 'anonymous' ? null : role === 'customer' ? f.customer : role === 'other' ? f.other : f.admin;

const label = (row: MatrixRow) => `${row.method} ${row.route}${row.case ? ` (${row.case})` : ''}`;

describe('authorization matrix', () => {
  it('has a row for every registered API route, and no row for a route that does not exist', () => {
    expect(registered.length).toBeGreaterThan(30);
    const rows = new Set(MATRIX.map((r) => `${r.method} ${r.route}`));
    const missing = [...new Set(registered)].filter((r) => !rows.has(r));
    expect(missing, 'routes without a row in tests/api/platform/authz-matrix.ts').toEqual([]);
    const stale = [...rows].filter((r) => !r.includes(' /api/auth/') && !registered.includes(r));
    expect(stale, 'rows for routes that are not registered').toEqual([]);
  });

  it('gives every role the expected status on every route (and never a 5xx)', async () => {
    const failures: string[] = [];
    for (const row of MATRIX) {
      for (const [i, role] of ROLES.entries()) {
        const req = row.build ? await row.build(f) : { url: row.route };
        const res = await as(t.app, sessionOf(role), { method: row.method, url: req.url, payload: req.payload, headers: req.headers });
        const want = row.expect[i]!;
        if (res.statusCode !== want)
          failures.push(`${label(row)} as ${role}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (res.statusCode >= 400) expect(res.json().message, `${label(row)} as ${role}`).toEqual(expect.any(String));
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps owner data apart where the status alone cannot show it', async () => {
    expect((await as(t.app, f.customer, { method: 'POST', url: '/api/profile', payload: { Name: 'Owner only' } })).statusCode).toBe(201);
    const others = (await as(t.app, f.other, { method: 'GET', url: '/api/profile' })).json() as Profile[];
    expect(others.map((p) => p.Name)).not.toContain('Owner only');
    const orders = (await as(t.app, f.other, { method: 'GET', url: '/api/order' })).json() as Order[];
    expect(orders.map((o) => o._id)).not.toContain(f.orderId);
    expect(orders.every((o) => o.userEmail === f.other.email)).toBe(true);
    // The promoted bystander really is admin now; the customer still is not.
    const users = (await as(t.app, f.admin, { method: 'GET', url: '/api/user' })).json() as User[];
    expect(users.find((u) => u.email === f.bystanderEmail)?.role).toBe('admin');
    expect(users.find((u) => u.email === f.customer.email)?.role).toBe('user');
  });
  it('has every staff-only route declare the permission it needs (a route without one fails here)', () => {
    // A route that serves customers too (cancel an order, ship one) decides inside: its rows name the permission.
    const undeclared = MATRIX.filter((row) => row.expect[1] === 403 && row.expect[2] === 403 && row.expect[3] < 400 && !row.staff)
      .map((row) => `${row.method} ${row.route}`)
      .filter((route) => !declared.has(route));
    expect(undeclared, 'admin-only rows whose route has no config.permission').toEqual([]);
    for (const permissions of declared.values()) for (const p of permissions) expect(PERMISSIONS).toContain(p);
  });

  it("gives each role and each single permission exactly its routes: the admin's status with the permission, 403 without", async () => {
    const failures: string[] = [];
    for (const row of MATRIX) {
      const gate = declared.get(`${row.method} ${row.route}`);
      const rule = row.staff ?? (gate ? { any: gate } : undefined);
      // A public write (a contact message, a blog comment) is nobody's job: staff are walked where a
      // signed-in caller is needed, single-permission roles only where their permission is named.
      if (row.expect[0] !== 401) continue;
      const named = new Set([...(rule?.all ?? []), ...(rule?.any ?? [])]);
      for (const [role, member] of staff) {
        if (role.startsWith('only-') && !member.permissions.some((p) => named.has(p))) continue;
        const granted =
          rule !== undefined &&
          (rule.all ?? []).every((p) => member.permissions.includes(p)) &&
          (!rule.any || rule.any.some((p) => member.permissions.includes(p)));
        const want = granted ? row.expect[3] : row.expect[2];
        const req = row.build ? await row.build(f) : { url: row.route };
        const res = await as(t.app, member.session, { method: row.method, url: req.url, payload: req.payload, headers: req.headers });
        if (res.statusCode !== want)
          failures.push(`${label(row)} as ${role}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (res.statusCode === 403 && gate && !gate.some((p) => member.permissions.includes(p))) {
          const body = res.json() as { code?: string; permission?: string };
          if (body.code !== 'FORBIDDEN' || !body.permission)
            failures.push(`${label(row)} as ${role}: 403 without its permission: ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
