/**
 * Soak: the production server (node dist/server/main.js, embedded PostgreSQL on a temporary
 * DATA_DIR) under mixed browsing and ordering for SOAK_SECONDS (default 600), sampling its RSS
 * every 10 s. Reports requests, status counts, latency, 5xx and the RSS growth from the sample
 * at one minute (or half-way, on runs under two minutes) to the end. Exit code 1 on any 5xx
 * or network error.
 *
 * The load is steady: each worker's shopper is replaced by a newly signed-up one after
 * SOAK_ORDERS_PER_SHOPPER placed orders (default 25), as a shop sees new customers, so one
 * account's "My Order" list does not grow for the whole run (with one account per worker it
 * reached ~2,000 orders, and every list call got heavier as the run went on). The database
 * itself still grows. The report shows the mean My Order list length in the first and last
 * minute, so a growing load is visible.
 *
 *   npm run build:server && SOAK_SECONDS=600 npx tsx scripts/soak.ts
 *   env: SOAK_SECONDS, SOAK_WORKERS (8), SOAK_REPORT (write the JSON report to this file)
 *   diagnosis: SOAK_NODE_ARGS (node options for the server, e.g. "--trace-gc"),
 *   SOAK_SERVER_LOG (copy the server's output to this file),
 *   SOAK_SIGNAL_AT (seconds, comma-separated: send SIGUSR2 then, e.g. for --heapsnapshot-signal=SIGUSR2)
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, httpSession, postgresPidsFor, PROCESS_ADMIN, sleep, startServer, type HttpSession } from '../tests/setup/process.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 8);
const ORDERS_PER_SHOPPER = Number(process.env.SOAK_ORDERS_PER_SHOPPER ?? 25);
const SAMPLE_MS = 10_000;
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

function rssKb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.match(/(\d+)/)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

interface Stats {
  requests: number;
  statuses: Record<string, number>;
  fiveXx: string[];
  networkErrors: number;
  latencies: number[];
  /** [seconds since start, length] of every My Order list answered. */
  orderLists: [number, number][];
}
const stats: Stats = { requests: 0, statuses: {}, fiveXx: [], networkErrors: 0, latencies: [], orderLists: [] };

async function timed(label: string, run: () => Promise<{ status: number; json: () => unknown }>) {
  const started = performance.now();
  const res = await run();
  const ms = performance.now() - started;
  stats.requests++;
  stats.statuses[res.status] = (stats.statuses[res.status] ?? 0) + 1;
  if (stats.latencies.length < 200_000) stats.latencies.push(ms);
  if (res.status === 0) stats.networkErrors++;
  if (res.status >= 500 && stats.fiveXx.length < 50) stats.fiveXx.push(`${label} → ${res.status}`);
  return res;
}

interface World {
  url: string;
  started: number;
  productIds: string[];
  blogIds: string[];
}

