/**
 * kill -9 of the production server (embedded PostgreSQL) in the middle of an order load, then a
 * restart on the same data folder: every order answered 201 is there, stock adds up, the orphaned
 * PostgreSQL of the killed server is dealt with, and the second server stops cleanly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/shared/schemas/order.js';
import type { Product } from '../../src/shared/schemas/product.js';
import {
  call,
  httpSession,
  postgresPidsFor,
  PROCESS_ADMIN,
  sleep,
  startServer,
  type HttpSession,
  type ServerProcess,
} from '../setup/process.js';

/** Units received per product; several products so orders do not all queue on one row lock. */
const RECEIVED = 5000;
const PRODUCTS = 4;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partshub-crash-'));
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL', 5000);
  for (const pid of postgresPidsFor(dataDir)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Placed {
  quantity: number;
  cancelled: boolean;
}

/** Orders (and now and then cancels) in a loop until told to stop; bounded. */
async function orderLoop(
  url: string,
  user: HttpSession,
  productId: string,
  placed: Map<string, Placed>,
  state: { stop: boolean; fivexx: string[] },
) {
  for (let i = 0; i < 500 && !state.stop; i++) {
    const quantity = 1 + (i % 3);
    const res = await call(url, user, 'POST', '/api/order', { userId: productId, number: '5551234', quantity });
    if (res.status === 201) {
      const id = (res.json() as Order)._id;
      placed.set(id, { quantity, cancelled: false });
      if (i % 7 === 3) {
        const cancel = await call(url, user, 'DELETE', `/api/order/${id}`);
        if (cancel.status === 200) placed.set(id, { quantity, cancelled: true });
      }
    } else if (res.status >= 500) {
      state.fivexx.push(`${res.status}`);
    } else if (res.status === 0 && state.stop) {
      return;
    }
  }
}

describe('a crash under load', () => {
  it('loses no confirmed order, keeps stock right and restarts the embedded database cleanly', async () => {
    const first = await startServer({ dataDir });
    servers.push(first);
    const admin = await httpSession(first.url, PROCESS_ADMIN.email, PROCESS_ADMIN.password, true);
    const productIds: string[] = [];
    for (let i = 0; i < PRODUCTS; i++) {
      const created = await call(first.url, admin, 'POST', '/api/service', {
        name: `Crash part ${i}`,
        sublierName: 'S',
        cost: 5,
        Quantity: RECEIVED,
        category: 'fans',
      });
      expect(created.status).toBe(201);
      productIds.push((created.json() as Product)._id);
    }
    const users = await Promise.all(
      Array.from({ length: 4 }, (_, i) => httpSession(first.url, `crash-${i}-${Date.now()}@example.com`, 'secret123')),
    );

    const placed = new Map<string, Placed>();
    const state = { stop: false, fivexx: [] as string[] };
    const load = Promise.all(
      users.flatMap((u, i) => [0, 1].map((k) => orderLoop(first.url, u, productIds[(i + k) % PRODUCTS]!, placed, state))),
    );
    // Kill once the load is well under way (a few hundred orders over about two seconds).
    for (let waited = 0; waited < 2500 && placed.size < 200; waited += 50) await sleep(50);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    state.stop = true;
    await load;
    expect(state.fivexx).toEqual([]);
    expect(placed.size).toBeGreaterThanOrEqual(50);
    const orphans = postgresPidsFor(dataDir);

    const second = await startServer({ dataDir });
    servers.push(second);
    // The old session survived too (it lives in the database).
    const orders = await call(second.url, admin, 'GET', '/api/order');
    expect(orders.status).toBe(200);
    const stored = new Map((orders.json() as Order[]).map((o) => [o._id, o]));
    const missing = [...placed.keys()].filter((id) => !stored.has(id));
    expect(missing, 'orders answered 201 but lost').toEqual([]);
    for (const [id, p] of placed) if (p.cancelled) expect(stored.get(id)!.status).toBe('cancelled');

    for (const productId of productIds) {
      const product = (await call(second.url, null, 'GET', `/api/service/${productId}`)).json() as Product;
      const ordered = [...stored.values()]
        .filter((o) => o.status !== 'cancelled')
        .flatMap((o) => o.lines)
        .filter((l) => l.productId === productId)
        .reduce((n, l) => n + l.quantity, 0);
      expect(product.TotalQuentity).toBe(RECEIVED);
      expect(product.Quantity + ordered, 'units in stock + units ordered = units received').toBe(RECEIVED);
    }
    // The killed server's PostgreSQL was stopped by the new start, not left beside it.
    for (const pid of orphans) expect(postgresPidsFor(dataDir)).not.toContain(pid);
    expect(second.output()).not.toMatch(/postgres: .*(error|fatal|panic)/i);

    expect(await second.stop('SIGTERM')).toBe(0);
    for (let i = 0; i < 50 && postgresPidsFor(dataDir).length > 0; i++) await sleep(100);
    expect(postgresPidsFor(dataDir)).toEqual([]);
  }, 150_000);
});
