import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { restockAlerts, restockChecks } from './tables.js';

/** A customer's own waits: Download my data reads them, deleting the account ends them. */
function alertsOfAccount(db: Database) {
  return {
    /** The products the customer waits for, the latest asked first (Download my data). */
    async alertsOf(userId: string): Promise<{ productId: string; createdAt: Date }[]> {
      return db
        .select({ productId: restockAlerts.productId, createdAt: restockAlerts.createdAt })
        .from(restockAlerts)
        .where(eq(restockAlerts.userId, userId))
        .orderBy(desc(restockAlerts.createdAt));
    },

    /** Ends every wait of the customer's (a deleted account's), in the caller's transaction. */
    async removeAllOf(tx: DbOrTx, userId: string): Promise<void> {
      await tx.delete(restockAlerts).where(eq(restockAlerts.userId, userId));
    },
  };
}

/** "Tell me when it's back": who waits for which sold-out product. */
export function createRestockService(db: Database) {
  return {
    ...alertsOfAccount(db),
    /** Starts waiting (again is a no-op), in the caller's transaction. */
    async subscribe(tx: DbOrTx, productId: string, userId: string): Promise<void> {
      await tx.insert(restockAlerts).values({ productId, userId }).onConflictDoNothing();
    },

    async unsubscribe(productId: string, userId: string): Promise<void> {
      await db.delete(restockAlerts).where(and(eq(restockAlerts.productId, productId), eq(restockAlerts.userId, userId)));
    },

    async isWaiting(productId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: restockAlerts.userId })
        .from(restockAlerts)
        .where(and(eq(restockAlerts.productId, productId), eq(restockAlerts.userId, userId)));
      return Boolean(row);
    },

    /** Which of these products somebody waits for (an index probe: most restocks find nobody). */
    async waitedForAmong(tx: DbOrTx, productIds: string[]): Promise<string[]> {
      if (productIds.length === 0) return [];
      const rows = await tx
        .selectDistinct({ productId: restockAlerts.productId })
        .from(restockAlerts)
        .where(inArray(restockAlerts.productId, productIds));
      return rows.map((r) => r.productId);
    },

    /**
     * Ends the waits for these products in the caller's transaction and answers who waited. A
     * second transaction doing the same at once blocks on the rows, then finds them gone: each
     * subscriber is answered (and mailed) once.
     */
    async claim(tx: DbOrTx, productIds: string[]): Promise<{ productId: string; userId: string }[]> {
      if (productIds.length === 0) return [];
      return tx
        .delete(restockAlerts)
        .where(inArray(restockAlerts.productId, productIds))
        .returning({ productId: restockAlerts.productId, userId: restockAlerts.userId });
    },

    /**
     * Looks again at these products in `seconds` (restock_check), in the caller's transaction: a
     * later check of a product already due replaces its time (units that came back again wait again).
     */
    async checkLater(tx: DbOrTx, productIds: string[], seconds: number): Promise<void> {
      if (productIds.length === 0) return;
      const dueAt = sql`now() + ${seconds} * interval '1 second'`;
      await tx
        .insert(restockChecks)
        .values(productIds.map((productId) => ({ productId, dueAt })))
        .onConflictDoUpdate({ target: restockChecks.productId, set: { dueAt } });
    },

    /** Takes up to `limit` checks that are due, in the caller's transaction (SKIP LOCKED: each is taken by one instance). */
    async takeDueChecks(tx: DbOrTx, limit: number): Promise<string[]> {
      const rows = await tx.execute<{ product_id: string }>(sql`
        DELETE FROM ${restockChecks} WHERE product_id IN (
          SELECT product_id FROM ${restockChecks} WHERE due_at <= now() ORDER BY due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
        ) RETURNING product_id`);
      return rows.rows.map((r) => r.product_id);
    },

    /** Products by how many shoppers wait for them, most first. */
    async mostWaitedFor(limit: number): Promise<{ productId: string; waiting: number }[]> {
      const waiting = count();
      return db
        .select({ productId: restockAlerts.productId, waiting })
        .from(restockAlerts)
        .groupBy(restockAlerts.productId)
        .orderBy(desc(waiting), restockAlerts.productId)
        .limit(limit);
    },
  };
}
export type RestockService = ReturnType<typeof createRestockService>;
