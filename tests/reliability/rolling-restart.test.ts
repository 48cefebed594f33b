/**
 * A rolling restart behind a load balancer loses nothing (issue 32): two production instances on the
 * machine's PostgreSQL and Redis behind HAProxy (Debian's package), orders, guest checkouts and catalog
 * reads sent at a steady rate, and each instance restarted in turn (SIGTERM, then started again on its
 * port). Every request gets its normal answer, every acknowledged order is in the database, and the
 * part's stock is what it was less exactly the units of those orders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/db/embedded.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { skipWithout } from '../setup/machine-services.js';
import { sqlOn } from '../setup/pg.js';
import { call, httpSession, PROCESS_ADMIN, sleep, startServer, type HttpSession, type ServerProcess } from '../setup/process.js';
import { BERLIN_ADDRESS } from '../setup/shop.js';

const HAPROXY = '/usr/sbin/haproxy';
const PG_BASE = 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379';
const skipForServices = await skipWithout('rolling-restart.test.ts', 'PostgreSQL', 'Redis');
if (!existsSync(HAPROXY) && process.env.CI === 'true')
  throw new Error('rolling-restart.test.ts needs HAProxy (apt-get install -y haproxy)');
const skip = skipForServices || !existsSync(HAPROXY);

const dbName = `partshub_roll_${randomBytes(5).toString('hex')}`;
const databaseUrl = `postgres://postgres@127.0.0.1:5432/${dbName}`;
const prefix = `partshub-rl-roll-${randomBytes(5).toString('hex')}-`;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'partshub-roll-'));
const dirs = ['a', 'b'].map((name) => path.join(workDir, name));
/** Both instances serve the shop at the proxy's address (set in beforeAll): the address shoppers use. */
// A second of draining: five of HAProxy's checks see readiness fail before the port closes.
const env: Record<string, string> = { DATABASE_URL: databaseUrl, REDIS_URL, RATE_LIMIT_PREFIX: prefix, SHUTDOWN_DRAIN_SECONDS: '1' };

const instances: ServerProcess[] = [];
let haproxy: ChildProcess | undefined;
let proxyUrl = '';
let haproxyLog = '';
let statsUrl = '';

/**
 * HAProxy as a deployment would run it: health checks on readiness every 200 ms (a draining instance
 * is taken out at its first failed check), one connection per request to the instances, and a
 * request whose connection an instance refused sent again to the other one (nothing was sent, so
 * nothing is done twice). A request an instance took and did not answer is NOT sent again: it might
 * have been done; an instance must finish what it took.
 */
function haproxyConfig(port: number, statsPort: number, backends: number[]): string {
  return `global
  maxconn 2000
  log stdout format raw local0
defaults
  mode http
  log global
  option httplog
  option dontlog-normal
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A check may wait for an instance busy hashing a password: without this, its timeout is \`inter\` (200 ms).
  timeout check 2s
  option http-server-close
  retries 3
  option redispatch 1
  retry-on conn-failure
frontend shop
  bind 127.0.0.1:${port}
  default_backend shops
frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
backend shops
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 200ms fastinter 100ms downinter 200ms fall 1 rise 2
${backends.map((p, i) => `  server s${i} 127.0.0.1:${p} check`).join('\n')}
`;
}

async function startHaproxy(port: number, backends: number[]) {
  const config = path.join(workDir, 'haproxy.cfg');
  statsUrl = `http://127.0.0.1:${await freePort()}/stats;csv`;
  writeFileSync(config, haproxyConfig(port, Number(new URL(statsUrl).port), backends));
  haproxy = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => (haproxyLog = (haproxyLog + chunk.toString()).slice(-10_000));
  haproxy.stdout!.on('data', keep);
  haproxy.stderr!.on('data', keep);
  proxyUrl = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    (await Promise.all(backends.map((_, index) => serverStatus(index).catch(() => 'no stats')))).some((s) => s !== 'UP');
    i++
  ) {
    if (i > 150) throw new Error(`HAProxy did not see both instances up in 30 s:\n${haproxyLog}`);
    await sleep(200);
  }
}

interface Outcome {
  kind: 'read' | 'order' | 'checkout' | 'sign-in';
  status: number;
  at: number;
  orderId?: string;
  units?: number;
}

interface Load {
  productId: string;
  shippingOptionId: string;
  shoppers: HttpSession[];
}

/** One loop of the load: its kind of request every `everyMs` until `running()` says stop. */
async function loop(kind: Outcome['kind'], load: Load, everyMs: number, running: () => boolean, out: Outcome[]) {
  for (let i = 0; running(); i++) {
    const at = Date.now();
    if (kind === 'read') {
      const res = await call(proxyUrl, null, 'GET', `/api/service/${load.productId}`);
      out.push({ kind, status: res.status, at });
    } else if (kind === 'sign-in') {
      // Slow on purpose (the password hash): there is always one in flight when an instance is told to stop.
      const res = await signIn(load.shoppers[i % load.shoppers.length]!.email);
      out.push({ kind, status: res, at });
    } else if (kind === 'order') {
      const shopper = load.shoppers[i % load.shoppers.length]!;
      const res = await call(proxyUrl, shopper, 'POST', '/api/order', { userId: load.productId, number: '5551234' }, 30_000);
      out.push({ kind, status: res.status, at, orderId: (res.json() as { _id?: string } | undefined)?._id, units: 1 });
    } else {
      const res = await call(
        proxyUrl,
        null,
        'POST',
        '/api/checkout',
        {
          email: `guest-${randomBytes(4).toString('hex')}@example.com`,
          items: [{ productId: load.productId, quantity: 2 }],
          address: BERLIN_ADDRESS,
          shippingOptionId: load.shippingOptionId,
        },
        30_000,
      );
      out.push({ kind, status: res.status, at, orderId: (res.json() as { _id?: string } | undefined)?._id, units: 2 });
    }
    await sleep(Math.max(0, everyMs - (Date.now() - at)));
  }
}

