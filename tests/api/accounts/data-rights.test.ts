import { describe, expect, it } from 'vitest';
import type { AccountDeleted, DataExport } from '../../../src/shared/schemas/data-rights.js';
import type { Order } from '../../../src/shared/schemas/order.js';
import type { ProductReviewPage } from '../../../src/shared/schemas/product-review.js';
import { as, uniqueEmail, useTestApp, type Session } from '../../setup/app.js';
import { createProduct, freeShippingOption, getProduct, payOrder } from '../../setup/shop.js';

const t = useTestApp();
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'rights-pass-1';

let serial = 0;
/** A person whose name, phone and address appear nowhere else in the database. */
function person() {
  const n = `${Date.now().toString(36)}${serial++}`;
  const digits = String(Date.now() % 1_000_000).padStart(6, '0') + String(serial).padStart(3, '0');
  return {
    email: uniqueEmail(`rights${n}`),
    name: `Quinn Erasable${n}`,
    phone: `+1 555 ${digits}`,
    address: {
      name: `Quinn Addressed${n}`,
      line1: `${n} Privacy Lane`,
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'US',
      phone: `+1 556 ${digits}`,
    },
  };
}
type Person = ReturnType<typeof person>;

const call = (who: Session | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  as(t.app, who, { method, url, payload });

async function ok<T>(res: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as T;
}

/** An order of one unit of `productId` to the person's address, with their phone. */
async function order(who: Session, p: Person, productId: string): Promise<Order> {
  const payload = { userId: productId, number: p.phone, address: p.address, shippingOptionId: await freeShippingOption(t.app) };
  return ok<Order>(call(who, 'POST', '/api/order', payload), 201);
}

/**
 * A customer with something in every module: a profile, an address, a delivered order with a
 * finished (rejected) return, an unpaid order holding a unit, a product review, a review of the
 * shop, a Contact Us message, a saved laptop, a restock alert and a cart line.
 */
async function richCustomer(p: Person = person()) {
  const who = await t.customer(p.email, PASSWORD, p.name);
  const product = await createProduct(t.app, t.admin, 10, 40);
  const soldOut = await createProduct(t.app, t.admin, 0);
  await ok(call(who, 'POST', '/api/profile', { Name: 'Evening classes', Phone: p.phone, dec: 'I fix laptops' }), 201);
  await ok(call(who, 'POST', '/api/addresses', p.address), 201);
  const delivered = await order(who, p, product._id);
  await payOrder(t.app, who, delivered._id);
  for (const status of ['shipped', 'delivered']) await ok(call(t.admin, 'PATCH', `/api/order/${delivered._id}/status`, { status }));
  const ret = await ok<{ _id: string }>(
    call(who, 'POST', `/api/order/${delivered._id}/returns`, { lines: [{ productId: product._id, quantity: 1 }], reason: 'other' }),
    201,
  );
  await ok(call(t.admin, 'PATCH', `/api/returns/${ret._id}`, { status: 'rejected', note: 'Used' }));
  const unpaid = await order(who, p, product._id);
  await ok(call(who, 'POST', `/api/service/${product._id}/reviews`, { rating: 2, title: 'Ran hot', body: 'Works, but warm' }), 201);
  await ok(call(who, 'POST', '/api/review', { Name: p.name, dec: 'Quick delivery' }), 201);
  // Contact Us takes 5 a minute from one address: each customer writes from their own.
  const contact = { email: p.email, subject: 'Hello', message: `Call me on ${p.phone}` };
  await ok(t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: `10.29.0.${serial}` }), 201);
  const laptops = await ok<{ _id: string }[]>(call(null, 'GET', '/api/laptops'));
  await ok(call(who, 'POST', '/api/me/laptops', { laptopId: laptops[0]!._id }), 201);
  await ok(call(who, 'POST', `/api/service/${soldOut._id}/restock-alert`), 201);
  await ok(call(who, 'PUT', `/api/cart/items/${product._id}`, { quantity: 2 }));
  // A gift card sent to their address, with a message naming them.
  await ok(call(t.admin, 'POST', '/api/admin/gift-cards', { amount: 20, recipientEmail: p.email, message: `For ${p.name}` }), 201);
  return { p, who, product, soldOut, delivered, unpaid };
}

