// npm run bench:catalog [-- 100000] : search and first-page latency on a large catalog, with query plans.
import { count } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { products } from '../src/server/modules/catalog/tables.js';
import { seedBulkProducts } from '../src/server/modules/catalog/seed/bulk.js';
import { seedDemoData } from '../src/server/db/seed.js';
import { withDatabase } from './with-database.js';

const target = Number.parseInt(process.argv[2] ?? '100000', 10);
const RUNS = 200;

const scenarios: [string, string][] = [
  // More after the app is up: the laptop filters need a laptop's id.
  ['first /service page (newest, 24)', '/api/service?page=1&limit=24'],
  ['search by name ("battery")', '/api/service?search=battery&limit=24'],
  ['search by part number ("00042")', '/api/service?search=00042&limit=24'],
  ['search by model ("t480")', '/api/service?search=t480&limit=24'],
  // Misspelt (issue 31): no product holds "thinkpd" or "batery" as typed.
  ['search spelt right ("thinkpad battery")', '/api/service?search=thinkpad%20battery&limit=24'],
  ['search with typos ("thinkpd batery")', '/api/service?search=thinkpd%20batery&limit=24'],
  ['search with a typo and a model ("t480 batery")', '/api/service?search=t480%20batery&limit=24'],
  ['search for nonsense ("zzzqqqxxx")', '/api/service?search=zzzqqqxxx&limit=24'],
  ['fits my laptop (model=XPS 13 9360, batteries)', '/api/service?model=XPS%2013%209360&category=batteries&limit=24'],
  ['sort by price, page 50', '/api/service?sort=price_asc&page=50&limit=24'],
  ['facets: storage, first page', '/api/service?facets=1&category=storage&limit=24'],
  ['facets: memory, 16 GB DDR4', '/api/service?facets=1&category=memory&attr.capacityGb=16&attr.memoryType=DDR4&limit=24'],
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

await withDatabase(async (db, url) => {
  await seedDemoData(db); // the laptop models bulk parts fit (nothing happens when the shop is seeded)
  const [row] = await db.select({ n: count() }).from(products);
  if (row!.n < target) await seedBulkProducts(db, target - row!.n);
  const config = loadConfig({
    PAYMENT_PROVIDER: 'test',
    ...process.env,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    // The response cache keys on the query as the schema reads it (an unknown parameter does not make a new
    // answer): with no room, every request goes to the database, which is what this measures.
    RESPONSE_CACHE_MAX_BYTES: '0',
  });
  const app = await buildApp({ config, databaseUrl: url, logger: false });
  const total = (await db.select({ n: count() }).from(products))[0]!.n;
  const t480 = (await app.pool.query<{ id: string }>(`SELECT id FROM laptop_model WHERE family = 'ThinkPad' AND model = 'T480'`)).rows[0];
  // A FRU number of the bulk parts, typed in lower case with a dash: "fru-0000042ab".
  const fruRow = (
    await app.pool.query<{ number: string }>(`SELECT number FROM product_part_number WHERE kind = 'fru' AND number LIKE 'FRU%' LIMIT 1`)
  ).rows[0];
  const fru = fruRow ? `${fruRow.number.slice(0, 3)}-${fruRow.number.slice(3)}`.toLowerCase() : null;
  const skuRow = (await app.pool.query<{ sku: string }>(`SELECT sku FROM product WHERE sku LIKE 'BULK-%' LIMIT 1`)).rows[0];
  if (skuRow) scenarios.push([`search by a SKU ("${skuRow.sku}")`, `/api/service?search=${skuRow.sku}&limit=24`]);
  if (t480) {
    scenarios.push(
      ['parts that fit a laptop (laptop=T480)', `/api/service?laptop=${t480.id}&limit=24`],
      ['parts that fit a laptop, one category (T480, batteries)', `/api/service?laptop=${t480.id}&category=batteries&limit=24`],
      // Faceted search (issue 31): listed or by specification, with the counts per value of the category's attributes.
      ['facets: memory that fits the T480, 16 GB', `/api/service?facets=1&category=memory&laptop=${t480.id}&attr.capacityGb=16&limit=24`],
      ...(fru
        ? ([[`search by a FRU number typed loosely ("${fru}")`, `/api/service?search=${encodeURIComponent(fru)}&limit=24`]] as [
            string,
            string,
          ][])
        : []),
    );
  }
  console.log(`\nCatalog: ${total} products. ${RUNS} uncached requests per scenario through app.inject (server side, no network).\n`);
  console.log('| scenario | matches | p50 ms | p95 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, url] of scenarios) {
    // The cache has no room (above); a varying parameter keeps each request distinct anyway.
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
    ...(t480
      ? ([
          ['fits laptop T480', `EXISTS (SELECT 1 FROM product_fitment f WHERE f.product_id = product.id AND f.laptop_id = '${t480.id}')`],
        ] as const)
      : []),
  ] as const) {
    const plan = await app.pool.query(
      `EXPLAIN (ANALYZE, COSTS OFF) SELECT id FROM product WHERE archived = false AND ${where} ORDER BY created_at DESC LIMIT 24`,
    );
    console.log(`\n-- ${label}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  // A misspelt word's closest catalog words (search.ts); the products are then searched for those as typed.
  const near = await app.pool.query(
    `EXPLAIN (ANALYZE, COSTS OFF) SELECT word FROM product_search_word WHERE word % 'batery' AND similarity(word, 'batery') >= 0.45
     ORDER BY similarity(word, 'batery') DESC, word LIMIT 3`,
  );
  const words = (await app.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM product_search_word`)).rows[0]!.n;
  console.log(`\n-- the closest words to "batery" (${words} words)\n${near.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  await app.close();
});
