import { and, count, eq, sql } from 'drizzle-orm';
import { toCents } from '../../../../shared/money.js';
import type { DbOrTx } from '../../../db/client.js';
import { staggered } from '../../../db/seed-time.js';
import { replaceFitment } from '../fitment.js';
import { fitments, products } from '../tables.js';
import { seedFitment as seedFitmentData } from './fitment.js';
import { seedProducts } from './products.js';
import { seedAttributes } from './attributes.js';

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
      attributes: seedAttributes[p.name] ?? {},
      createdAt: staggered(i, seedProducts.length),
    })),
  );
}

/**
 * Gives the demo parts their SKUs, part numbers and fitment when no product has fitment yet
 * (a new shop, or one seeded before laptop models existed). Parts are found by their demo name.
 */
export async function seedFitment(tx: DbOrTx, laptops: Map<string, { id: string; label: string }>): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(fitments);
  if (row!.n > 0 || laptops.size === 0) return;
  const byName = new Map(
    (await tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.archived, false))).map((p) => [
      p.name,
      p.id,
    ]),
  );
  for (const entry of seedFitmentData) {
    const productId = byName.get(entry.productName);
    if (!productId) continue;
    await tx.update(products).set({ sku: entry.sku }).where(eq(products.id, productId));
    const fits = entry.fits.flatMap((f) => {
      const laptop = laptops.get(f.laptop);
      return laptop ? [{ laptopId: laptop.id, label: laptop.label, note: f.note ?? '' }] : [];
    });
    await replaceFitment(tx, productId, { partNumbers: entry.partNumbers, fits });
  }
}

/** Gives the demo parts their attributes when none has any yet (a shop seeded before issue 31). Parts are found by their demo name. */
export async function seedPartAttributes(tx: DbOrTx): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(products)
    .where(sql`${products.attributes} <> '{}'::jsonb`);
  if (row!.n > 0) return;
  for (const [name, attributes] of Object.entries(seedAttributes))
    await tx
      .update(products)
      .set({ attributes })
      .where(and(eq(products.name, name), eq(products.archived, false)));
}
