import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../../../src/shared/schemas/audit.js';
import { ADMIN, as, uniqueEmail, useTestApp, type Session } from '../../setup/app.js';
import { drainOutbox, mailsTo } from '../../setup/outbox.js';
import { createProduct, payOrder, placeOrder } from '../../setup/shop.js';

/** Every staff write of issue 29 appends its row: what was done, to what, by whom. */
const t = useTestApp();

const rowsFor = async (entityId: string): Promise<AuditEntry[]> => {
  const res = await as(t.app, t.admin, { method: 'GET', url: `/api/admin/audit?entityId=${encodeURIComponent(entityId)}&limit=100` });
  return (res.json() as AuditPage).items;
};
/** The actions written for an entity, oldest first. */
const actionsOf = async (entityId: string) => (await rowsFor(entityId)).map((r) => r.action).reverse();

async function send(opts: InjectOptions, who: Session = t.admin, status = 200) {
  const res = await as(t.app, who, opts);
  expect(res.statusCode, `${opts.method} ${opts.url}: ${res.body}`).toBe(status);
  return res.body ? res.json() : null;
}

async function deliveredOrder(buyer: Session, productId: string): Promise<string> {
  const order = await placeOrder(t.app, buyer, productId, 2);
  await payOrder(t.app, buyer, order._id);
  for (const status of ['shipped', 'delivered'])
    await send({ method: 'PATCH', url: `/api/order/${order._id}/status`, payload: { status, trackingNumber: 'TRK-9' } });
  return order._id;
}

