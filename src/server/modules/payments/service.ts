import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { PaymentProviderName } from '../../../shared/schemas/payment.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { payments } from './tables.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<PaymentRow, 'orderId' | 'provider' | 'providerIntentId' | 'clientSecret' | 'amountCents' | 'currency'>;

/** Intents that can no longer be paid or cancelled. */
const CLOSED = ['succeeded', 'canceled'];

/** What happens to open payments besides succeeding: processing, cancelled with an expired order or by the provider. */
function paymentStateChanges(db: Database) {
  return {
    /**
     * Of these orders, those whose payment is under way: a payment the provider reports as
     * processing, or one another transaction holds (a confirm running now). The open payments of
     * the others are locked for the caller and answered, so they can be cancelled with their order.
     */
    async claimOpenPayments(tx: DbOrTx, orderIds: string[]): Promise<{ busy: Set<string>; open: PaymentRow[] }> {
      if (orderIds.length === 0) return { busy: new Set(), open: [] };
      const openOf = and(inArray(payments.orderId, orderIds), notInArray(payments.status, CLOSED));
      const all = await tx.select({ id: payments.id, orderId: payments.orderId }).from(payments).where(openOf);
      const lockable = await tx.select().from(payments).where(openOf).for('update', { skipLocked: true });
      const locked = new Set(lockable.map((p) => p.id));
      const busy = new Set([
        ...all.filter((p) => !locked.has(p.id)).map((p) => p.orderId),
        ...lockable.filter((p) => p.status === 'processing').map((p) => p.orderId),
      ]);
      return { busy, open: lockable.filter((p) => !busy.has(p.orderId)) };
    },

    async markCanceledIn(tx: DbOrTx, paymentIds: string[]): Promise<void> {
      if (paymentIds.length) await tx.update(payments).set({ status: 'canceled' }).where(inArray(payments.id, paymentIds));
    },

    /** The provider says the customer's payment is being processed: its order is not expired meanwhile. */
    async markProcessing(provider: PaymentProviderName, intentId: string): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'processing' })
        .where(and(eq(payments.providerIntentId, intentId), eq(payments.provider, provider), notInArray(payments.status, CLOSED)));
    },

    /** A provider cancelled an intent: the next attempt for its order starts a new one. Answers whether one changed. */
    async markCanceled(provider: PaymentProviderName, intentId: string): Promise<boolean> {
      const updated = await db
        .update(payments)
        .set({ status: 'canceled' })
        .where(and(eq(payments.providerIntentId, intentId), eq(payments.provider, provider), notInArray(payments.status, CLOSED)))
        .returning({ id: payments.id });
      return updated.length > 0;
    },
  };
}

/** Payment attempts: one row per provider intent. */
export function createPaymentService(db: Database) {
  return {
    /** An intent still open for this order, amount and currency (so two tabs share one). */
    async findOpen(tx: DbOrTx, p: { orderId: string; provider: PaymentProviderName; amountCents: number; currency: string }) {
      const [row] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, p.orderId),
            eq(payments.provider, p.provider),
            eq(payments.amountCents, p.amountCents),
            eq(payments.currency, p.currency),
            notInArray(payments.status, CLOSED),
          ),
        );
      return row;
    },

    async countAttempts(tx: DbOrTx, orderId: string): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId));
      return row?.n ?? 0;
    },

    async record(tx: DbOrTx, p: NewPayment): Promise<void> {
      await tx.insert(payments).values(p);
    },

    /** Locks the test gateway's payment with this client secret (parallel confirms queue up behind it). */
    async lockByClientSecret(tx: DbOrTx, clientSecret: string): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.clientSecret, clientSecret), eq(payments.provider, 'test')))
        .for('update');
      return row;
    },

    async lockByIntent(tx: DbOrTx, provider: PaymentProviderName, intentId: string): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.providerIntentId, intentId), eq(payments.provider, provider)))
        .for('update');
      return row;
    },

    async markSucceeded(tx: DbOrTx, paymentId: string): Promise<void> {
      await tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, paymentId));
    },
    ...paymentStateChanges(db),
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
