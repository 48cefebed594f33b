import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../../../src/shared/schemas/audit.js';
import { ADMIN, as, signIn, type Session, useTestApp } from '../../setup/app.js';
import { createProduct, payOrder, placeOrder } from '../../setup/shop.js';
import { enableTwoFactor, signInWithCode, totpCode } from '../../setup/two-factor.js';

const t = useTestApp();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Where the test's staff requests say they come from (a proxy on this host: TRUST_PROXY=loopback believes it). */
const FROM = { 'x-forwarded-for': '203.0.113.9' };

async function audit(query: Record<string, string>, who: Session = t.admin): Promise<AuditPage> {
  const res = await as(t.app, who, { method: 'GET', url: `/api/admin/audit?${new URLSearchParams(query)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const rowsFor = async (entityId: string, action?: string) => (await audit({ entityId, ...(action ? { action } : {}), limit: '100' })).items;

async function staffMember(role: string): Promise<Session> {
  const session = await t.customer();
  await t.app.pool.query(`update "user" set role = $1 where email = $2`, [role, session.email]);
  return session;
}

describe('an audit row goes with its change, in the same transaction', () => {
  it('writes none for a refund over what is refundable, and exactly one for the refund that went through', async () => {
    const buyer = await t.customer();
    const product = await createProduct(t.app, t.admin, 5, 10);
    const order = await placeOrder(t.app, buyer, product._id);
    await payOrder(t.app, buyer, order._id);
    const refund = (amount: number) =>
      as(t.app, t.admin, {
        method: 'POST',
        url: `/api/order/${order._id}/refunds`,
        headers: FROM,
        payload: { amount, reason: 'Scratched' },
      });

    expect((await refund(50)).statusCode).toBe(409);
    expect(await rowsFor(order._id, 'refund.create')).toEqual([]);

    const done = await refund(3);
    expect(done.statusCode, done.body).toBe(201);
    const rows = await rowsFor(order._id, 'refund.create');
    expect(rows).toHaveLength(1);
    const row: AuditEntry = rows[0]!;
    const adminId = (await t.app.services.accounts.findByEmail(ADMIN.email))!.id;
    expect(row).toMatchObject({
      actor: { userId: adminId, email: ADMIN.email, roles: ['owner'] },
      entity: 'order',
      entityId: order._id,
      entityLabel: order.orderNumber,
      ip: '203.0.113.9',
      changes: {
        amountCents: { from: null, to: 300 },
        reason: { from: null, to: 'Scratched' },
        refundId: { from: null, to: done.json()._id },
      },
    });
    expect(row.requestId).toMatch(UUID);
  });

  it('writes none for a product save with an unknown compatible model, and one naming only the fields that changed', async () => {
    const product = await createProduct(t.app, t.admin, 5, 10);
    const edit = (payload: object) => as(t.app, t.admin, { method: 'PATCH', url: `/api/service/${product._id}`, headers: FROM, payload });

    const refused = await edit({ cost: 12.5, compatibleModels: ['Nonesuch Laptop 9000'] });
    expect(refused.statusCode).toBe(400);
    expect(await rowsFor(product._id, 'product.update')).toEqual([]);

    expect((await edit({ cost: 12.5, brand: '' })).statusCode).toBe(200);
    const rows = await rowsFor(product._id, 'product.update');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.changes).toEqual({ priceCents: { from: 1000, to: 1250 } });
    // The product's creation has its own row, with what it was made with.
    const [created] = await rowsFor(product._id, 'product.create');
    expect(created!.changes).toMatchObject({ name: { from: null, to: product.name }, priceCents: { from: null, to: 1000 } });
  });

  it('leaves the change undone when its audit row cannot be written', async () => {
    const product = await createProduct(t.app, t.admin, 5, 10);
    // The database refuses this one action's rows from now on: the change must not commit without its row.
    await t.app.pool.query(`ALTER TABLE audit_log ADD CONSTRAINT audit_test_refuse CHECK (action <> 'product.stock') NOT VALID`);
    try {
      const res = await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${product._id}`, payload: { Quantity: 4 } });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.app.pool.query(`ALTER TABLE audit_log DROP CONSTRAINT audit_test_refuse`);
    }
    const after = (await t.app.inject({ method: 'GET', url: `/api/service/${product._id}` })).json();
    expect(after.Quantity).toBe(5);
    expect(await rowsFor(product._id, 'product.stock')).toEqual([]);
  });

  it('never keeps a secret, whatever a caller passes', async () => {
    const actor = { id: 'someone', email: 'someone@example.com', roles: ['support'] };
    const changes = { password: ['a', 'b'], sessionToken: ['c', 'd'], apiSecret: ['e', 'f'], name: ['Old', 'New'] } as const;
    await t.app.services.audit.recordAlone(actor, { action: 'staff.change', entity: 'user', entityId: 'secret-test', changes });
    const [row] = await rowsFor('secret-test');
    expect(row!.changes).toEqual({ name: { from: 'Old', to: 'New' } });
  });
});