/** One worker's current customer: its session, its unpaid orders and how many it placed. */
interface Shopper {
  session: HttpSession;
  unpaid: string[];
  placed: number;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** One visitor's step: mostly browsing, some ordering, paying and cancelling. */
async function step(w: World, shopper: Shopper, worker: number) {
  const roll = Math.random();
  const url = w.url;
  const myOrders = shopper.unpaid;
  // Each worker is its own client address (through the trusted local hop), as real shoppers are.
  const as = { ...shopper.session, headers: { ...shopper.session.headers, 'x-forwarded-for': `10.50.0.${worker + 1}` } };
  if (roll < 0.3) return timed('GET /api/service', () => call(url, null, 'GET', '/api/service'));
  if (roll < 0.42) return timed('GET /api/service/:id', () => call(url, null, 'GET', `/api/service/${pick(w.productIds)}`));
  if (roll < 0.5)
    return timed('GET /api/service?search', () =>
      call(url, null, 'GET', `/api/service?search=${pick(['ssd', 'battery', 'fan', 'ddr4'])}&page=1&limit=12`),
    );
  if (roll < 0.58)
    return timed('GET content', () =>
      call(url, null, 'GET', pick(['/api/blogs', '/api/review', '/api/counters', '/api/best-sellers', '/api/config'])),
    );
  if (roll < 0.62) return timed('GET /api/blogReview', () => call(url, null, 'GET', `/api/blogReview?blogId=${pick(w.blogIds)}`));
  if (roll < 0.66) return timed('GET /', () => call(url, null, 'GET', pick(['/', '/service', '/blogs'])));
  if (roll < 0.76) {
    const res = await timed('GET /api/order', () => call(url, as, 'GET', '/api/order'));
    if (res.status === 200) stats.orderLists.push([(Date.now() - w.started) / 1000, (res.json() as unknown[]).length]);
    return res;
  }
  if (roll < 0.86) {
    const res = await timed('POST /api/order', () =>
      call(url, as, 'POST', '/api/order', { userId: pick(w.productIds), number: '5551234', quantity: 1 + (worker % 2) }),
    );
    if (res.status === 201) {
      shopper.placed++;
      myOrders.push((res.json() as { _id: string })._id);
    }
    return res;
  }
  if (roll < 0.92 && myOrders.length) {
    const orderId = myOrders.shift()!;
    const intent = await timed('POST /api/create-payment-intent', () => call(url, as, 'POST', '/api/create-payment-intent', { orderId }));
    if (intent.status !== 200) return intent;
    const { clientSecret } = intent.json() as { clientSecret: string };
    return timed('POST /api/payments/test/confirm', () =>
      call(url, as, 'POST', '/api/payments/test/confirm', { clientSecret, card: CARD }),
    );
  }
  if (roll < 0.96 && myOrders.length)
    return timed('DELETE /api/order/:id', () => call(url, as, 'DELETE', `/api/order/${myOrders.shift()}`));
  if (roll < 0.98) return timed('GET /api/profile', () => call(url, as, 'GET', '/api/profile'));
  return timed('GET /api/auth/get-session', () => call(url, as, 'GET', '/api/auth/get-session'));
}

let shoppersSignedUp = 0;
async function newShopper(url: string, worker: number): Promise<Shopper> {
  const session = await httpSession(url, `soak-${worker}-${++shoppersSignedUp}-${Date.now()}@example.com`, 'secret123');
  return { session, unpaid: [], placed: 0 };
}

const mean = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : 0);