describe('catalog writes', () => {
  it('keeps a product’s creation, edit, stock, fitment and removal', async () => {
    const product = await createProduct(t.app, t.admin, 5);
    const laptop = await send(
      { method: 'POST', url: '/api/admin/laptops', payload: { brand: 'Audit', model: 'A1', identifiers: [] } },
      t.admin,
      201,
    );
    await send({ method: 'PATCH', url: `/api/service/${product._id}`, payload: { brand: 'Acme' } });
    await send({ method: 'PUT', url: `/api/service/${product._id}`, payload: { Quantity: 2 } });
    const fitment = { partNumbers: [{ number: 'FRU-1', kind: 'fru' }], fits: [{ laptopId: laptop._id, note: '' }] };
    await send({ method: 'PUT', url: `/api/admin/products/${product._id}/fitment`, payload: fitment });
    await send({ method: 'DELETE', url: `/api/service/${product._id}` });
    expect(await actionsOf(product._id)).toEqual([
      'product.create',
      'product.update',
      'product.stock',
      'product.fitment',
      'product.remove',
    ]);
    const [removed, fitted] = await rowsFor(product._id);
    expect(fitted!.changes).toMatchObject({
      partNumbers: { from: [], to: ['FRU-1 (fru)'] },
      compatibleModels: { from: [], to: ['Audit A1'] },
    });
    // Deleted (no orders had it): what it was is kept.
    expect(removed!.changes).toMatchObject({ name: { from: product.name, to: null }, brand: { from: 'Acme', to: null } });
  });

  it('keeps laptop models made, changed and removed, and a CSV import’s start and end', async () => {
    const laptop = await send({ method: 'POST', url: '/api/admin/laptops', payload: { brand: 'Audit', model: 'B2' } }, t.admin, 201);
    await send({ method: 'PUT', url: `/api/admin/laptops/${laptop._id}`, payload: { brand: 'Audit', model: 'B3' } });
    await send({ method: 'DELETE', url: `/api/admin/laptops/${laptop._id}` });
    expect(await actionsOf(laptop._id)).toEqual(['laptop.create', 'laptop.update', 'laptop.remove']);
    expect((await rowsFor(laptop._id))[1]!.changes).toEqual({ model: { from: 'B2', to: 'B3' } });

    const boundary = '----audit-boundary';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nlaptops\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="models.csv"\r\nContent-Type: text/csv\r\n\r\n` +
      `brand,family,model,year,identifiers\r\nAudit,,C4,2020,\r\n--${boundary}--\r\n`;
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const job = await send({ method: 'POST', url: '/api/admin/imports', payload: body, headers }, t.admin, 202);
    await expect.poll(() => actionsOf(job._id), { timeout: 10_000 }).toEqual(['import.start', 'import.finish']);
    const [finish, start] = await rowsFor(job._id);
    expect(start).toMatchObject({
      actor: { email: ADMIN.email },
      entityLabel: 'models.csv',
      changes: { kind: { from: null, to: 'laptops' } },
    });
    expect(finish).toMatchObject({ actor: { userId: null, email: null }, changes: { status: { from: 'running', to: 'done' } } });
  });
});

describe('order writes', () => {
  it('keeps shipping, delivering, refunds, cancels and return decisions; not a customer cancelling their own order', async () => {
    const buyer = await t.customer();
    const product = await createProduct(t.app, t.admin, 20, 10);
    const orderId = await deliveredOrder(buyer, product._id);
    const shipped = (await rowsFor(orderId)).find((r) => r.changes.status?.to === 'shipped');
    expect(shipped!.changes).toEqual({ status: { from: 'paid', to: 'shipped' }, trackingNumber: { from: null, to: 'TRK-9' } });

    const ret = await send(
      {
        method: 'POST',
        url: `/api/order/${orderId}/returns`,
        payload: { lines: [{ productId: product._id, quantity: 1 }], reason: 'other' },
      },
      buyer,
      201,
    );
    for (const status of ['approved', 'received', 'refunded'])
      await send({ method: 'PATCH', url: `/api/returns/${ret._id}`, payload: { status } });
    expect(await actionsOf(ret._id)).toEqual(['return.status', 'return.status', 'return.status']);
    expect(await actionsOf(orderId)).toEqual(['order.status', 'order.status', 'refund.create']);

    // Staff cancel a paid order: its refund, then the cancel itself.
    const paid = await placeOrder(t.app, buyer, product._id);
    await payOrder(t.app, buyer, paid._id);
    await send({ method: 'PATCH', url: `/api/order/${paid._id}/status`, payload: { status: 'cancelled' } });
    expect(await actionsOf(paid._id)).toEqual(['refund.create', 'order.cancel']);

    const own = await placeOrder(t.app, buyer, product._id);
    await send({ method: 'DELETE', url: `/api/order/${own._id}` }, buyer);
    expect(await actionsOf(own._id)).toEqual([]);
    const unpaid = await placeOrder(t.app, buyer, product._id);
    await send({ method: 'PATCH', url: `/api/order/${unpaid._id}/status`, payload: { status: 'cancelled' } });
    expect((await rowsFor(unpaid._id))[0]!.changes).toEqual({ status: { from: 'pending_payment', to: 'cancelled' } });
  });

  it('keeps a review hidden and shown again', async () => {
    const buyer = await t.customer();
    const product = await createProduct(t.app, t.admin, 5);
    await payOrder(t.app, buyer, (await placeOrder(t.app, buyer, product._id))._id);
    const review = await send(
      { method: 'POST', url: `/api/service/${product._id}/reviews`, payload: { rating: 2, title: 'Meh' } },
      buyer,
      201,
    );
    const id = review._id as string;
    await send({ method: 'PATCH', url: `/api/admin/reviews/${id}`, payload: { hidden: true, note: 'Off topic' } });
    await send({ method: 'PATCH', url: `/api/admin/reviews/${id}`, payload: { hidden: false } });
    const rows = await rowsFor(id);
    expect(rows.map((r) => r.changes)).toEqual([
      { hidden: { from: true, to: false } },
      { hidden: { from: false, to: true }, note: { from: null, to: 'Off topic' } },
    ]);
  });
});

describe('shop settings, shipping and tax', () => {
  it('keeps shipping options, tax rates and the refund limit', async () => {
    const option = { name: 'Audit post', price: 4.5, days: 2, countries: ['DE'], batteries: false };
    const created = await send({ method: 'POST', url: '/api/admin/shipping-options', payload: option }, t.admin, 201);
    await send({ method: 'PUT', url: `/api/admin/shipping-options/${created._id}`, payload: { ...option, price: 5 } });
    await send({ method: 'DELETE', url: `/api/admin/shipping-options/${created._id}` });
    expect(await actionsOf(created._id)).toEqual(['shipping.create', 'shipping.update', 'shipping.archive']);
    expect((await rowsFor(created._id))[1]!.changes).toEqual({ priceCents: { from: 450, to: 500 } });

    await send({ method: 'PUT', url: '/api/admin/tax-rates/NZ', payload: { rate: 0.15 } });
    await send({ method: 'DELETE', url: '/api/admin/tax-rates/NZ' });
    expect((await rowsFor('NZ')).map((r) => [r.action, r.changes.rate])).toEqual([
      ['tax.remove', { from: 0.15, to: null }],
      ['tax.set', { from: null, to: 0.15 }],
    ]);

    await send({ method: 'PUT', url: '/api/admin/settings', payload: { refundLimit: 250 } });
    expect((await rowsFor('shop'))[0]).toMatchObject({
      action: 'settings.update',
      changes: { refundLimitCents: { from: 10_000, to: 25_000 } },
    });
  });
});

describe('staff and roles', () => {
  it('keeps roles made, changed and deleted, and a member’s roles, suspension, removal and promotion', async () => {
    const role = await send(
      { method: 'POST', url: '/api/admin/roles', payload: { name: 'audit-night', permissions: ['orders:read'] } },
      t.admin,
      201,
    );
    await send({ method: 'PUT', url: `/api/admin/roles/${role._id}`, payload: { permissions: ['orders:read', 'orders:fulfil'] } });
    await send({ method: 'DELETE', url: `/api/admin/roles/${role._id}` }, t.admin, 204);
    expect(await actionsOf(role._id)).toEqual(['role.create', 'role.update', 'role.remove']);

    const member = await t.customer();
    const userId = (await t.app.services.accounts.findByEmail(member.email))!.id;
    await send({ method: 'PUT', url: `/api/admin/staff/${userId}`, payload: { roles: ['support'] } });
    await send({ method: 'PUT', url: `/api/admin/staff/${userId}`, payload: { suspended: true } });
    await send({ method: 'DELETE', url: `/api/admin/staff/${userId}` });
    await send({ method: 'PUT', url: `/api/user/admin/${member.email}` });
    const rows = await rowsFor(userId);
    expect(rows.map((r) => [r.action, r.changes]).reverse()).toEqual([
      ['staff.change', { roles: { from: [], to: ['support'] } }],
      ['staff.change', { suspended: { from: false, to: true } }],
      ['staff.remove', { roles: { from: ['support'], to: [] } }],
      ['staff.promote', { roles: { from: [], to: ['admin'] } }],
    ]);
  });

  it('keeps an invitation, and the invitee joining in their own name', async () => {
    const email = uniqueEmail('audit-invitee');
    const invitation = await send(
      { method: 'POST', url: '/api/admin/staff/invitations', payload: { email, roles: ['content'] } },
      t.admin,
      201,
    );
    expect(await actionsOf(invitation._id)).toEqual(['staff.invite']);
    expect(JSON.stringify(await rowsFor(invitation._id))).not.toMatch(/token/i);
    await drainOutbox(t.app);
    const token = /\/staff\/invitations\/([\w-]+)/.exec(mailsTo(t.config.DATA_DIR, email).at(-1)!.raw)![1]!;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/staff/invitations/${token}/accept`,
      payload: { name: 'Ivy', password: 'joining-123' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const userId = (await t.app.services.accounts.findByEmail(email))!.id;
    const [joined] = await rowsFor(userId);
    expect(joined).toMatchObject({
      action: 'staff.join',
      actor: { userId, email, roles: ['content'] },
      changes: { roles: { from: [], to: ['content'] }, invitation: { from: null, to: invitation._id } },
    });
  });
});

describe('account deletions', () => {
  it('keeps a deletion on request by staff, and a customer’s own, naming the pseudonym and never the e-mail', async () => {
    const byStaff = await t.customer();
    const staffTarget = (await t.app.services.accounts.findByEmail(byStaff.email))!.id;
    const deleted = await send({ method: 'DELETE', url: `/api/admin/users/${byStaff.email}`, payload: { reviews: 'anonymise' } });
    const [row] = await rowsFor(staffTarget);
    expect(row).toMatchObject({ action: 'account.delete', actor: { email: ADMIN.email }, entityLabel: deleted.pseudonym });

    const own = await t.customer(undefined, 'own-secret-1');
    const ownId = (await t.app.services.accounts.findByEmail(own.email))!.id;
    const gone = await send({ method: 'DELETE', url: '/api/me', payload: { password: 'own-secret-1', reviews: 'delete' } }, own);
    const [mine] = await rowsFor(ownId);
    expect(mine).toMatchObject({
      action: 'account.delete',
      actor: { userId: ownId, email: expect.stringMatching(/^deleted-[0-9a-f]{12}@invalid$/) },
    });
    expect(mine!.entityLabel).toBe(gone.pseudonym);
    expect(JSON.stringify(await rowsFor(ownId))).not.toContain(own.email);
  });
});
