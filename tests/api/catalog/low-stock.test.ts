import { describe, expect, it } from 'vitest';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../src/shared/constants.js';
import type { AdminOverview } from '../../../src/shared/schemas/insights.js';
import type { Product } from '../../../src/shared/schemas/product.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { drainOutbox, expectMail, mailsTo } from '../../setup/outbox.js';
import { createProduct, placeOrder } from '../../setup/shop.js';

/** Low stock (issue 32): a threshold per part, the Overview's list and the staff's daily digest (from 06:00 UTC here). */
const t = useTestApp({ env: { LOW_STOCK_DIGEST_HOUR: '6' } });

const patch = (id: string, payload: object, who: Session = t.admin) =>
  as(t.app, who, { method: 'PATCH', url: `/api/service/${id}`, payload });

async function staffMember(role: string): Promise<Session> {
  const session = await t.customer();
  await t.app.pool.query(`update "user" set role = $1 where email = $2`, [role, session.email]);
  return session;
}

const digest = (at: string) => t.app.flows.sendLowStockDigest(new Date(at));

describe('a part’s low-stock threshold', () => {
  it('is set and cleared on the product (PATCH), answered on the wire, and refused when not a whole number of units', async () => {
    const product = await createProduct(t.app, t.admin, 10);
    expect(product.lowStockThreshold).toBeNull();
    const set = await patch(product._id, { lowStockThreshold: 6 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Product>().lowStockThreshold).toBe(6);
    for (const bad of [-1, 2.5, 'many']) {
      const res = await patch(product._id, { lowStockThreshold: bad });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/Low-stock threshold/);
    }
    const cleared = await patch(product._id, { lowStockThreshold: null });
    expect(cleared.json<Product>().lowStockThreshold).toBeNull();
    const created = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/service',
      payload: { name: `Threshold fan ${Date.now()}`, sublierName: 'Acme', cost: 12, Quantity: 8, lowStockThreshold: 3 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Product>().lowStockThreshold).toBe(3);
  });

  it('puts a part on the Overview once it is at or below its threshold, not before', async () => {
    const product = await createProduct(t.app, t.admin, 8);
    const overview = async () => (await as(t.app, t.admin, { method: 'GET', url: '/api/insights/overview' })).json<AdminOverview>();
    const before = await overview();
    expect(before.lowStock.map((p) => p._id)).not.toContain(product._id);
    await patch(product._id, { lowStockThreshold: 8 });
    const after = await overview();
    expect(after.lowStockTotal).toBe(before.lowStockTotal + 1);
    expect(after.lowStock.every((p) => p.Quantity <= (p.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD))).toBe(true);
  });
});

describe('the daily low-stock digest', () => {
  it('goes once a day, from the hour set, to the staff who can change stock, naming each low part', async () => {
    const catalog = await staffMember('catalog');
    const support = await staffMember('support');
    const low = await createProduct(t.app, t.admin, 9);
    await patch(low._id, { lowStockThreshold: 10 });
    const buyer = await t.customer();
    await placeOrder(t.app, buyer, low._id, 2);

    expect(await digest('2099-03-01T05:59:00Z')).toBe(0);
    const sent = await digest('2099-03-01T06:00:00Z');
    // The admin and the catalog member (both hold stock:write); not the support member.
    expect(sent).toBe(2);
    await drainOutbox(t.app);
    const mail = await expectMail(t.config.DATA_DIR, catalog.email, 'Low on stock: ' + (await lowCount()), low.name, '7 left, low at 10');
    expect(mail.raw).toContain('/dashboard');
    expect(mailsTo(t.config.DATA_DIR, support.email).filter((m) => m.subject.startsWith('Low on stock'))).toHaveLength(0);

    // The day is taken: later the same day (or on another instance) nothing more; the next day again.
    expect(await digest('2099-03-01T18:00:00Z')).toBe(0);
    expect(await digest('2099-03-02T06:30:00Z')).toBe(2);
  });
});

/** The digest's subject counts the low parts: "one part" or "N parts". */
async function lowCount(): Promise<string> {
  const { rows } = await t.app.pool.query<{ n: number }>(
    `select count(*)::int as n from product where not archived and stock_available <= coalesce(low_stock_threshold, ${DEFAULT_LOW_STOCK_THRESHOLD})`,
  );
  return rows[0]!.n === 1 ? 'one part' : `${rows[0]!.n} parts`;
}
