import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, PERMISSIONS } from '../../../src/shared/permissions.js';
import type { Me, StaffRole } from '../../../src/shared/schemas/staff.js';
import { ADMIN, as, signIn, uniqueEmail, useTestApp, type Session } from '../../setup/app.js';
import { drainOutbox, mailsTo } from '../../setup/outbox.js';
import { createProduct, payOrder, placeOrder } from '../../setup/shop.js';

const t = useTestApp();

const me = async (session: Session) => (await as(t.app, session, { method: 'GET', url: '/api/me' })).json() as Me;

/** A new account holding these roles (as the Staff page will set them). */
async function staffMember(role: string): Promise<Session> {
  const session = await t.customer();
  await t.app.pool.query(`update "user" set role = $1 where email = $2`, [role, session.email]);
  return session;
}

const createRole = (body: object) => as(t.app, t.admin, { method: 'POST', url: '/api/admin/roles', payload: body });

describe('the owner and the spec’s admin', () => {
  it('makes the shop’s first admin its owner, with every permission', async () => {
    const owner = await me(t.admin);
    expect(owner).toMatchObject({ email: ADMIN.email, roles: ['owner'], emailVerified: true });
    expect(owner.permissions).toEqual([...PERMISSIONS]);
    // The spec's calls still call the owner an admin.
    expect((await as(t.app, t.admin, { method: 'GET', url: `/api/admin/${ADMIN.email}` })).json()).toEqual({ admin: true });
  });

  it('keeps "make admin" one way: a customer or a staff member becomes admin, the owner stays owner', async () => {
    const customer = await t.customer();
    const packer = await staffMember('fulfilment');
    for (const who of [customer, packer]) {
      const res = await as(t.app, t.admin, { method: 'PUT', url: `/api/user/admin/${who.email}` });
      expect(res.json()).toEqual({ modifiedCount: 1 });
      expect(await me(who)).toMatchObject({ roles: ['admin'], permissions: [...PERMISSIONS] });
    }
    expect((await as(t.app, t.admin, { method: 'PUT', url: `/api/user/admin/${ADMIN.email}` })).json()).toEqual({ modifiedCount: 0 });
    expect((await me(t.admin)).roles).toEqual(['owner']);
  });

  it('gives a customer no permissions', async () => {
    expect(await me(await t.customer())).toMatchObject({ roles: [], permissions: [], emailVerified: false });
  });
});

