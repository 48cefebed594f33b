import pg from 'pg';
import { load, type LoadResult } from './load.js';

export interface OrderFixture {
  productId: string;
  token: string;
}

/** A customer with a token and a product with stock for the whole run. */
export async function orderFixture(url: string): Promise<OrderFixture> {
  const json = (res: Response) => res.json() as Promise<Record<string, unknown>>;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, ...headers },
      body: JSON.stringify(body),
    });
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await post('/api/auth/sign-up/email', { email, password: 'bench-pass-1', name: 'Bench' });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = await json(await fetch(`${url}/api/user/${email}`, { method: 'PUT', headers: { cookie, origin: url } }));
  const admin = await post('/api/auth/sign-in/email', { email: 'bench-admin@example.com', password: 'bench-admin-pass' });
  const adminCookie = admin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const product = await json(
    await post(
      '/api/service',
      { name: `Bench part ${Date.now()}`, sublierName: 'Bench', cost: 9.99, Quantity: 1_000_000, category: 'memory' },
      { cookie: adminCookie },
    ),
  );
  return { productId: product._id as string, token: token as string };
}

export function placeOrders(url: string, f: OrderFixture): Promise<LoadResult> {
  return load({
    url: `${url}/api/order`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${f.token}` },
    body: JSON.stringify({ userId: f.productId, number: '5551234', quantity: 1 }),
  });
}

/**
 * The limit for order placement: the same transaction (take stock, insert the order and its line) straight
 * through `pg` on a pool of the server's size, 50 concurrent workers, for the same duration.
 */
export async function bareOrderLoop(databaseUrl: string, productId: string, seconds = 10): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const { rows } = await pool.query(`SELECT user_id FROM session ORDER BY created_at DESC LIMIT 1`);
  const userId = rows[0].user_id as string;
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  let errors = 0;
  async function worker() {
    while (performance.now() < end) {
      const t0 = performance.now();
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const p = await client.query(
          `UPDATE product SET stock_available = stock_available - 1 WHERE id = $1 AND archived = false AND stock_available >= 1 RETURNING name, price_cents`,
          [productId],
        );
        const order = await client.query(
          `INSERT INTO "order" (user_id, customer_email, subtotal_cents, total_cents, phone) VALUES ($1, 'bench@example.com', $2, $2, '5551234') RETURNING id`,
          [userId, p.rows[0].price_cents],
        );
        await client.query(
          `INSERT INTO order_line (order_id, position, product_id, product_name, unit_price_cents, quantity) VALUES ($1, 0, $2, $3, $4, 1)`,
          [order.rows[0].id, productId, p.rows[0].name, p.rows[0].price_cents],
        );
        await client.query('COMMIT');
      } catch {
        errors++;
        await client.query('ROLLBACK').catch(() => {});
      } finally {
        client.release();
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
