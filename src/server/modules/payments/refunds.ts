import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import type { RefundDestination } from '../../../shared/schemas/gift-card.js';
import type { OrderGiftCardRow } from '../orders/service.js';
import { payments, refunds } from './tables.js';

export type RefundRow = typeof refunds.$inferSelect;

export interface NewRefund {
  orderId: string;
  paymentId: string | null;
  provider: string;
  amountCents: number;
  /** Where it goes (issue 30): adding up to amountCents. */
  cardCents: number;
  giftCards: OrderGiftCardRow[];
  storeCreditCents: number;
  refundTo: RefundDestination;
  reason: string;
  actorId: string | null;
}

/**
 * Pending and succeeded refunds of an order, read once: their total (what can no longer be refunded
 * again) and what they took from the card and from each gift card (by id).
 */
async function committed(tx: DbOrTx, orderId: string): Promise<{ cents: number; cardCents: number; giftCards: Map<string, number> }> {
  const rows = await tx
    .select({ amountCents: refunds.amountCents, cardCents: refunds.cardCents, giftCards: refunds.giftCards })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'succeeded'])));
  const giftCards = new Map<string, number>();
  for (const g of rows.flatMap((r) => r.giftCards)) giftCards.set(g.giftCardId, (giftCards.get(g.giftCardId) ?? 0) + g.amountCents);
  return {
    cents: rows.reduce((total, r) => total + r.amountCents, 0),
    cardCents: rows.reduce((total, r) => total + r.cardCents, 0),
    giftCards,
  };
}

/** What is refunded, being refunded, or asked for again. */
function refundReads(db: Database) {
  return {
    committed,

    /** The same refund asked for again within `seconds` (a double click): the one to answer instead of a second. */
    async recentSame(
      tx: DbOrTx,
      r: Pick<NewRefund, 'orderId' | 'amountCents' | 'reason'>,
      seconds: number,
    ): Promise<RefundRow | undefined> {
      const [row] = await tx
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.orderId, r.orderId),
            eq(refunds.amountCents, r.amountCents),
            eq(refunds.reason, r.reason),
            inArray(refunds.status, ['pending', 'succeeded']),
            gt(refunds.createdAt, sql`now() - ${seconds} * interval '1 second'`),
          ),
        )
        .orderBy(desc(refunds.createdAt))
        .limit(1);
      return row;
    },

    /** A pending or succeeded refund of the order with this reason (what a return's refund is known by). */
    async sameReason(tx: DbOrTx, orderId: string, reason: string): Promise<RefundRow | undefined> {
      const [row] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.reason, reason), inArray(refunds.status, ['pending', 'succeeded'])))
        .limit(1);
      return row;
    },

    /** The payment that took the order's money (the one a refund gives back from). */
    succeededPayment: async (tx: DbOrTx, orderId: string) =>
      (
        await tx
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
          .limit(1)
      )[0],

    /** The refunds of these orders, oldest first (one query for all). */
    async refundsOf(orderIds: string[]): Promise<Map<string, RefundRow[]>> {
      const map = new Map<string, RefundRow[]>();
      if (orderIds.length === 0) return map;
      const rows = await db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(refunds.createdAt);
      for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
      return map;
    },
  };
}

/** Refund rows: written before the provider is called, settled after it answered. */
function refundWrites(db: Database) {
  return {
    /** Writes a refund as pending, with a key of its own for the provider call (inside the caller's transaction). */
    async beginRefund(tx: DbOrTx, r: NewRefund): Promise<RefundRow> {
      const id = randomUUID();
      const [row] = await tx
        .insert(refunds)
        .values({ ...r, id, idempotencyKey: `partshub-refund-${id}` })
        .returning();
      return row!;
    },

    /**
     * A pending refund succeeded; answers false when it was not pending any more (the provider's
     * webhook settled it first, see flows/reconcile-refund.ts): then it is counted already.
     */
    async markRefundSucceeded(tx: DbOrTx, id: string, providerRefundId: string | null): Promise<boolean> {
      const updated = await tx
        .update(refunds)
        .set({ status: 'succeeded', providerRefundId })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
        .returning({ id: refunds.id });
      return updated.length > 0;
    },

    /** The provider refused or could not be reached: a pending refund is kept as failed, with its message, and counts for nothing. */
    async markRefundFailed(id: string, message: string): Promise<void> {
      await db
        .update(refunds)
        .set({ status: 'failed', failureMessage: message })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
    },
  };
}

/**
 * What the succeeded refunds of the order `orderId` names put back onto gift cards (cents), as SQL
 * another module's query embeds (the overview's revenue: putting value back on a card is no money
 * leaving the shop, as a card paying was none coming in).
 */
export const refundedToGiftCardsSql = (orderId: SQL): SQL =>
  sql`(SELECT coalesce(sum(r.amount_cents - r.card_cents - r.store_credit_cents), 0) FROM ${refunds} r
       WHERE r.order_id = ${orderId} AND r.status = 'succeeded')`;

export function createRefundQueries(db: Database) {
  return { ...refundReads(db), ...refundWrites(db), refundedToGiftCardsSql };
}