describe('the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    await t.app.services.audit.recordAlone('system', { action: 'import.finish', entity: 'import', entityId: 'append-only' });
    for (const statement of [
      `UPDATE audit_log SET action = 'product.update' WHERE entity_id = 'append-only'`,
      `DELETE FROM audit_log WHERE entity_id = 'append-only'`,
      `TRUNCATE audit_log`,
    ]) {
      await expect(t.app.pool.query(statement), statement).rejects.toThrow(/append-only/);
    }
    expect(await rowsFor('append-only')).toHaveLength(1);
  });

  it('lets the pruning transaction delete only rows older than the cutoff it set', async () => {
    const client = await t.app.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT set_config('partshub.audit_prune_before', (now() - interval '400 days')::text, true)`);
      await expect(client.query(`DELETE FROM audit_log WHERE entity_id = 'append-only'`)).rejects.toThrow(/append-only/);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('prunes the rows older than AUDIT_RETENTION_DAYS (400 by default) and keeps the rest', async () => {
    expect(t.config.AUDIT_RETENTION_DAYS).toBe(400);
    const insert = (days: number, id: string) =>
      t.app.pool.query(
        `INSERT INTO audit_log (at, action, entity, entity_id) VALUES (now() - make_interval(days => $1), 'settings.update', 'settings', $2)`,
        [days, id],
      );
    await insert(401, 'retention-old');
    await insert(399, 'retention-young');
    expect(await t.app.services.audit.prune(400)).toBe(1);
    expect(await rowsFor('retention-old')).toEqual([]);
    expect(await rowsFor('retention-young')).toHaveLength(1);
    expect(await t.app.services.audit.prune(400)).toBe(0);
  });
});

describe('GET /api/admin/audit and its CSV', () => {
  it('filters by person, entity, action and date, newest first, one page at a time', async () => {
    const product = await createProduct(t.app, t.admin, 5, 10);
    for (const Quantity of [1, 2, 3])
      await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${product._id}`, payload: { Quantity } });
    const page = await audit({ actor: 'ADMIN@test', entity: 'product', entityId: product._id, action: 'product.stock', limit: '2' });
    expect(page).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page.items.map((r) => r.changes.stockAvailable)).toEqual([
      { from: 8, to: 11 },
      { from: 6, to: 8 },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit({ entityId: product._id, action: 'product.stock', from: today, to: today })).total).toBe(3);
    expect((await audit({ entityId: product._id, to: '2020-01-01' })).total).toBe(0);
    expect((await audit({ entityId: product._id, actor: 'nobody@' })).total).toBe(0);

    const bad = await as(t.app, t.admin, { method: 'GET', url: '/api/admin/audit?action=product.steal&from=yesterday' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers only audit:read', async () => {
    const catalog = await staffMember('catalog');
    const res = await as(t.app, catalog, { method: 'GET', url: '/api/admin/audit?action=nonsense' });
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', permission: 'audit:read' });
    const csv = await as(t.app, catalog, { method: 'GET', url: '/api/admin/audit.csv' });
    expect(csv.statusCode).toBe(403);
  });

  it('downloads the filtered rows as CSV, a formula-like cell neutralised', async () => {
    const res = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/service',
      payload: { name: '=HYPERLINK("http://evil.example")', sublierName: 'S', cost: 5, Quantity: 1, category: 'fans' },
    });
    const id = res.json()._id as string;
    const csv = await as(t.app, t.admin, { method: 'GET', url: `/api/admin/audit.csv?entity=product&entityId=${id}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('time,email,roles,action,what,entity,entity_id,entity_name,changes,ip,request_id');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${ADMIN.email},owner,product.create,Added a product,product,${id},"'=HYPERLINK(""http://evil.example"")"`);
  });
});

