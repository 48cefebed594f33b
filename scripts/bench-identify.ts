// npm run bench:identify [-- 2000 [10]] : POST /api/laptops/identify with a hostile paste, in process (app.inject), and
// GET /api/health while eight such pastes are in flight. The optional number tops the laptop models up to that many
// (synthetic ones) to show how the cost grows with the models; the second sets the runs (30) and rounds (10). Runs on a scratch database it creates and drops on the
// PostgreSQL server of DATABASE_URL (or an embedded one), so the shop's own data is never touched.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { seedDemoData } from '../src/server/db/seed.js';
import { upsertLaptops } from '../src/server/modules/laptops/service.js';

const targetModels = Number.parseInt(process.argv[2] ?? '0', 10);
const RUNS = Number.parseInt(process.argv[3] ?? '30', 10);
const ROUNDS = Math.max(1, Math.round(RUNS / 3));
const IN_FLIGHT = 8;

/** ~5,000 distinct 2–3-character lines in under 20,000 characters: the reported hostile paste. */
function hostilePaste(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const lines: string[] = [];
  for (const a of alphabet) for (const b of alphabet) lines.push(`${a}${b}`);
  for (const a of alphabet) for (const b of alphabet) for (const c of alphabet) lines.push(`${a}${b}${c}`);
  const picked: string[] = [];
  let length = 0;
  for (const line of [...lines.slice(0, 1000), ...lines.slice(1296)]) {
    if (length + line.length + 1 > 20_000) break;
    picked.push(line);
    length += line.length + 1;
  }
  return picked.join('\n');
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `${pct(s, 50).toFixed(1)} | ${pct(s, 95).toFixed(1)} | ${s.at(-1)!.toFixed(1)}`;
};

/** A PostgreSQL server: DATABASE_URL's, or an embedded one in a temporary folder. */
async function server(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-identify-pg-'));
  const embedded = await startEmbeddedPostgres(dir);
  return {
    url: embedded.url,
    stop: async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const pg0 = await server();
const scratch = `bench_identify_${randomBytes(4).toString('hex')}`;
await admin(pg0.url, `CREATE DATABASE ${scratch}`);
const url = new URL(pg0.url);
url.pathname = `/${scratch}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-identify-data-'));
try {
  const config = loadConfig({
    PAYMENT_PROVIDER: 'test',
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    // The demo models only (seeded below): no admin account is needed here.
    SEED: 'false',
  });
  const app = await buildApp({ config, databaseUrl: url.toString(), logger: false });
  await app.ready();
  await seedDemoData(app.db);
  const seeded = Number((await app.pool.query<{ n: string }>('SELECT count(*) AS n FROM laptop_model')).rows[0]!.n);
  if (targetModels > seeded) {
    const brands = ['Lenovo', 'Dell', 'HP', 'ASUS', 'Acer'];
    const extra = Array.from({ length: targetModels - seeded }, (_, i) => ({
      brand: brands[i % brands.length]!,
      family: `Bench ${Math.floor(i / 100)}`,
      model: `M${i}`,
      year: 2020,
      identifiers: [`BX${String(i).padStart(5, '0')}`, `Bench ${Math.floor(i / 100)} M${i}`, `A${9000 + i}`],
    }));
    for (let i = 0; i < extra.length; i += 500) await upsertLaptops(app.db, extra.slice(i, i + 500));
    app.responseCache.invalidate(['products']);
  }
  const models = Number((await app.pool.query<{ n: string }>('SELECT count(*) AS n FROM laptop_model')).rows[0]!.n);

  // A fresh address per call: this measures the work, not the per-IP limit.
  let ipN = 0;
  const fromIp = () => `10.${(ipN >> 16) & 255}.${(ipN >> 8) & 255}.${ipN++ & 255}`;
  const identify = (text: string) =>
    app.inject({ method: 'POST', url: '/api/laptops/identify', remoteAddress: fromIp(), payload: { text } });

  const hostile = hostilePaste();
  const fixture = readFileSync(path.join(import.meta.dirname, '../tests/fixtures/identify/linux-sysfs-thinkpad-t480.txt'), 'utf8');
  const lines = hostile.split('\n').length;

  const timed = async (text: string) => {
    const t0 = performance.now();
    const res = await identify(text);
    if (res.statusCode !== 200) throw new Error(`identify answered ${res.statusCode}: ${res.body}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 3; i++) {
    await timed(hostile);
    await timed(fixture);
  }
  const hostileTimes: number[] = [];
  const fixtureTimes: number[] = [];
  const afterDropTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    hostileTimes.push(await timed(hostile));
    fixtureTimes.push(await timed(fixture));
  }
  // Right after a write elsewhere dropped 'products' (an order does): the models are read and indexed again.
  for (let i = 0; i < RUNS; i++) {
    app.responseCache.invalidate(['products']);
    afterDropTimes.push(await timed(hostile));
  }

  // Eight hostile pastes in flight, and /api/health asked again and again until they are all answered: how long a
  // health check waits behind them (every check made during the round counts).
  const healthTimes: number[] = [];
  const roundTimes: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    let done = false;
    const pastes = Promise.all(Array.from({ length: IN_FLIGHT }, () => identify(hostile))).finally(() => (done = true));
    while (!done) {
      const h0 = performance.now();
      const health = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: fromIp() });
      healthTimes.push(performance.now() - h0);
      if (health.statusCode !== 200) throw new Error(`health answered ${health.statusCode}`);
    }
    await pastes;
    roundTimes.push(performance.now() - t0);
  }
  await app.close();

  console.log(
    `\nIdentify: ${models} laptop models; hostile paste = ${lines} distinct lines, ${hostile.length} characters. ` +
      `In process (app.inject), ${RUNS} runs each; ${ROUNDS} rounds of ${IN_FLIGHT} in flight.\n`,
  );
  console.log('| scenario | p50 ms | p95 ms | max ms |');
  console.log('|---|---:|---:|---:|');
  console.log(`| POST /api/laptops/identify, hostile paste | ${summary(hostileTimes)} |`);
  console.log(`| POST /api/laptops/identify, ThinkPad T480 sysfs output | ${summary(fixtureTimes)} |`);
  console.log(`| POST /api/laptops/identify, hostile paste, each right after a 'products' drop | ${summary(afterDropTimes)} |`);
  console.log(`| GET /api/health while ${IN_FLIGHT} hostile pastes run (${healthTimes.length} checks) | ${summary(healthTimes)} |`);
  console.log(`| ${IN_FLIGHT} hostile pastes at once, all answered | ${summary(roundTimes)} |`);
} finally {
  await admin(pg0.url, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`).catch(() => {});
  await pg0.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