const exportOf = (who: Session) => call(who, 'GET', '/api/me/export');
const deleteMe = (who: Session, body: object) => call(who, 'DELETE', '/api/me', body);
const signIn = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN }, payload: { email, password } });

/** Every text, varchar, json(b) and array column of every table that holds `needle` (any case). */
async function columnsHolding(needle: string): Promise<string[]> {
  const { rows: columns } = await t.app.pool.query<{ table_schema: string; table_name: string; column_name: string }>(
    `SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const c of columns) {
    const { rows } = await t.app.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${c.table_schema}"."${c.table_name}" WHERE position(lower($1) in lower("${c.column_name}"::text)) > 0`,
      [needle],
    );
    if (rows[0]!.n > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}

const ordersOf = async (userId: string) =>
  (
    await t.app.pool.query<{ n: number; total: number; statuses: string[] }>(
      `SELECT count(*)::int AS n, coalesce(sum(total_cents), 0)::int AS total, array_agg(status ORDER BY created_at) AS statuses FROM "order" WHERE user_id = $1`,
      [userId],
    )
  ).rows[0]!;
const userIdOf = async (email: string) => (await t.app.services.accounts.findByEmail(email))!.id;

describe('Download my data', () => {
  it('answers a JSON file with every section holding the caller’s data, and nobody else’s', async () => {
    const { p, who, product, soldOut, delivered, unpaid } = await richCustomer();
    const other = await richCustomer();
    const res = await exportOf(who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="partshub-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json() as DataExport;

    expect(data.account).toMatchObject({ email: p.email, name: p.name, staffRoles: [], signInMethods: [{ method: 'password' }] });
    expect(data.consents).toMatchObject({ emailAddressConfirmed: false, marketingEmail: false, restockAlerts: 1 });
    expect(data.profile).toEqual([expect.objectContaining({ education: 'Evening classes', phone: p.phone, about: 'I fix laptops' })]);
    expect(data.addresses).toEqual([expect.objectContaining({ ...p.address, isDefault: true })]);
    expect(data.orders.map((o) => o.number).sort()).toEqual([delivered.orderNumber, unpaid.orderNumber].sort());
    const paid = data.orders.find((o) => o.number === delivered.orderNumber)!;
    expect(paid).toMatchObject({ status: 'delivered', email: p.email, phone: p.phone, shippingAddress: p.address, totalCents: 4000 });
    expect(paid.lines).toEqual([
      expect.objectContaining({ product: product.name, productId: product._id, quantity: 1, unitPriceCents: 4000 }),
    ]);
    expect(paid.timeline.map((e) => e.status)).toEqual(['pending_payment', 'paid', 'shipped', 'delivered']);
    expect(paid.invoiceNumber).toMatch(/^INV-/);
    expect(data.returns).toEqual([expect.objectContaining({ orderNumber: delivered.orderNumber, status: 'rejected', shopNote: 'Used' })]);
    expect(data.productReviews).toEqual([expect.objectContaining({ product: product.name, rating: 2, title: 'Ran hot' })]);
    expect(data.shopReviews).toEqual([expect.objectContaining({ name: p.name, text: 'Quick delivery' })]);
    expect(data.giftCardsReceived).toEqual([expect.objectContaining({ message: `For ${p.name}`, expiresAt: null })]);
    expect(data.storeCredit).toEqual({ balanceCents: 0, entries: [] });
    expect(data.contactMessages).toEqual([expect.objectContaining({ subject: 'Hello' })]);
    expect(data.savedLaptops).toHaveLength(1);
    expect(data.restockAlerts).toEqual([expect.objectContaining({ product: soldOut.name, productId: soldOut._id })]);
    expect(data.cart).toEqual([{ product: product.name, productId: product._id, quantity: 2 }]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(data)).not.toContain(other.p.email);
    expect(JSON.stringify(data)).not.toContain(other.p.name);
    expect(JSON.stringify(data)).not.toContain(other.p.phone);
  });

  it('needs a signed-in caller, and allows a few downloads an hour', async () => {
    expect((await call(null, 'GET', '/api/me/export')).statusCode).toBe(401);
    const who = await t.customer();
    for (let i = 0; i < 5; i++) expect((await exportOf(who)).statusCode).toBe(200);
    const sixth = await exportOf(who);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});

describe('Delete my account', () => {
  it('refuses a wrong or missing password and changes nothing', async () => {
    const { p, who } = await richCustomer();
    const wrong = await deleteMe(who, { password: 'not-my-password', reviews: 'anonymise' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD', message: 'The password is not right.' });
    const missing = await deleteMe(who, { reviews: 'delete' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Enter your password to delete your account.');
    expect((await deleteMe(who, { password: PASSWORD, reviews: 'keep' })).statusCode).toBe(400);
    expect((await call(null, 'DELETE', '/api/me', { password: PASSWORD, reviews: 'delete' })).statusCode).toBe(401);
    expect((await ok<DataExport>(exportOf(who))).addresses).toHaveLength(1);
    expect((await signIn(p.email)).statusCode).toBe(200);
  });

  it('keeps the orders under a pseudonym, keeps the reviews anonymised, and leaves the e-mail, name and phone nowhere', async () => {
    const { p, who, product, delivered } = await richCustomer();
    const second = await signIn(p.email);
    expect(second.statusCode).toBe(200);
    const userId = await userIdOf(p.email);
    const before = await ordersOf(userId);
    const stockBefore = (await getProduct(t.app, product._id)).Quantity;
    for (const needle of [p.email, p.name, p.phone, p.address.name]) expect(await columnsHolding(needle), needle).not.toEqual([]);

    const gone = await ok<AccountDeleted>(deleteMe(who, { password: PASSWORD, reviews: 'anonymise' }));
    expect(gone).toEqual({
      pseudonym: expect.stringMatching(/^deleted-user-[0-9a-f]{12}$/),
      ordersKept: 2,
      ordersCancelled: 1,
      reviewsKept: 2,
      reviewsDeleted: 0,
    });

    // Signed out everywhere, and nobody signs in as them again.
    expect((await call(who, 'GET', '/api/me')).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { cookie: second.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.pool.query('SELECT 1 FROM session WHERE user_id = $1', [userId])).rowCount).toBe(0);
    expect((await signIn(p.email)).statusCode).toBe(401);

    for (const needle of [p.email, p.name, p.phone, p.address.name, p.address.line1, p.address.phone])
      expect(await columnsHolding(needle), needle).toEqual([]);

    // The orders add up as before; the unpaid one was cancelled and its unit put back.
    const after = await ordersOf(userId);
    expect({ n: after.n, total: after.total }).toEqual({ n: before.n, total: before.total });
    expect(after.statuses).toEqual(['delivered', 'cancelled']);
    expect((await getProduct(t.app, product._id)).Quantity).toBe(stockBefore + 1);
    const kept = await ok<Order[]>(call(t.admin, 'GET', '/api/order'));
    const keptOrder = kept.find((o) => o._id === delivered._id)!;
    expect(keptOrder).toMatchObject({ userEmail: expect.stringMatching(/^deleted-[0-9a-f]{12}@invalid$/), number: '' });
    expect(keptOrder.shippingAddress).toMatchObject({ name: gone.pseudonym, line1: '', country: 'US', phone: '' });
    expect((await call(t.admin, 'GET', `/api/order/${delivered._id}/invoice`)).statusCode).toBe(200);

    // The review stays, by a former customer; the account is gone from All User.
    const reviews = await ok<ProductReviewPage>(call(null, 'GET', `/api/service/${product._id}/reviews`));
    expect(reviews.items).toEqual([expect.objectContaining({ title: 'Ran hot', author: 'A former customer' })]);
    const testimonials = await ok<{ Name: string; dec: string }[]>(call(null, 'GET', '/api/review'));
    expect(testimonials).toContainEqual(expect.objectContaining({ Name: 'A former customer', dec: 'Quick delivery' }));
    const users = await ok<{ email: string }[]>(call(t.admin, 'GET', '/api/user'));
    expect(users.some((u) => u.email.endsWith('@invalid'))).toBe(false);
  });

  it('deletes the reviews when asked, and the product’s rating follows', async () => {
    const { p, who, product } = await richCustomer();
    const rating = async () =>
      (await t.app.pool.query<{ rating_count: number }>('SELECT rating_count FROM product WHERE id = $1', [product._id])).rows[0]!
        .rating_count;
    expect(await rating()).toBe(1);
    const gone = await ok<AccountDeleted>(deleteMe(who, { password: PASSWORD, reviews: 'delete' }));
    expect(gone).toMatchObject({ reviewsKept: 0, reviewsDeleted: 2 });
    expect(await rating()).toBe(0);
    expect((await ok<ProductReviewPage>(call(null, 'GET', `/api/service/${product._id}/reviews`))).items).toEqual([]);
    expect(await ok<{ dec: string }[]>(call(null, 'GET', '/api/review'))).not.toContainEqual(expect.objectContaining({ Name: p.name }));
    expect(await columnsHolding(p.email)).toEqual([]);
  });

  it('waits for an order on its way: 409 and nothing changed', async () => {
    const p = person();
    const who = await t.customer(p.email, PASSWORD, p.name);
    const product = await createProduct(t.app, t.admin, 5);
    const paid = await order(who, p, product._id);
    await payOrder(t.app, who, paid._id);
    const res = await deleteMe(who, { password: PASSWORD, reviews: 'anonymise' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Orders ${paid.orderNumber} are paid and not delivered yet. The account can be deleted once they have arrived, or been cancelled and refunded.`,
    );
    expect((await call(who, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('lets an account without a password (made with Google) go only from a fresh sign-in', async () => {
    const who = await t.customer();
    const userId = await userIdOf(who.email);
    await t.app.pool.query(`DELETE FROM account WHERE user_id = $1`, [userId]);
    await t.app.pool.query(`UPDATE session SET created_at = now() - interval '1 hour' WHERE user_id = $1`, [userId]);
    const stale = await deleteMe(who, { reviews: 'anonymise' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'SIGN_IN_AGAIN' });
    await t.app.pool.query(`UPDATE session SET created_at = now() WHERE user_id = $1`, [userId]);
    expect((await deleteMe(who, { reviews: 'anonymise' })).statusCode).toBe(200);
  });

  it('keeps the shop’s last owner', async () => {
    const res = await deleteMe(t.admin, { password: 'admin-pass-123', reviews: 'anonymise' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The shop must keep an owner: make someone else an owner before deleting this account.');
  });
});

describe('staff delete an account on request', () => {
  const staffMember = async (role: string) => {
    const who = await t.customer();
    await t.app.pool.query(`update "user" set role = $1 where email = $2`, [role, who.email]);
    return who;
  };
  const adminDelete = (by: Session, email: string, reviews = 'anonymise') => call(by, 'DELETE', `/api/admin/users/${email}`, { reviews });

  it('needs users:write, answers 404 for an unknown e-mail, and leaves the customer nowhere', async () => {
    const { p } = await richCustomer();
    const support = await staffMember('support');
    expect((await adminDelete(support, p.email)).json()).toMatchObject({ code: 'FORBIDDEN', permission: 'users:write' });
    expect((await adminDelete(t.admin, uniqueEmail('nobody'))).statusCode).toBe(404);
    expect((await adminDelete(t.admin, p.email, 'keep')).statusCode).toBe(400);
    const gone = await ok<AccountDeleted>(adminDelete(t.admin, p.email, 'delete'));
    expect(gone).toMatchObject({ ordersKept: 2, reviewsDeleted: 2 });
    expect((await signIn(p.email)).statusCode).toBe(401);
    expect(await columnsHolding(p.email)).toEqual([]);
    // Gone already: the e-mail names no account now.
    expect((await adminDelete(t.admin, p.email)).statusCode).toBe(404);
  });

  it('protects staff: not oneself, a member of staff only with staff:manage, an owner never', async () => {
    await t.app.services.roles.create(t.app.db, 'account-desk', ['users:write']);
    const desk = await staffMember('account-desk');
    const packer = await staffMember('fulfilment');
    const admin = await staffMember('admin');
    const self = await adminDelete(desk, desk.email);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Delete your own account from My Profile, where your password is asked.');
    expect((await adminDelete(desk, packer.email)).json()).toMatchObject({ code: 'FORBIDDEN', permission: 'staff:manage' });
    const owner = await adminDelete(admin, 'admin@test.local');
    expect(owner.statusCode).toBe(403);
    expect(owner.json().message).toBe('Only the owner themselves can delete an owner’s account.');
    expect((await adminDelete(admin, packer.email)).statusCode).toBe(200);
    expect((await call(packer, 'GET', '/api/me')).statusCode).toBe(401);
  });
});
