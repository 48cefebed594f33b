import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PaymentProviderName } from '../../../shared/schemas/payment.js';
import type { RefundStatus } from '../../../shared/schemas/refund.js';
import type { Database, DbOrTx } from '../../db/client.js';
import type { NewRefund, RefundRow } from './refunds.js';
import { payments, refunds } from './tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How a refund the provider reports is known here: its id there, or our id it carries (Stripe's metadata.refundId). */
export interface ProviderRefundKey {
  provider: PaymentProviderName;
  providerRefundId: string;
  refundId: string | null;
}

function matching(k: ProviderRefundKey): SQL {
  const byProviderId = and(eq(refunds.provider, k.provider), eq(refunds.providerRefundId, k.providerRefundId))!;
  // Metadata comes from outside: only a well-formed id is compared with the uuid column.
  return k.refundId && UUID.test(k.refundId) ? or(byProviderId, eq(refunds.id, k.refundId))! : byProviderId;
}

/** One refund by id, read with `tx`. */
async function refundIn(tx: DbOrTx, id: string): Promise<RefundRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** Finding the refund (or the payment) a provider's event is about. */
function providerRefundReads(db: Database) {
  return {
    /** One refund by id (the credit note's route). */
    refundById: (id: string): Promise<RefundRow | undefined> => refundIn(db, id),

    /** The same in the caller's transaction (a flow re-reading what it settled). */
    refundIn,

    /** The refund the provider reports, if the shop knows it; `lock` in the caller's transaction (under its order's lock). */
    async findProviderRefund(tx: DbOrTx, key: ProviderRefundKey, lock = false): Promise<RefundRow | undefined> {
      const query = tx.select().from(refunds).where(matching(key)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /**
     * A refund the shop asked for that has no provider id yet (its call is under way), of this
     * amount on this order: the one an event without our metadata most likely reports.
     */
    async pendingWithoutProviderId(tx: DbOrTx, orderId: string, provider: PaymentProviderName, amountCents: number) {
      const [row] = await tx
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.orderId, orderId),
            eq(refunds.provider, provider),
            // The provider knows only the card's part of a refund.
            eq(refunds.cardCents, amountCents),
            eq(refunds.status, 'pending'),
            isNull(refunds.providerRefundId),
          ),
        )
        .orderBy(asc(refunds.createdAt))
        .limit(1)
        .for('update');
      return row;
    },

    /** The payment an intent belongs to (no lock: the caller locks its order next). */
    async paymentByIntent(tx: DbOrTx, provider: PaymentProviderName, intentId: string) {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.providerIntentId, intentId), eq(payments.provider, provider)));
      return row;
    },
  };
}

/** Refunds as the provider reports them (its webhook): found, recorded when made in its dashboard, settled. */
export function createProviderRefundQueries(db: Database) {
  return {
    ...providerRefundReads(db),

    /** Records a refund made at the provider (its dashboard): its key is the provider's id, so it is recorded once. */
    async recordProviderRefund(
      tx: DbOrTx,
      r: Omit<NewRefund, 'cardCents' | 'giftCards' | 'storeCreditCents' | 'refundTo'> & { status: RefundStatus; providerRefundId: string },
    ): Promise<RefundRow> {
      // All of it went to the card (the provider only refunds card payments).
      const [row] = await tx
        .insert(refunds)
        .values({ ...r, cardCents: r.amountCents, idempotencyKey: `${r.provider}-${r.providerRefundId}` })
        .returning();
      return row!;
    },

    /** Settles a (locked) refund as the provider reports it. */
    async setRefundStatus(
      tx: DbOrTx,
      id: string,
      change: { status: RefundStatus; providerRefundId: string; failureMessage?: string | null },
    ): Promise<RefundRow> {
      const [row] = await tx
        .update(refunds)
        .set({ ...change, failureMessage: change.failureMessage ?? null })
        .where(eq(refunds.id, id))
        .returning();
      return row!;
    },

    /** The provider answered a refund as still pending: its id is kept, so its webhook finds it. */
    async recordProviderRefundId(tx: DbOrTx, id: string, providerRefundId: string): Promise<void> {
      await tx
        .update(refunds)
        .set({ providerRefundId })
        .where(and(eq(refunds.id, id), isNull(refunds.providerRefundId)));
    },
  };
}
