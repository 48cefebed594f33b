// The checkout scenario of `npm run bench`: POST /api/checkout with a 3-line cart, 50 connections,
// without and with a discount code, against a bare pg loop that sends PostgreSQL the same
// statements the server sends (without a code).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createCartService } from '../../src/server/modules/cart/service.js';
import { takeStockSql } from '../../src/server/modules/catalog/service.js';
import { placeOrderSql, unpaidBelowSql, type NewOrder } from '../../src/server/modules/orders/service.js';
import { orderTotals } from '../../src/server/modules/shipping/service.js';
import { load, LOAD_SECONDS, type LoadResult } from './load.js';

/** Carts made ready per side: more than either side checks out in LOAD_SECONDS on this machine. */
const CARTS = 12_000;
const ADDRESS = {
  name: 'Bench Buyer',
  line1: '1 Load Street',
  line2: '',
  city: 'Berlin',
  region: '',
  postalCode: '10115',
  country: 'DE',
  phone: '5551234',
};

export interface CheckoutFixture {
  /** Bearer tokens of customers whose carts hold the same three parts: the server's, with a code, then the bare loop's. */
  shopTokens: string[];
  codeTokens: string[];
  /** A discount code (10 % off, no limit) the second load types at checkout. */
  discountCode: string;
  bareUsers: string[];
  productIds: string[];
  shippingOptionId: string;
}

/**
 * Customers, sessions and 3-line carts made straight in the database (signing up thousands of
 * customers through the API would take minutes of password hashing): each checkout empties its
 * cart, so every request of the load comes from a customer of its own.
 */
export async function checkoutFixture(databaseUrl: string): Promise<CheckoutFixture> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const run = Date.now().toString(36);
    const products = await db.query<{ id: string }>(
      `INSERT INTO product (name, supplier_name, price_cents, stock_available, stock_received, category)
       SELECT 'Bench checkout part ' || i || ' ' || $1, 'Bench', 999 + i * 250, 10000000, 10000000, 'memory' FROM generate_series(1, 3) i
       RETURNING id`,
      [run],
    );
    const productIds = products.rows.map((r) => r.id);
    await db.query(
      `WITH u AS (
         INSERT INTO "user" (id, name, email, email_verified)
         SELECT 'bench-' || $1 || '-' || i, 'Bench ' || i, 'bench-' || $1 || '-' || i || '@example.com', true FROM generate_series(1, $2::int) i
         RETURNING id
       ), s AS (
         INSERT INTO session (id, token, user_id, expires_at) SELECT 'bs-' || id, 'benchtoken' || replace(id, '-', '_'), id, now() + interval '1 day' FROM u
       )
       INSERT INTO cart_item (user_id, product_id, quantity) SELECT u.id, p, 1 FROM u, unnest($3::uuid[]) p`,
      [run, 3 * CARTS, productIds],
    );
    const users = Array.from({ length: 3 * CARTS }, (_, i) => `bench-${run}-${i + 1}`);
    const discountCode = `BENCH${run}`.toUpperCase();
    await db.query(`INSERT INTO promotion (label, code, kind, percent_basis_points) VALUES ('Bench 10 %', $1, 'percentage', 1000)`, [
      discountCode,
    ]);
    const option = await db.query<{ id: string }>(`SELECT id FROM shipping_option WHERE name = 'Standard ground'`);
    return {
      shopTokens: users.slice(0, CARTS).map((id) => `benchtoken${id.replaceAll('-', '_')}`),
      codeTokens: users.slice(CARTS, 2 * CARTS).map((id) => `benchtoken${id.replaceAll('-', '_')}`),
      discountCode,
      bareUsers: users.slice(2 * CARTS),
      productIds,
      shippingOptionId: option.rows[0]!.id,
    };
  } finally {
    await db.end();
  }
}

/** Each request of the load checks out the next customer's cart (`withCode`: typing the fixture's discount code). */
export function checkoutLoad(url: string, f: CheckoutFixture, withCode = false): Promise<LoadResult> {
  let next = 0;
  const tokens = withCode ? f.codeTokens : f.shopTokens;
  const code = withCode ? { discountCode: f.discountCode.toLowerCase() } : {};
  return load({
    url: `${url}/api/checkout`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: ADDRESS, shippingOptionId: f.shippingOptionId, ...code }),
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
        }),
      },
    ],
  });
}

const dialect = new PgDialect();
const cart = createCartService(null as never);

