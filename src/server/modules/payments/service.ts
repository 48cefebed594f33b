import { and, count, eq, notInArray } from 'drizzle-orm';
import type { PaymentProviderName } from '../../../shared/schemas/payment.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { payments } from './tables.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<PaymentRow, 'orderId' | 'provider' | 'providerIntentId' | 'clientSecret' | 'amountCents' | 'currency'>;

/** Intents that can no longer be paid or cancelled. */
const CLOSED = ['succeeded', 'canceled'];

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
export type PaymentService = ReturnType<typeof createPaymentService>;