function percentile(sorted: number[], p: number) {
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10 : 0;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partshub-soak-'));
  console.log(`soak: ${SECONDS} s, ${WORKERS} workers, DATA_DIR ${dataDir}`);
  const nodeArgs = process.env.SOAK_NODE_ARGS?.split(' ').filter(Boolean);
  const tee = process.env.SOAK_SERVER_LOG ? createWriteStream(process.env.SOAK_SERVER_LOG) : undefined;
  const server = await startServer({ dataDir, nodeArgs, tee });
  const signalTimers = (process.env.SOAK_SIGNAL_AT ?? '')
    .split(',')
    .filter(Boolean)
    .map((s) => setTimeout(() => process.kill(server.pid, 'SIGUSR2'), Number(s) * 1000));
  try {
    const admin = await httpSession(server.url, PROCESS_ADMIN.email, PROCESS_ADMIN.password, true);
    const productIds: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call(server.url, admin, 'POST', '/api/service', {
        name: `Soak part ${i}`,
        sublierName: 'Soak',
        cost: 10 + i,
        Quantity: 1_000_000,
        category: 'memory',
      });
      productIds.push((res.json() as { _id: string })._id);
    }
    const blogIds = ((await call(server.url, null, 'GET', '/api/blogs')).json() as { _id: string }[]).map((b) => b._id);
    const shoppers = await Promise.all(Array.from({ length: WORKERS }, (_, i) => newShopper(server.url, i)));

    const started = Date.now();
    const world: World = { url: server.url, started, productIds, blogIds };
    const deadline = started + SECONDS * 1000;
    const samples: { atS: number; rssKb: number; postmasterRssKb: number; requests: number }[] = [];
    const sample = () =>
      samples.push({
        atS: Math.round((Date.now() - started) / 1000),
        rssKb: rssKb(server.pid),
        postmasterRssKb: postgresPidsFor(dataDir).reduce((n, pid) => n + rssKb(pid), 0),
        requests: stats.requests,
      });
    sample();
    const sampler = setInterval(() => {
      sample();
      const last = samples.at(-1)!;
      console.log(`  t=${last.atS}s requests=${last.requests} rss=${(last.rssKb / 1024).toFixed(1)} MB 5xx=${stats.fiveXx.length}`);
    }, SAMPLE_MS);

    await Promise.all(
      shoppers.map(async (first, worker) => {
        let shopper = first;
        while (Date.now() < deadline) {
          await step(world, shopper, worker);
          if (shopper.placed < ORDERS_PER_SHOPPER) continue;
          try {
            shopper = await newShopper(server.url, worker);
          } catch (err) {
            stats.fiveXx.push(`sign-up → ${(err as Error).message.slice(0, 120)}`);
          }
        }
      }),
    );
    clearInterval(sampler);
    signalTimers.forEach(clearTimeout);
    sample();

    const baselineAt = Math.min(60, SECONDS / 2);
    const baseline = samples.find((s) => s.atS >= baselineAt) ?? samples[0]!;
    const end = samples.at(-1)!;
    const sorted = [...stats.latencies].sort((x, y) => x - y);
    const exitCode = await server.stop('SIGTERM');
    const report = {
      seconds: SECONDS,
      workers: WORKERS,
      requests: stats.requests,
      requestsPerSecond: Math.round((stats.requests / SECONDS) * 10) / 10,
      statuses: stats.statuses,
      fiveXx: stats.fiveXx.length,
      fiveXxSamples: stats.fiveXx,
      networkErrors: stats.networkErrors,
      shoppers: shoppersSignedUp,
      myOrderListLength: {
        firstMinute: mean(stats.orderLists.filter(([t]) => t < 60).map(([, n]) => n)),
        lastMinute: mean(stats.orderLists.filter(([t]) => t >= SECONDS - 60).map(([, n]) => n)),
      },
      latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: percentile(sorted, 100) },
      rss: {
        baselineAtS: baseline.atS,
        baselineMb: Math.round(baseline.rssKb / 102.4) / 10,
        endMb: Math.round(end.rssKb / 102.4) / 10,
        peakMb: Math.round(Math.max(...samples.map((s) => s.rssKb)) / 102.4) / 10,
        growthPercent: Math.round(((end.rssKb - baseline.rssKb) / baseline.rssKb) * 1000) / 10,
        // RSS follows the garbage collector's sawtooth, so one sample can land on a peak or a trough:
        // the means of the minute after the baseline and of the last minute compare like with like.
        baselineMinuteMeanMb:
          Math.round(mean(samples.filter((s) => s.atS >= baseline.atS && s.atS < baseline.atS + 60).map((s) => s.rssKb)) / 102.4) / 10,
        lastMinuteMeanMb: Math.round(mean(samples.filter((s) => s.atS > end.atS - 60).map((s) => s.rssKb)) / 102.4) / 10,
        postmasterEndMb: Math.round(end.postmasterRssKb / 102.4) / 10,
      },
      serverExitCode: exitCode,
      samples,
    };
    console.log(JSON.stringify({ ...report, samples: undefined }, null, 2));
    if (process.env.SOAK_REPORT) writeFileSync(process.env.SOAK_REPORT, JSON.stringify(report, null, 2));
    process.exitCode = report.fiveXx === 0 && report.networkErrors === 0 && exitCode === 0 ? 0 : 1;
  } finally {
    await server.stop('SIGKILL', 5000);
    tee?.end();
    for (let i = 0; i < 50 && postgresPidsFor(dataDir).length; i++) await sleep(100);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
