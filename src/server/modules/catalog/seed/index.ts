import { count } from 'drizzle-orm';
import { toCents } from '../../../../shared/money.js';
import type { DbOrTx } from '../../../db/client.js';
import { staggered } from '../../../db/seed-time.js';
import { products } from '../tables.js';
import { seedProducts } from './products.js';

/** Fills an empty catalog with the demo parts (inside the caller's seeding transaction). */
export async function seedCatalog(tx: DbOrTx): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(products);
  if (row!.n > 0) return;
  await tx.insert(products).values(
    seedProducts.map((p, i) => ({
      name: p.name,
      supplierName: p.supplierName,
      description: p.description,
      img: p.img,
      priceCents: toCents(p.price),
      stockAvailable: p.stock,
      stockReceived: p.stock,
      category: p.category,
      brand: p.brand,
      partNumber: p.partNumber,
      compatibleModels: p.compatibleModels,
      createdAt: staggered(i, seedProducts.length),
    })),
  );
}
