// npm run bench:import [-- 100000] : a products CSV of that many rows imported through the API, while the
// catalog is read: how long the import takes, and the catalog's latency meanwhile against before.
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { seedDemoData } from '../src/server/db/seed.js';
import { CSV_COLUMNS } from '../src/shared/schemas/import.js';
import { withDatabase } from './with-database.js';

const rows = Number.parseInt(process.argv[2] ?? '100000', 10);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** A products file: each part with two part numbers and two laptop models it fits (one with a note). */
function productsCsv(laptops: string[]): string {
  const lines = [CSV_COLUMNS.products.join(',')];
  for (let i = 1; i <= rows; i++) {
    const fits = `${laptops[(i * 7) % laptops.length]} [bench note];${laptops[(i * 11) % laptops.length]}`;
    lines.push(
      `IMP-${String(i).padStart(7, '0')},Imported part ${i},Benchmaker,${['fans', 'memory', 'batteries', 'screens'][i % 4]},` +
        `${(9.99 + (i % 400)).toFixed(2)},${i % 60},"Bench part ${i}, generated",,manufacturer:BM-${i};fru:FRU${String(i).padStart(8, '0')},"${fits}"`,
    );
  }
  return lines.join('\n');
}

/**
 * Uncached catalog reads, one after another, until `stop()` says so (checked every 20 reads): their
 * latencies in ms. No timers: a tight request loop would starve them (the poll phase never empties).
 */
async function readCatalog(app: Awaited<ReturnType<typeof buildApp>>, stop: () => boolean | Promise<boolean>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; ; i++) {
    if (i % 20 === 0 && (await stop())) break;
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: `/api/service?search=battery&limit=24&nocache=${i}-${Date.now()}` });
    if (res.statusCode !== 200) throw new Error(`catalog answered ${res.statusCode}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

await withDatabase(async (db, url) => {
  await seedDemoData(db);
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
  await app.ready();
  const names = (await app.services.laptops.all()).map((l) => [l.brand, l.family, l.model].filter(Boolean).join(' '));
  const csv = productsCsv(names);
  console.log(`\nImporting ${rows} products (${(csv.length / 1e6).toFixed(1)} MB), read the catalog meanwhile (uncached search).\n`);

  const beforeUntil = performance.now() + 5000;
  const before = await readCatalog(app, () => performance.now() > beforeUntil);

  const admin = await app.services.accounts.findByEmail(config.ADMIN_EMAIL ?? '');
  const started = performance.now();
  const job = await app.services.imports.create({
    kind: 'products',
    dryRun: false,
    fileName: 'bench.csv',
    csv,
    createdBy: admin?.id ?? null,
  });
  app.wakeImports();
  let last = await app.services.imports.get(job.id);
  const meanwhile = await readCatalog(app, async () => {
    last = await app.services.imports.get(job.id);
    return last.status === 'done' || last.status === 'failed';
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Import: ${last.status}, ${last.applied} of ${last.total} rows applied, ${last.rejected} rejected, in ${seconds.toFixed(1)} s (${Math.round(last.applied / seconds)} rows/s).\n`,
  );
  console.log('| catalog search (uncached) | requests | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [label, t] of [
    ['before the import', before],
    ['during the import', meanwhile],
  ] as const) {
    console.log(
      `| ${label} | ${t.length} | ${pct(t, 50).toFixed(1)} | ${pct(t, 95).toFixed(1)} | ${pct(t, 99).toFixed(1)} | ${t.at(-1)!.toFixed(1)} |`,
    );
  }
  await app.close();
});