/** The placing statement as the server builds it (the same modules' SQL, MAX_OPEN_ORDERS included), for one customer's cart. */
function placingStatement(order: NewOrder & { userId: string }, lines: { productId: string; quantity: number }[]) {
  const stock = order.lines.map((l) => ({ productId: l.productId, units: l.quantity, priceCents: l.unitPriceCents, name: l.productName }));
  const lock = cart.lockSql(order.userId, lines);
  const unpaid = unpaidBelowSql({ userId: order.userId, email: order.customerEmail }, 1000);
  const query = dialect.sqlToQuery(sql`
    WITH ${unpaid.cte}, ${lock.cte}, ${takeStockSql(stock, lock.gate, unpaid.ok)}, ${placeOrderSql(order, sql`stock_all`)},
    mail AS (INSERT INTO mail_outbox (to_address, subject, body_text) SELECT ${order.customerEmail}, 'Your order', 'Thank you' FROM placed),
    cart_cleared AS (${cart.clearSql(
      order.userId,
      stock.map((l) => l.productId),
    )})
    SELECT (SELECT created_at FROM placed) AS created_at, ${unpaid.ok} AS within_limit`);
  return { text: query.sql, values: query.params as unknown[] };
}

/**
 * The limit: per checkout, the reads the server makes, at the same time as it makes them (the
 * cart, its products through the cart's subquery, the shipping option with the tax rate), then the
 * one placing statement (which also checks the unpaid orders), through a pg pool of the server's
 * size with 50 concurrent workers; no HTTP, no session lookup, no validation, no JSON.
 */
export async function bareCheckoutLoop(databaseUrl: string, f: CheckoutFixture, seconds = LOAD_SECONDS): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  let errors = 0;
  let next = 0;
  async function checkoutOnce(userId: string) {
    const [cartRows, products, option] = await Promise.all([
      pool.query<{ product_id: string; quantity: number }>(
        'SELECT product_id, quantity FROM cart_item WHERE user_id = $1 ORDER BY created_at, product_id',
        [userId],
      ),
      pool.query<{ id: string; name: string; img: string; category: string; price_cents: number }>(
        'SELECT * FROM product WHERE id IN (SELECT product_id FROM cart_item WHERE user_id = $1)',
        [userId],
      ),
      pool.query<{ id: string; name: string; price_cents: number; days: number; tax: number | null }>(
        'SELECT *, (SELECT rate_basis_points FROM tax_rate WHERE country = $2) AS tax FROM shipping_option WHERE id = $1 AND archived = false',
        [f.shippingOptionId, 'DE'],
      ),
    ]);
    const lines = cartRows.rows.map((r) => ({ productId: r.product_id, quantity: r.quantity }));
    const byId = new Map(products.rows.map((p) => [p.id, p]));
    const orderLines = lines.map((l) => {
      const p = byId.get(l.productId)!;
      return {
        id: randomUUID(),
        productId: p.id,
        productName: p.name,
        productImg: p.img,
        category: p.category,
        unitPriceCents: p.price_cents,
        quantity: l.quantity,
        discountCents: 0,
        laptopId: null,
        laptopBrand: null,
        laptopModel: null,
        fitVerdict: null,
      };
    });
    const subtotalCents = orderLines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
    const o = option.rows[0]!;
    const taxRateBasisPoints = o.tax ?? 0;
    const { taxCents, totalCents } = orderTotals({ subtotalCents, shippingCents: o.price_cents, taxRateBasisPoints });
    const order: NewOrder & { userId: string } = {
      id: randomUUID(),
      userId,
      customerEmail: `${userId}@example.com`,
      phone: ADDRESS.phone,
      lines: orderLines,
      subtotalCents,
      discountCents: 0,
      discounts: [],
      totalCents,
      giftCards: [],
      giftCardCents: 0,
      storeCreditCents: 0,
      delivery: {
        address: ADDRESS,
        shippingOptionId: o.id,
        shippingOptionName: o.name,
        shippingDays: o.days,
        shippingCents: o.price_cents,
        taxRateBasisPoints,
        taxCents,
      },
      placedBy: 'customer',
    };
    const placed = await pool.query<{ created_at: Date | null }>(placingStatement(order, lines));
    if (placed.rows[0]?.created_at == null) throw new Error('not placed');
  }
  async function worker() {
    while (performance.now() < end) {
      const userId = f.bareUsers[next++ % f.bareUsers.length]!;
      const t0 = performance.now();
      try {
        await checkoutOnce(userId);
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: 50 }, worker));
  await pool.end();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.floor((p / 100) * (latencies.length - 1))]!);
  return { rps: Math.round(latencies.length / seconds), p50: at(50), p99: at(99), errors, non2xx: 0, statusCodes: {} };
}
