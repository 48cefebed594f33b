// npm run bench:catalog [-- 100000] : search and first-page latency on a large catalog, with query plans.
import { count } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { products } from '../src/server/modules/catalog/tables.js';
import { seedBulkProducts } from '../src/server/modules/catalog/seed/bulk.js';
import { withDatabase } from './with-database.js';

const target = Number.parseInt(process.argv[2] ?? '100000', 10);
const RUNS = 200;

const scenarios: [string, string][] = [
  ['first /service page (newest, 24)', '/api/service?page=1&limit=24'],
  ['search by name ("battery")', '/api/service?search=battery&limit=24'],
  ['search by part number ("00042")', '/api/service?search=00042&limit=24'],
  ['search by model ("t480")', '/api/service?search=t480&limit=24'],
  ['fits my laptop (model=XPS 13 9360, batteries)', '/api/service?model=XPS%2013%209360&category=batteries&limit=24'],
  ['sort by price, page 50', '/api/service?sort=price_asc&page=50&limit=24'],
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

await withDatabase(async (db, url) => {
  const [row] = await db.select({ n: count() }).from(products);
  if (row!.n < target) await seedBulkProducts(db, target - row!.n);
  const config = loadConfig({ PAYMENT_PROVIDER: 'test', ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const app = await buildApp({ config, databaseUrl: url, logger: false });
  const total = (await db.select({ n: count() }).from(products))[0]!.n;
  console.log(`\nCatalog: ${total} products. ${RUNS} uncached requests per scenario through app.inject (server side, no network).\n`);
  console.log('| scenario | matches | p50 ms | p95 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, url] of scenarios) {
    // A unique extra parameter per request bypasses the response cache: this measures the database path.
    const uncached = (i: number) => `${url}&nocache=${i}`;
    for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url: uncached(-i - 1) }); // warm-up
    const times: number[] = [];
    let matches = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: uncached(i) });
      times.push(performance.now() - t0);
      matches = res.json().total;
    }
    times.sort((a, b) => a - b);
    console.log(`| ${name} | ${matches} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`);
  }
  console.log('\nQuery plans (EXPLAIN ANALYZE):');
  for (const [label, where] of [
    ['search "t480"', `search_text ILIKE '%t480%'`],
    ['part number "00042"', `search_text ILIKE '%00042%'`],
    ['model "xps 13 9360"', `models_text ILIKE '%xps%' AND models_text ILIKE '%13%' AND models_text ILIKE '%9360%'`],
  ] as const) {
    const plan = await app.pool.query(
      `EXPLAIN (ANALYZE, COSTS OFF) SELECT id FROM product WHERE archived = false AND ${where} ORDER BY created_at DESC LIMIT 24`,
    );
    console.log(`\n-- ${label}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await app.close();
});
