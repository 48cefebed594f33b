import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { lowStockDigests, lowStockMargin, products } from './tables.js';
import type { ProductRow } from './service.js';

/** Parts on sale at or below their low-stock threshold (issue 32). */
const isLow = and(eq(products.archived, false), sql`${lowStockMargin} <= 0`);

/** The parts low on stock now, the emptiest first (at most `limit`), and how many there are. */
async function lowStockNow(db: DbOrTx, limit: number): Promise<{ items: ProductRow[]; total: number }> {
  const [items, [counted]] = await Promise.all([
    db.select().from(products).where(isLow).orderBy(products.stockAvailable, products.name).limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(isLow),
  ]);
  return { items, total: counted?.n ?? 0 };
}

/**
 * Of the parts a sale just took `units` of (in the caller's transaction, after the take), the ones
 * it took from above their threshold to at or below it: each is told once per fall.
 */
async function fellLow(tx: DbOrTx, lines: { productId: string; units: number }[]): Promise<ProductRow[]> {
  if (lines.length === 0) return [];
  const taken = sql`CASE ${products.id} ${sql.join(
    lines.map((l) => sql`WHEN ${l.productId}::uuid THEN ${l.units}::int`),
    sql` `,
  )} END`;
  return tx
    .select()
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          lines.map((l) => l.productId),
        ),
        isLow,
        sql`${lowStockMargin} + ${taken} > 0`,
      ),
    );
}

/**
 * Takes `day`'s digest for this instance (in the caller's transaction): true for the one instance
 * that inserted the day; another one waits for that commit and gets false.
 */
async function claimDigestDay(tx: DbOrTx, day: string): Promise<boolean> {
  const claimed = await tx.insert(lowStockDigests).values({ day, parts: 0, recipients: 0 }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/** What the day's digest held, on its row. */
async function recordDigest(tx: DbOrTx, day: string, parts: number, recipients: number): Promise<void> {
  await tx.update(lowStockDigests).set({ parts, recipients }).where(eq(lowStockDigests.day, day));
}

export function createLowStockQueries(db: Database) {
  return {
    lowStockNow: (limit: number, tx: DbOrTx = db) => lowStockNow(tx, limit),
    fellLow,
    claimDigestDay,
    recordDigest,
  };
}
