import { seedCatalog, seedFitment, seedPartAttributes } from '../modules/catalog/seed/index.js';
import { seedLaptopModels } from '../modules/laptops/seed/index.js';
import { seedContent } from '../modules/content/seed/index.js';
import { seedShipping } from '../modules/shipping/seed.js';
import type { Database } from './client.js';

/** Fills each empty table with the demo content, one seeder at a time even with two instances starting together. */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute("SELECT pg_advisory_xact_lock(hashtext('seed'))");
    await seedCatalog(tx);
    await seedFitment(tx, await seedLaptopModels(tx));
    await seedPartAttributes(tx);
    await seedContent(tx);
    await seedShipping(tx);
  });
}