async function signIn(email: string): Promise<number> {
  try {
    const res = await fetch(`${proxyUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: proxyUrl },
      body: JSON.stringify({ email, password: 'secret123' }),
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** HAProxy's own view of server `s<index>` (its stats CSV: pxname,svname,…,status,…). */
async function serverStatus(index: number): Promise<string> {
  const csv = await (await fetch(statsUrl)).text();
  const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const status = header!.split(',').indexOf('status');
  return rows.map((row) => row.split(',')).find((cols) => cols[0] === 'shops' && cols[1] === `s${index}`)?.[status] ?? 'missing';
}

/**
 * SIGTERM, a clean exit, then the same instance again on its port; done when HAProxy sends it requests
 * again (two good checks), as a deploy script waits before restarting the next instance: on a busy
 * machine a fixed pause could restart the second instance while the first is still out.
 */
async function restart(index: number) {
  const old = instances[index]!;
  expect(await old.stop('SIGTERM', 40_000), old.output()).toBe(0);
  instances[index] = await startServer({ dataDir: dirs[index]!, env, port: old.port });
  for (let i = 0; (await serverStatus(index)) !== 'UP'; i++) {
    if (i > 150) throw new Error(`HAProxy did not take s${index} back in 30 s:\n${haproxyLog}`);
    await sleep(200);
  }
}

describe.skipIf(skip)('a rolling restart behind HAProxy', () => {
  beforeAll(async () => {
    await sqlOn(PG_BASE, `CREATE DATABASE ${dbName}`);
    const proxyPort = await freePort();
    const ports = [await freePort(), await freePort()];
    env.PUBLIC_URL = `http://127.0.0.1:${proxyPort}`;
    instances.push(...(await Promise.all(dirs.map((dataDir, i) => startServer({ dataDir, env, port: ports[i] })))));
    await startHaproxy(proxyPort, ports);
  }, 180_000);

  afterAll(async () => {
    haproxy?.kill('SIGKILL');
    await Promise.all(instances.map((s) => s.stop('SIGKILL', 5000)));
    await sqlOn(PG_BASE, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it('answers every request, keeps every acknowledged order, and the stock adds up', async () => {
    const boss = await httpSession(proxyUrl, PROCESS_ADMIN.email, PROCESS_ADMIN.password, true);
    const STOCK = 100_000;
    const created = await call(proxyUrl, boss, 'POST', '/api/service', {
      name: 'Rolling restart part',
      sublierName: 'S',
      cost: 5,
      Quantity: STOCK,
      category: 'fans',
    });
    expect(created.status).toBe(201);
    const options = (await call(proxyUrl, boss, 'GET', '/api/admin/shipping-options')).json() as { _id: string; name: string }[];
    const load: Load = {
      productId: (created.json() as Product)._id,
      shippingOptionId: options.find((o) => o.name === 'Standard ground')!._id,
      shoppers: await Promise.all([0, 1, 2].map((i) => httpSession(proxyUrl, `roll-${i}-${Date.now()}@example.com`, 'secret123'))),
    };

    let running = true;
    const outcomes: Outcome[] = [];
    const loops = [
      loop('read', load, 20, () => running, outcomes),
      loop('read', load, 20, () => running, outcomes),
      loop('order', load, 50, () => running, outcomes),
      loop('checkout', load, 100, () => running, outcomes),
      loop('sign-in', load, 0, () => running, outcomes),
      loop('sign-in', load, 0, () => running, outcomes),
    ];
    await sleep(2000);
    const restartedAt = Date.now();
    await restart(0);
    await restart(1);
    await sleep(2000);
    running = false;
    await Promise.all(loops);
    const restartMs = Date.now() - restartedAt;

    const failed = outcomes.filter((o) => o.status !== (o.kind === 'order' || o.kind === 'checkout' ? 201 : 200));
    expect(failed, haproxyLog).toEqual([]);
    const acknowledged = outcomes.filter((o) => o.orderId);
    const byKind = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind).length;
    expect(byKind('order')).toBeGreaterThan(20);
    expect(byKind('checkout')).toBeGreaterThan(10);

    const stored = await sqlOn(
      databaseUrl,
      `SELECT o.id, sum(l.quantity)::int AS units FROM "order" o JOIN order_line l ON l.order_id = o.id WHERE l.product_id = $1 GROUP BY o.id`,
      [load.productId],
    );
    const storedUnits = new Map(stored.map((r) => [r.id as string, r.units as number]));
    for (const o of acknowledged) expect(storedUnits.get(o.orderId!), `order ${o.orderId}`).toBe(o.units);
    expect(stored.length).toBe(acknowledged.length);
    const [product] = await sqlOn(databaseUrl, 'SELECT stock_available FROM product WHERE id = $1', [load.productId]);
    const units = acknowledged.reduce((sum, o) => sum + o.units!, 0);
    expect(product.stock_available).toBe(STOCK - units);

    console.info(
      `rolling restart: ${outcomes.length} requests (${byKind('read')} reads, ${byKind('order')} orders, ${byKind('checkout')} checkouts, ${byKind('sign-in')} sign-ins) ` +
        `in ${((outcomes.at(-1)!.at - outcomes[0]!.at) / 1000).toFixed(1)} s, both instances restarted in ${(restartMs / 1000).toFixed(1)} s, ` +
        `${failed.length} failed`,
    );
  }, 240_000);
});
