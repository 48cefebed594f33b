import { desc, eq, sql } from 'drizzle-orm';
import type { StoreCreditEntryKind } from '../../../shared/schemas/gift-card.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { storeCreditEntries } from './tables.js';

export type StoreCreditEntryRow = typeof storeCreditEntries.$inferSelect;

export interface NewStoreCreditEntry {
  userId: string;
  kind: StoreCreditEntryKind;
  amountCents: number;
  orderId?: string | null;
  refundId?: string | null;
  note?: string;
  actorId?: string | null;
}

/** An account's credit is spent one transaction at a time (an advisory lock on the account), so two orders cannot both spend the last of it. */
const lockAccount = (tx: DbOrTx, userId: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`store-credit:${userId}`}, 0))`);

const balanceOf = async (tx: DbOrTx, userId: string): Promise<number> => {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${storeCreditEntries.amountCents}), 0)`.mapWith(Number) })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId));
  return row?.cents ?? 0;
};

/** Customers' store credit (issue 30): a ledger per account whose sum is the balance. */
export function createStoreCreditService(db: Database) {
  return {
    /** What the account has (the sum of its ledger). */
    balanceCents: (tx: DbOrTx, userId: string) => balanceOf(tx, userId),

    /** The balance and the ledger, newest first (the last 200 entries). */
    async statement(userId: string): Promise<{ balanceCents: number; entries: StoreCreditEntryRow[] }> {
      const [balanceCents, rows] = await Promise.all([
        balanceOf(db, userId),
        db
          .select()
          .from(storeCreditEntries)
          .where(eq(storeCreditEntries.userId, userId))
          .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id))
          .limit(200),
      ]);
      return { balanceCents, entries: rows };
    },

    /**
     * Spends `cents` of the account's credit on an order, in the caller's transaction, under the
     * account's lock: false (nothing written) when the balance no longer covers it.
     */
    async use(tx: DbOrTx, userId: string, orderId: string, cents: number): Promise<boolean> {
      if (cents <= 0) return true;
      await lockAccount(tx, userId);
      if ((await balanceOf(tx, userId)) < cents) return false;
      await tx.insert(storeCreditEntries).values({ userId, kind: 'used', amountCents: -cents, orderId });
      return true;
    },

    /** Orders that lapsed unpaid: the credit they used goes back, once. */
    async release(tx: DbOrTx, orderIds: string[]): Promise<void> {
      if (orderIds.length === 0) return;
      await tx.execute(sql`
        INSERT INTO ${storeCreditEntries} (user_id, kind, amount_cents, order_id, note)
        SELECT user_id, 'released', -sum(amount_cents), order_id, '' FROM ${storeCreditEntries}
        WHERE order_id IN (${sql.join(
          orderIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) AND kind IN ('used', 'released')
        GROUP BY user_id, order_id HAVING sum(amount_cents) < 0
        ON CONFLICT DO NOTHING`);
    },

    /** Credit given (a refund as credit, credit returned by a refund, an adjustment), once per refund. */
    async credit(tx: DbOrTx, entry: NewStoreCreditEntry): Promise<void> {
      await tx
        .insert(storeCreditEntries)
        .values({ ...entry, note: entry.note ?? '' })
        .onConflictDoNothing();
    },
  };
}
export type StoreCreditService = ReturnType<typeof createStoreCreditService>;
