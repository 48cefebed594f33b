// npm run seed:bulk -- 100000 : adds that many generated products to the shop's database.
import { seedBulkProducts } from '../src/server/modules/catalog/seed/bulk.js';
import { seedDemoData } from '../src/server/db/seed.js';
import { withDatabase } from './with-database.js';

const count = Number.parseInt(process.argv[2] ?? '100000', 10);
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error('Usage: npm run seed:bulk -- <number of products, 1..5000000>');
  process.exit(2);
}
const started = Date.now();
await withDatabase(async (db) => {
  await seedDemoData(db); // the laptop models bulk parts fit (nothing happens when the shop is seeded)
  await seedBulkProducts(db, count);
});
console.log(`Added ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