describe('built-in staff roles', () => {
  it('lets the catalog role change products but not read orders, and says which permission is missing', async () => {
    const catalog = await staffMember('catalog');
    expect((await me(catalog)).permissions).toEqual(BUILT_IN_ROLES.catalog);
    expect((await createProduct(t.app, catalog, 3)).name).toEqual(expect.any(String));
    const orders = await as(t.app, catalog, { method: 'GET', url: '/api/order/manage' });
    expect(orders.statusCode).toBe(403);
    expect(orders.json()).toMatchObject({ code: 'FORBIDDEN', permission: 'orders:read' });
    // Decided before the body is read: a bad body gets the same 403, not a 400.
    const refund = await as(t.app, catalog, { method: 'POST', url: '/api/order/not-an-id/refunds', payload: { nonsense: true } });
    expect(refund.json()).toMatchObject({ code: 'FORBIDDEN', permission: 'refunds:create' });
  });

  it('lets fulfilment ship any order but not cancel a customer’s, and support refund but not ship', async () => {
    const [packer, support, buyer] = [await staffMember('fulfilment'), await staffMember('support,content'), await t.customer()];
    const product = await createProduct(t.app, t.admin, 5);
    const order = await placeOrder(t.app, buyer, product._id);
    await payOrder(t.app, buyer, order._id);
    const move = (who: Session, status: string) =>
      as(t.app, who, { method: 'PATCH', url: `/api/order/${order._id}/status`, payload: { status, trackingNumber: 'TRK-1' } });
    expect((await move(support, 'shipped')).json()).toMatchObject({ permission: 'orders:fulfil' });
    expect((await move(packer, 'cancelled')).json()).toMatchObject({ permission: 'orders:cancel' });
    expect((await move(packer, 'shipped')).statusCode).toBe(200);
    const refund = await as(t.app, support, {
      method: 'POST',
      url: `/api/order/${order._id}/refunds`,
      payload: { amount: 1, reason: 'Sorry' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await me(support)).permissions).toEqual(
      PERMISSIONS.filter((p) => [...BUILT_IN_ROLES.support, ...BUILT_IN_ROLES.content].some((q) => q === p)),
    );
  });
});

describe('custom roles', () => {
  it('lists the permissions and the built-in roles, which cannot be changed or deleted', async () => {
    expect((await as(t.app, t.admin, { method: 'GET', url: '/api/admin/permissions' })).json()).toEqual([...PERMISSIONS]);
    const roles = (await as(t.app, t.admin, { method: 'GET', url: '/api/admin/roles' })).json() as StaffRole[];
    expect(roles.filter((r) => r.builtIn).map((r) => r.name)).toEqual(Object.keys(BUILT_IN_ROLES));
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await as(t.app, t.admin, {
        method,
        url: '/api/admin/roles/owner',
        payload: method === 'PUT' ? { permissions: ['orders:read'] } : undefined,
      });
      expect(res.statusCode).toBe(409);
    }
  });

  it('refuses a bad role in plain words', async () => {
    const cases: [object, number, RegExp][] = [
      [{ name: 'Packers!', permissions: ['orders:read'] }, 400, /^Name must be/],
      [{ name: 'packers', permissions: [] }, 400, /Choose at least one permission/],
      [{ name: 'packers', permissions: ['orders:steal'] }, 400, /one of the shop’s permissions/],
      [{ name: 'admin', permissions: ['orders:read'] }, 409, /built-in role/],
    ];
    for (const [body, status, message] of cases) {
      const res = await createRole(body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
  });

  it('grants what it holds, and a change reaches its holders at once; a held role cannot be deleted', async () => {
    const created = await createRole({ name: 'Night-Shift', permissions: ['orders:read'] });
    expect(created.statusCode, created.body).toBe(201);
    const role = created.json() as StaffRole;
    expect(role).toMatchObject({ name: 'night-shift', builtIn: false, permissions: ['orders:read'] });
    expect((await createRole({ name: 'night-shift', permissions: ['tax:write'] })).statusCode).toBe(409);

    const holder = await staffMember('night-shift,content');
    expect((await me(holder)).permissions).toEqual(['orders:read', 'content:write']);
    // The bearer token is remembered now; the change must still apply on the next request.
    const put = await as(t.app, t.admin, {
      method: 'PUT',
      url: `/api/admin/roles/${role._id}`,
      payload: { name: 'late-shift', permissions: ['orders:read', 'orders:fulfil'] },
    });
    expect(put.json()).toMatchObject({ name: 'late-shift', permissions: ['orders:read', 'orders:fulfil'] });
    expect(await me(holder)).toMatchObject({
      roles: ['late-shift', 'content'],
      permissions: ['orders:read', 'orders:fulfil', 'content:write'],
    });

    const del = await as(t.app, t.admin, { method: 'DELETE', url: `/api/admin/roles/${role._id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/One person has this role/);
    await t.app.pool.query(`update "user" set role = 'content' where email = $1`, [holder.email]);
    expect((await as(t.app, t.admin, { method: 'DELETE', url: `/api/admin/roles/${role._id}` })).statusCode).toBe(204);
    for (const id of [role._id, 'not-a-role']) {
      expect((await as(t.app, t.admin, { method: 'DELETE', url: `/api/admin/roles/${id}` })).statusCode).toBe(404);
    }
  });

  it('lets nobody without staff:manage see or make roles', async () => {
    const support = await staffMember('support');
    const res = await as(t.app, support, {
      method: 'POST',
      url: '/api/admin/roles',
      payload: { name: 'mine', permissions: ['staff:manage'] },
    });
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', permission: 'staff:manage' });
  });
});

describe('the staff', () => {
  const idOf = async (s: Session) => (await t.app.services.accounts.findByEmail(s.email))!.id;
  const change = (who: Session, userId: string, body: object) =>
    as(t.app, who, { method: 'PUT', url: `/api/admin/staff/${userId}`, payload: body });

  it('gives a customer roles, lists them, suspends them (signed out, cannot sign in) and makes them a customer again', async () => {
    const packer = await t.customer(undefined, 'secret123');
    const id = await idOf(packer);
    const given = await change(t.admin, id, { roles: ['fulfilment', 'content'] });
    expect(given.json()).toMatchObject({ userId: id, email: packer.email, roles: ['fulfilment', 'content'], suspended: false });
    expect((await me(packer)).permissions).toContain('orders:fulfil');
    const list = (await as(t.app, t.admin, { method: 'GET', url: '/api/admin/staff' })).json() as { email: string; roles: string[] }[];
    expect(list).toContainEqual(expect.objectContaining({ email: packer.email, roles: ['fulfilment', 'content'] }));
    expect(list).toContainEqual(expect.objectContaining({ email: ADMIN.email, roles: ['owner'] }));

    expect((await change(t.admin, id, { suspended: true })).json()).toMatchObject({ suspended: true });
    expect((await as(t.app, packer, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: packer.email, password: 'secret123' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toMatch(/suspended/);

    await change(t.admin, id, { suspended: false });
    const removed = await as(t.app, t.admin, { method: 'DELETE', url: `/api/admin/staff/${id}` });
    expect(removed.json()).toMatchObject({ roles: [], suspended: false });
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: packer.email, password: 'secret123' },
    });
    expect(back.statusCode).toBe(200);
  });

  it('protects the owner: nobody else changes, suspends or removes them; only an owner makes owners; the last one stays', async () => {
    const ownerId = await idOf(t.admin);
    const admin = await staffMember('admin');
    for (const body of [{ roles: ['admin'] }, { suspended: true }]) {
      const res = await change(admin, ownerId, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the owner themselves can change, suspend or remove an owner.');
    }
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/staff/${ownerId}` })).statusCode).toBe(403);
    const customer = await t.customer();
    expect((await change(admin, await idOf(customer), { roles: ['owner'] })).json().message).toBe(
      'Only an owner can make someone an owner.',
    );
    // The only owner cannot step down; with a second owner they can.
    const alone = await change(t.admin, ownerId, { roles: ['admin'] });
    expect(alone.statusCode).toBe(409);
    expect((await change(t.admin, await idOf(customer), { roles: ['owner'] })).json().roles).toEqual(['owner']);
    expect((await change(customer, await idOf(customer), { suspended: true })).statusCode).toBe(403);
    expect((await change(customer, await idOf(customer), { roles: ['admin'] })).json().roles).toEqual(['admin']);
    expect((await me(customer)).roles).toEqual(['admin']);
  });

  it('lets no one change themselves, or grant what they do not hold, and refuses unknown roles in words', async () => {
    const manager = await staffMember('staff-managers');
    await t.app.services.roles.create(t.app.db, 'staff-managers', ['staff:manage', 'orders:read']);
    const customer = await t.customer();
    const id = await idOf(customer);
    expect((await change(manager, id, { roles: ['fulfilment'] })).json().message).toMatch(
      /You cannot give permissions you do not hold yourself \(orders:fulfil, returns:receive\)/,
    );
    const self = await change(manager, await idOf(manager), { roles: ['admin'] });
    expect(self.statusCode).toBe(403);
    const unknown = await change(t.admin, id, { roles: ['wizard'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown role: wizard. Choose roles from the list.');
    expect((await change(t.admin, 'no-such-user', { suspended: true })).statusCode).toBe(404);
  });

  it('keeps Better Auth’s own admin endpoints closed, however the path is spelled', async () => {
    for (const url of ['/api/auth/admin/list-users', '/api/auth/%61dmin/list-users', '/api/auth//ADMIN/set-role']) {
      const res = await as(t.app, t.admin, {
        method: url.endsWith('set-role') ? 'POST' : 'GET',
        url,
        payload: url.endsWith('set-role') ? {} : undefined,
      });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('staff invitations', () => {
  const invite = (who: Session, body: object) => as(t.app, who, { method: 'POST', url: '/api/admin/staff/invitations', payload: body });
  const accept = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/staff/invitations/${token}/accept`, payload: body });
  const linkIn = async (email: string) => {
    await drainOutbox(t.app);
    const mail = mailsTo(t.config.DATA_DIR, email).at(-1)!;
    return /\/staff\/invitations\/([\w-]+)/.exec(mail.raw)![1]!;
  };

  it('mails a link with which a new person sets a name and password and becomes staff, once', async () => {
    const email = uniqueEmail('packer');
    const res = await invite(t.admin, { email, roles: ['fulfilment'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email, roles: ['fulfilment'] });
    const token = await linkIn(email);
    const accepted = await accept(token, { name: 'Pat Packer', password: 'packing-123' });
    expect(accepted.json()).toEqual({ email, roles: ['fulfilment'] });
    const packer = await signIn(t.app, email, 'packing-123');
    expect(await me(packer)).toMatchObject({ name: 'Pat Packer', emailVerified: true, roles: ['fulfilment'] });
    expect((await accept(token, { name: 'Again', password: 'another-123' })).statusCode).toBe(404);
  });

  it('gives an existing customer the roles and the password the link sets, ending their other sessions; a newer invitation replaces an older one', async () => {
    const customer = await t.customer(undefined, 'old-secret-1');
    const first = (await invite(t.admin, { email: customer.email, roles: ['content'] })).statusCode;
    expect(first).toBe(201);
    const older = await linkIn(customer.email);
    await invite(t.admin, { email: customer.email, roles: ['support'] });
    const newer = await linkIn(customer.email);
    expect((await accept(older, { name: 'Cat', password: 'new-secret-1' })).statusCode).toBe(404);
    expect((await accept(newer, { name: 'Cat', password: 'new-secret-1' })).json()).toMatchObject({ roles: ['support'] });
    expect((await as(t.app, customer, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await me(await signIn(t.app, customer.email, 'new-secret-1'))).roles).toEqual(['support']);
  });

  it('refuses an invitation the inviter may not give, and a weak password in words', async () => {
    const admin = await staffMember('admin');
    expect((await invite(admin, { email: uniqueEmail(), roles: ['owner'] })).json().message).toBe(
      'Only an owner can make someone an owner.',
    );
    expect((await invite(t.admin, { email: 'not-an-address', roles: ['content'] })).statusCode).toBe(400);
    expect((await invite(t.admin, { email: uniqueEmail(), roles: ['wizard'] })).statusCode).toBe(400);
    const email = uniqueEmail();
    await invite(t.admin, { email, roles: ['content'] });
    const weak = await accept(await linkIn(email), { name: 'Short', password: '123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/Password must be at least/);
  });
});

describe('the refund limit for staff', () => {
  it('lets support refund up to the limit the owner sets, and owners and admins any amount', async () => {
    const support = await staffMember('support');
    const buyer = await t.customer();
    const product = await createProduct(t.app, t.admin, 5, 400);
    const order = await placeOrder(t.app, buyer, product._id);
    await payOrder(t.app, buyer, order._id);
    const refund = (who: Session, amount: number) =>
      as(t.app, who, { method: 'POST', url: `/api/order/${order._id}/refunds`, payload: { amount, reason: `Goodwill ${amount}` } });

    expect((await as(t.app, t.admin, { method: 'GET', url: '/api/admin/settings' })).json()).toEqual({
      refundLimit: 100,
      storeCreditRefunds: true,
      guestCheckout: true,
      exchangeShipsAtOnce: false,
    });
    const over = await refund(support, 150);
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe('You can refund at most $100.00 at once. Ask an owner or admin for a larger refund.');
    expect((await as(t.app, support, { method: 'PUT', url: '/api/admin/settings', payload: { refundLimit: 1000 } })).json()).toMatchObject({
      permission: 'settings:write',
    });
    const bad = await as(t.app, t.admin, { method: 'PUT', url: '/api/admin/settings', payload: { refundLimit: -1 } });
    expect(bad.json().message).toBe('Refund limit must be 0 or more');

    expect((await as(t.app, t.admin, { method: 'PUT', url: '/api/admin/settings', payload: { refundLimit: 200 } })).json()).toEqual({
      refundLimit: 200,
      storeCreditRefunds: true,
      guestCheckout: true,
      exchangeShipsAtOnce: false,
    });
    expect((await refund(support, 150)).statusCode).toBe(201);
    expect((await refund(t.admin, 250)).statusCode).toBe(201);
  });
});
