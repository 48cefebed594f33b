// npm run bench: each scenario against the limit it is compared with, in the same run.
// Core 0: the server under test (and its embedded PostgreSQL) or the limit. Core 1: autocannon (this process).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { embeddedPasswordFile } from '../../src/server/db/embedded.js';
import { load, LOAD_SECONDS, row, type LoadResult } from './load.js';
import { bareCheckoutLoop, checkoutFixture, checkoutLoad } from './checkout.js';
import { bareOrderLoop, orderFixture, placeOrders } from './orders.js';
import { rssMb, startBareServer, startShop } from './processes.js';

const lines: string[] = [];
const out = (s = '') => {
  lines.push(s);
  console.log(s);
};
const ratio = (a: LoadResult, b: LoadResult) => (a.rps / b.rps).toFixed(2);
const codes = (r: LoadResult) =>
  Object.entries(r.statusCodes)
    .map(([c, n]) => `${c}×${n}`)
    .join(' ');

/** Seconds until the shop's mail outbox is empty (polled every 100 ms, at most 120 s). */
async function outboxDrainSeconds(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    while (performance.now() - started < 120_000) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM mail_outbox WHERE failed_at IS NULL AND sent_at IS NULL',
      );
      if (rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

function databaseUrl(dataDir: string): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  const password = readFileSync(embeddedPasswordFile(dataDir), 'utf8').trim();
  return `postgres://shop:${encodeURIComponent(password)}@127.0.0.1:${port}/shop`;
}

async function readScenario(name: string, shopUrl: string, urlPath: string, shopPid: number) {
  const body = await (await fetch(`${shopUrl}${urlPath}`)).text();
  const bare = await startBareServer({ [urlPath.split('?')[0]!]: body });
  try {
    const limit = await load({ url: `${bare.url}${urlPath}` });
    let peakRss = 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(shopPid))), 500);
    const shop = await load({ url: `${shopUrl}${urlPath}` });
    clearInterval(sampler);
    out(
      row([
        name,
        `${(body.length / 1024).toFixed(1)} KB`,
        shop.rps,
        shop.p50,
        shop.p99,
        shop.errors + shop.non2xx,
        limit.rps,
        limit.p99,
        ratio(shop, limit),
      ]),
    );
    return peakRss;
  } finally {
    await bare.stop();
  }
}

async function checkoutScenario(dbUrl: string, shopUrl: string) {
  out('\n## Checkout (limit: the same reads and placing statement through a bare pg pool of the same size)\n');
  out('| scenario | req/s | p50 ms | p99 ms | errors / non-2xx | status codes |');
  out('|---|---:|---:|---:|---:|---|');
  const fixture = await checkoutFixture(dbUrl);
  const shop = await checkoutLoad(shopUrl, fixture);
  out(row(['POST /api/checkout, 3-line cart (bearer)', shop.rps, shop.p50, shop.p99, `${shop.errors} / ${shop.non2xx}`, codes(shop)]));
  await outboxDrainSeconds(dbUrl);
  const coded = await checkoutLoad(shopUrl, fixture, true);
  out(row(['the same with a discount code (10 %)', coded.rps, coded.p50, coded.p99, `${coded.errors} / ${coded.non2xx}`, codes(coded)]));
  await outboxDrainSeconds(dbUrl);
  const limit = await bareCheckoutLoop(dbUrl, fixture);
  out(row(['limit: the same statements through pg', limit.rps, limit.p50, limit.p99, `${limit.errors} / 0`, '']));
  out(`\nRatio: ${ratio(shop, limit)}.`);
}

