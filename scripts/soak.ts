/**
 * Soak: the production server (node dist/server/main.js, embedded PostgreSQL on a temporary
 * DATA_DIR) under mixed browsing and ordering for SOAK_SECONDS (default 600), sampling its RSS
 * every 10 s. Reports requests, status counts, latency, 5xx and the RSS growth from the sample
 * at one minute (or half-way, on runs under two minutes) to the end. Exit code 1 on any 5xx
 * or network error.
 *
 *   npm run build:server && SOAK_SECONDS=600 npx tsx scripts/soak.ts
 *   env: SOAK_SECONDS, SOAK_WORKERS (8), SOAK_REPORT (write the JSON report to this file)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, httpSession, postgresPidsFor, PROCESS_ADMIN, sleep, startServer, type HttpSession } from '../tests/setup/process.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 8);
const SAMPLE_MS = 10_000;
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

function rssKb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
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
}
const stats: Stats = { requests: 0, statuses: {}, fiveXx: [], networkErrors: 0, latencies: [] };

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
  users: HttpSession[];
  productIds: string[];
  blogIds: string[];
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** One visitor's step: mostly browsing, some ordering, paying and cancelling. */
async function step(w: World, user: HttpSession, worker: number, myOrders: string[]) {
  const roll = Math.random();
  const url = w.url;
  // Each worker is its own client address (through the trusted local hop), as real shoppers are.
  const as = { ...user, headers: { ...user.headers, 'x-forwarded-for': `10.50.0.${worker + 1}` } };
  if (roll < 0.3) return timed('GET /api/service', () => call(url, null, 'GET', '/api/service'));
  if (roll < 0.42) return timed('GET /api/service/:id', () => call(url, null, 'GET', `/api/service/${pick(w.productIds)}`));
  if (roll < 0.5) return timed('GET /api/service?search', () => call(url, null, 'GET', `/api/service?search=${pick(['ssd', 'battery', 'fan', 'ddr4'])}&page=1&limit=12`));
  if (roll < 0.58) return timed('GET content', () => call(url, null, 'GET', pick(['/api/blogs', '/api/review', '/api/counters', '/api/best-sellers', '/api/config'])));
  if (roll < 0.62) return timed('GET /api/blogReview', () => call(url, null, 'GET', `/api/blogReview?blogId=${pick(w.blogIds)}`));
  if (roll < 0.66) return timed('GET /', () => call(url, null, 'GET', pick(['/', '/service', '/blogs'])));
  if (roll < 0.76) return timed('GET /api/order', () => call(url, as, 'GET', '/api/order'));
  if (roll < 0.86) {
    const res = await timed('POST /api/order', () => call(url, as, 'POST', '/api/order', { userId: pick(w.productIds), number: '5551234', quantity: 1 + (worker % 2) }));
    if (res.status === 201 && myOrders.length < 1000) myOrders.push((res.json() as { _id: string })._id);
    return res;
  }
  if (roll < 0.92 && myOrders.length) {
    const orderId = myOrders.shift()!;
    const intent = await timed('POST /api/create-payment-intent', () => call(url, as, 'POST', '/api/create-payment-intent', { orderId }));
    if (intent.status !== 200) return intent;
    const { clientSecret } = intent.json() as { clientSecret: string };
    return timed('POST /api/payments/test/confirm', () => call(url, as, 'POST', '/api/payments/test/confirm', { clientSecret, card: CARD }));
  }
  if (roll < 0.96 && myOrders.length) return timed('DELETE /api/order/:id', () => call(url, as, 'DELETE', `/api/order/${myOrders.shift()}`));
  if (roll < 0.98) return timed('GET /api/profile', () => call(url, as, 'GET', '/api/profile'));
  return timed('GET /api/auth/get-session', () => call(url, as, 'GET', '/api/auth/get-session'));
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10 : 0;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partshub-soak-'));
  console.log(`soak: ${SECONDS} s, ${WORKERS} workers, DATA_DIR ${dataDir}`);
  const server = await startServer({ dataDir });
  try {
    const admin = await httpSession(server.url, PROCESS_ADMIN.email, PROCESS_ADMIN.password, true);
    const productIds: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call(server.url, admin, 'POST', '/api/service', { name: `Soak part ${i}`, sublierName: 'Soak', cost: 10 + i, Quantity: 1_000_000, category: 'memory' });
      productIds.push((res.json() as { _id: string })._id);
    }
    const blogIds = ((await call(server.url, null, 'GET', '/api/blogs')).json() as { _id: string }[]).map((b) => b._id);
    const users = await Promise.all(Array.from({ length: WORKERS }, (_, i) => httpSession(server.url, `soak-${i}-${Date.now()}@example.com`, 'secret123')));
    const world: World = { url: server.url, users, productIds, blogIds };

    const started = Date.now();
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
      users.map(async (user, worker) => {
        const myOrders: string[] = [];
        while (Date.now() < deadline) await step(world, user, worker, myOrders);
      }),
    );
    clearInterval(sampler);
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
      latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: percentile(sorted, 100) },
      rss: {
        baselineAtS: baseline.atS,
        baselineMb: Math.round(baseline.rssKb / 102.4) / 10,
        endMb: Math.round(end.rssKb / 102.4) / 10,
        peakMb: Math.round(Math.max(...samples.map((s) => s.rssKb)) / 102.4) / 10,
        growthPercent: Math.round(((end.rssKb - baseline.rssKb) / baseline.rssKb) * 1000) / 10,
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
    for (let i = 0; i < 50 && postgresPidsFor(dataDir).length; i++) await sleep(100);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