describe('sign-ins', () => {
  it('keeps a member of staff’s sign-in with where it came from, and not a customer’s', async () => {
    const customer = await t.customer();
    const session = await signIn(t.app, ADMIN.email, ADMIN.password);
    expect(session.token).toBeTruthy();
    const adminId = (await t.app.services.accounts.findByEmail(ADMIN.email))!.id;
    const [latest] = await rowsFor(adminId, 'auth.sign-in');
    expect(latest).toMatchObject({ actor: { email: ADMIN.email, roles: ['owner'] }, entity: 'user', ip: '127.0.0.1' });
    expect(latest!.requestId).toMatch(UUID);
    const customerId = (await t.app.services.accounts.findByEmail(customer.email))!.id;
    expect(await rowsFor(customerId)).toEqual([]);
  });

  it('keeps a two-factor sign-in once, at its second step; turning two-factor on is no sign-in', async () => {
    const member = await staffMember('support');
    const userId = (await t.app.services.accounts.findByEmail(member.email))!.id;
    const signIns = async () => (await rowsFor(userId, 'auth.sign-in')).length;
    const before = await signIns();
    const { totpURI } = await enableTwoFactor(t.app, await signIn(t.app, member.email, 'secret123'), 'secret123');
    expect(await signIns()).toBe(before + 1); // the password sign-in above, not the setup

    const wrong = await signInWithCode(t.app, member.email, 'secret123', { code: '000000' });
    expect(wrong.verified.statusCode).toBe(401);
    expect(await signIns()).toBe(before + 1);
    // The refused code is kept, with where it came from; so is a refused backup code.
    const [failed] = await rowsFor(userId, 'auth.2fa-failed');
    expect(failed).toMatchObject({ actor: { email: member.email }, entity: 'user', ip: '127.0.0.1' });
    expect(failed!.requestId).toMatch(UUID);
    await signInWithCode(t.app, member.email, 'secret123', { code: 'not-a-backup-code', backup: true });
    expect(await rowsFor(userId, 'auth.2fa-failed')).toHaveLength(2);
    const right = await signInWithCode(t.app, member.email, 'secret123', { code: await totpCode(totpURI) });
    expect(right.session).not.toBeNull();
    expect(await signIns()).toBe(before + 2);
  });

  it('records a failed second step for staff through the flow the sign-in hook calls (auth.2fa-failed)', async () => {
    const adminId = (await t.app.services.accounts.findByEmail(ADMIN.email))!.id;
    const event = { userId: adminId, action: 'auth.2fa-failed', ip: '198.51.100.4', requestId: 'r-1' } as const;
    expect(await t.app.flows.recordAuthEvent(event)).toBe(true);
    const [row] = await rowsFor(adminId, 'auth.2fa-failed');
    expect(row).toMatchObject({ ip: '198.51.100.4', requestId: 'r-1', actor: { email: ADMIN.email } });
  });
});