async function main() {
  if (process.argv.includes('checkout')) {
    // npm run bench -- checkout: this scenario alone, on a fresh shop.
    const shop = await startShop();
    await checkoutScenario(databaseUrl(shop.dataDir), shop.url);
    await shop.stop();
    return;
  }
  out(`# npm run bench — ${new Date().toISOString()}`);
  out(
    `Machine: ${(await import('node:os')).cpus().length} cores; server and its database pinned to core 0, autocannon on core 1; 50 connections, 10 s per run.`,
  );

  const cold = await startShop();
  out(
    `\n## Start\n\n| start | ms to first 200 of /api/health |\n|---|---:|\n| cold (new data folder: initdb, migrations, seed) | ${Math.round(cold.startMs)} |`,
  );
  await cold.stop();
  const shop = await startShop(cold.dataDir);
  out(`| warm (same data folder) | ${Math.round(shop.startMs)} |`);
  const idleRss = rssMb(shop.pid);

  out('\n## Reads (limit: bare Fastify sending the same bytes from memory)\n');
  out('| scenario | body | req/s | p50 ms | p99 ms | errors | limit req/s | limit p99 | ratio |');
  out('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const products = (await (await fetch(`${shop.url}/api/service`)).json()) as { _id: string }[];
  let peak = await readScenario(`GET /api/service (${products.length} products)`, shop.url, '/api/service', shop.pid);
  peak = Math.max(peak, await readScenario('GET /api/service/{id}', shop.url, `/api/service/${products[0]!._id}`, shop.pid));
  peak = Math.max(peak, await readScenario('GET /api/review', shop.url, '/api/review', shop.pid));
  peak = Math.max(peak, await readScenario('GET /api/blogs', shop.url, '/api/blogs', shop.pid));

  const db = new pg.Client({ connectionString: databaseUrl(shop.dataDir) });
  await db.connect();
  const { seedBulkSql } = await import('./seed-sql.js');
  await db.query(seedBulkSql(1000 - products.length));
  await db.end();
  // The bulk insert bypasses the API, so restart to start from an empty cache.
  await shop.stop();
  const big = await startShop(shop.dataDir);
  peak = Math.max(peak, await readScenario('GET /api/service (1,000 products)', big.url, '/api/service', big.pid));

  out('\n## Order placement (limit: the same transaction through a bare pg pool of the same size)\n');
  out('| scenario | req/s | p50 ms | p99 ms | errors / non-2xx | status codes |');
  out('|---|---:|---:|---:|---:|---|');
  const fixture = await orderFixture(big.url);
  const orders = await placeOrders(big.url, fixture);
  out(row(['POST /api/order (bearer)', orders.rps, orders.p50, orders.p99, `${orders.errors} / ${orders.non2xx}`, codes(orders)]));
  // Each order queues an e-mail that the server's outbox worker sends after answering: wait until
  // it has sent them all, so that work is counted and does not run during the limit loop.
  const drainS = await outboxDrainSeconds(databaseUrl(big.dataDir));
  const placed = orders.statusCodes['201'] ?? 0;
  const withMail = Math.round(placed / (LOAD_SECONDS + drainS));
  const limit = await bareOrderLoop(databaseUrl(big.dataDir), fixture.productId);
  out(row(['limit: pg transaction loop', limit.rps, limit.p50, limit.p99, `${limit.errors} / 0`, '']));
  out(`\nRatio: ${ratio(orders, limit)}.`);
  out(
    `The ${placed} order e-mails were all sent ${drainS.toFixed(1)} s after the load ended; counting that time, ${withMail} orders/s with their e-mail (ratio ${(withMail / limit.rps).toFixed(2)}).`,
  );
  const check = new pg.Client({ connectionString: databaseUrl(big.dataDir) });
  await check.connect();
  const agree = await check.query(
    `SELECT p.stock_received - p.stock_available AS taken, (SELECT COALESCE(SUM(l.quantity),0) FROM order_line l JOIN "order" o ON o.id = l.order_id WHERE l.product_id = p.id AND o.status <> 'cancelled') AS ordered FROM product p WHERE p.id = $1`,
    [fixture.productId],
  );
  await check.end();
  const { taken, ordered } = agree.rows[0] ?? { taken: '?', ordered: '?' };
  out(`Stock and orders agree afterwards: units taken ${taken}, units in orders ${ordered} (the limit loop's orders included).`);

  await checkoutScenario(databaseUrl(big.dataDir), big.url);

  out('\n## Sign-in, and catalog reads while sign-ins run\n');
  out('| scenario | req/s | p50 ms | p99 ms | errors / non-2xx |');
  out('|---|---:|---:|---:|---:|');
  const alone = await load({ url: `${big.url}/api/service/${products[0]!._id}`, duration: 5 });
  const signInBody = JSON.stringify({ email: 'bench-admin@example.com', password: 'bench-admin-pass' });
  const [signIns, during] = await Promise.all([
    load({
      url: `${big.url}/api/auth/sign-in/email`,
      method: 'POST',
      connections: 10,
      headers: { 'content-type': 'application/json', origin: big.url },
      body: signInBody,
    }),
    load({ url: `${big.url}/api/service/${products[0]!._id}`, connections: 10 }),
  ]);
  out(
    row(['POST /api/auth/sign-in/email (10 connections)', signIns.rps, signIns.p50, signIns.p99, `${signIns.errors} / ${signIns.non2xx}`]),
  );
  out(row(['GET /api/service/{id} alone', alone.rps, alone.p50, alone.p99, `${alone.errors} / ${alone.non2xx}`]));
  out(
    row([
      'GET /api/service/{id} during sign-ins (10 connections)',
      during.rps,
      during.p50,
      during.p99,
      `${during.errors} / ${during.non2xx}`,
    ]),
  );

  out(
    `\n## Memory\n\n| state | RSS MB |\n|---|---:|\n| idle after start | ${idleRss} |\n| peak under catalog load | ${peak} |\n| after the whole run | ${rssMb(big.pid)} |`,
  );
  await big.stop();
}

await main();
