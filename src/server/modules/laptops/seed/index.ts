import { and, count, eq, isNull } from 'drizzle-orm';
import { laptopLabel } from '../../../../shared/schemas/laptop.js';
import type { DbOrTx } from '../../../db/client.js';
import { upsertLaptops } from '../service.js';
import { laptopModels } from '../tables.js';
import { seedLaptops } from './models.js';
import { seedSpecs } from './specs.js';

/** A seeded model's id and label, by its seed key (what the catalog's fitment seed names). */
export type SeededLaptops = Map<string, { id: string; label: string }>;

/** Fills an empty laptop table with the demo models (inside the caller's seeding transaction); answers them by key. */
export async function seedLaptopModels(tx: DbOrTx): Promise<SeededLaptops> {
  const seeded = await seedModels(tx);
  await seedModelSpecs(tx, seeded);
  return seeded;
}

/** Gives the demo models their specifications where they have none (a shop seeded before issue 31; an admin's spec is kept). */
async function seedModelSpecs(tx: DbOrTx, seeded: SeededLaptops): Promise<void> {
  for (const [key, spec] of Object.entries(seedSpecs)) {
    const model = seeded.get(key);
    if (model)
      await tx
        .update(laptopModels)
        .set({ spec })
        .where(and(eq(laptopModels.id, model.id), isNull(laptopModels.spec)));
  }
}

async function seedModels(tx: DbOrTx): Promise<SeededLaptops> {
  const [row] = await tx.select({ n: count() }).from(laptopModels);
  if (row!.n > 0) {
    const existing = await tx.select().from(laptopModels);
    const byName = new Map(existing.map((l) => [`${l.brand}|${l.family}|${l.model}`, l]));
    const seeded: SeededLaptops = new Map();
    for (const s of seedLaptops) {
      const l = byName.get(`${s.brand}|${s.family}|${s.model}`);
      if (l) seeded.set(s.key, { id: l.id, label: laptopLabel(l) });
    }
    return seeded;
  }
  const ids = await upsertLaptops(
    tx,
    seedLaptops.map(({ key: _key, ...l }) => l),
  );
  return new Map(seedLaptops.map((s, i) => [s.key, { id: ids[i]!, label: laptopLabel(s) }]));
}
