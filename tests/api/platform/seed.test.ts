import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/server/db/client.js';
import { seedDemoData } from '../../../src/server/db/seed.js';
import { DEMO_ADMIN_EMAIL, ensureAdmin } from '../../../src/server/modules/accounts/ensure-admin.js';
import type { User } from '../../../src/shared/schemas/user.js';
import { ADMIN, as, createTestApp, signIn, signUp, uniqueEmail, useTestApp, type TestApp } from '../../setup/app.js';
import { drainOutbox, mailsTo } from '../../setup/outbox.js';

const t = useTestApp({ admin: false });

const get = async (app: Pick<TestApp, 'app'>, url: string) => {
  const res = await app.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
};
/** Every seeded table's row ids, read from the database itself (the API caches answers). */
async function snapshot(app: Pick<TestApp, 'databaseUrl'>): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    const out: Record<string, string[]> = {};
    for (const table of ['product', 'blog', 'review', 'counter', 'best_seller_sample', 'user']) {
      out[table] = (await client.query<{ id: string }>(`SELECT id::text AS id FROM "${table}" ORDER BY id`)).rows.map((r) => r.id);
    }
    return out;
  } finally {
    await client.end();
  }
}

describe('seed content', () => {
  it('has at least 24 products in at least 6 categories, with stock and prices', async () => {
    const products = await get(t, '/api/service');
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(new Set(products.map((p) => p.category)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    for (const p of products) {
      expect(p.cost).toBeGreaterThan(0);
      expect(p.TotalQuentity).toBe(p.Quantity);
      expect(p.img).not.toBe('');
    }
  });

  it('has at least 6 blogs and 8 reviews', async () => {
    expect((await get(t, '/api/blogs')).length).toBeGreaterThanOrEqual(6);
    expect((await get(t, '/api/review')).length).toBeGreaterThanOrEqual(8);
  });

  it("has the spec's 4 counters, in order, and 5 best sellers", async () => {
    const counters = await get(t, '/api/counters');
    expect(counters.map((c) => [c.name, c.count])).toEqual([
      ['All Services Countrys', 70],
      ['Top Project', 766],
      ['Clients Happyness', 576],
      ['Customer Feedback', 1658],
    ]);
    const best = await get(t, '/api/best-sellers');
    expect(best).toHaveLength(5);
    for (const b of best) expect(b.name).not.toBe('');
  });

  it('changes nothing when seeded a second time', async () => {
    const before = await snapshot(t);
    expect(before.product!.length).toBeGreaterThanOrEqual(24);
    const { db, pool } = createDatabase(t.databaseUrl, 2);
    try {
      await seedDemoData(db);
      await seedDemoData(db);
    } finally {
      await pool.end();
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('demo admin (no ADMIN_EMAIL)', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SEED: 'false' });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('creates an admin once and prints its password once', async () => {
    const logs: string[] = [];
    const log = { warn: (m: string) => logs.push(m), error: (m: string) => logs.push(`error: ${m}`) };
    await ensureAdmin(bare.app.services.accounts, bare.app.auth, {}, log);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(DEMO_ADMIN_EMAIL);
    const password = logs[0]!.match(new RegExp(`${DEMO_ADMIN_EMAIL} / (\\S+)`))?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(12);

    const admin = await signIn(bare.app, DEMO_ADMIN_EMAIL, password!);
    expect((await as(bare.app, admin, { method: 'GET', url: `/api/admin/${DEMO_ADMIN_EMAIL}` })).json()).toEqual({ admin: true });

    await ensureAdmin(bare.app.services.accounts, bare.app.auth, {}, log);
    expect(logs).toHaveLength(1);
    const users = (await as(bare.app, admin, { method: 'GET', url: '/api/user' })).json() as User[];
    expect(users.filter((u) => u.role === 'admin')).toHaveLength(1);
  });

  it('seeds content into an empty database', async () => {
    expect((await snapshot(bare)).product).toEqual([]);
    const { db, pool } = createDatabase(bare.databaseUrl, 2);
    try {
      await seedDemoData(db);
    } finally {
      await pool.end();
    }
    const after = await snapshot(bare);
    expect(after.product!.length).toBeGreaterThanOrEqual(24);
    expect(after.counter).toHaveLength(4);
  });
});

describe('ADMIN_EMAIL naming an account that already exists', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SEED: 'false' });
  });
  afterAll(async () => {
    await shop?.close();
  });
  const run = async (email: string, password = 'operator-pass-1') => {
    const log = { warn: [] as string[], error: [] as string[] };
    await ensureAdmin(
      shop.app.services.accounts,
      shop.app.auth,
      { email, password },
      {
        warn: (m) => log.warn.push(m),
        error: (m) => log.error.push(m),
      },
    );
    return log;
  };
  const verified = async (email: string) => {
    const client = new pg.Client({ connectionString: shop.databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ v: boolean }>('SELECT email_verified AS v FROM "user" WHERE email = $1', [email])).rows[0]?.v;
    } finally {
      await client.end();
    }
  };

  it('leaves an account whose e-mail is not verified a customer, and logs an error saying what to do', async () => {
    const squatter = await signUp(shop.app, uniqueEmail('future-admin'), 'squatter-pass');
    expect(await verified(squatter.email)).toBe(false);
    const log = await run(squatter.email);
    expect(log.error).toHaveLength(1);
    expect(log.error[0]).toContain(squatter.email);
    expect(log.error[0]).toMatch(/not verified.*stays a customer.*Verify the address.*remove that account.*restart/);
    expect((await shop.app.services.accounts.findByEmail(squatter.email))?.role).toBe('user');
    const me = await as(shop.app, squatter, { method: 'GET', url: `/api/admin/${encodeURIComponent(squatter.email)}` });
    expect(me.json()).toEqual({ admin: false });
    // Nor was the operator's password given to it.
    await expect(signIn(shop.app, squatter.email, 'operator-pass-1')).rejects.toThrow(/sign-in failed/);
  });

  it('promotes an account whose e-mail is verified', async () => {
    const owner = await signUp(shop.app, uniqueEmail('verified-admin'));
    await shop.app.services.accounts.markVerified(owner.email);
    const log = await run(owner.email);
    expect(log.error).toEqual([]);
    expect((await shop.app.services.accounts.findByEmail(owner.email))?.role).toBe('admin');
  });

  it('creates a missing one with ADMIN_PASSWORD as an admin whose e-mail counts as verified', async () => {
    const email = uniqueEmail('new-admin');
    const log = await run(email, 'operator-pass-2');
    expect(log).toEqual({ warn: [`Admin account created: ${email}`], error: [] });
    expect(await verified(email)).toBe(true);
    const admin = await signIn(shop.app, email, 'operator-pass-2');
    expect((await as(shop.app, admin, { method: 'GET', url: `/api/admin/${encodeURIComponent(email)}` })).json()).toEqual({ admin: true });
    // A restart finds it verified and admin: nothing to log.
    expect(await run(email, 'operator-pass-2')).toEqual({ warn: [], error: [] });
  });

  it('mails the account it creates no "Confirm your e-mail address" (it counts as verified) and opens no session for it', async () => {
    const email = uniqueEmail('quiet-admin');
    await run(email, 'operator-pass-3');
    await drainOutbox(shop.app);
    expect(mailsTo(shop.config.DATA_DIR, email).map((m) => m.subject)).toEqual([]);
    const { rows } = await shop.app.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM session JOIN "user" u ON u.id = session.user_id WHERE u.email = $1',
      [email],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('made the seeded ADMIN_EMAIL admin of the main test shop verified at start, and its owner (the first admin)', async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ v: boolean; role: string }>('SELECT email_verified AS v, role FROM "user" WHERE email = $1', [
        ADMIN.email,
      ]);
      expect(rows).toEqual([{ v: true, role: 'owner' }]);
    } finally {
      await client.end();
    }
  });
});
