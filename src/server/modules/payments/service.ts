import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { PaymentProviderName } from '../../../shared/schemas/payment.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { createProviderRefundQueries } from './provider-refunds.js';
import { createRefundQueries } from './refunds.js';
import { payments } from './tables.js';
import { evaluateTestCard } from './test-cards.js';

export type { RefundRow } from './refunds.js';

export type PaymentRow = typeof payments.$inferSelect;
/** A payment the provider has answered for: found by its intent or client secret. */
export type IntentPayment = PaymentRow & { providerIntentId: string; clientSecret: string };
export type NewAttempt = Pick<PaymentRow, 'orderId' | 'provider' | 'amountCents' | 'currency'> & { idempotencyKey: string };

/** Intents that can no longer be paid or cancelled. */
const CLOSED = ['succeeded', 'canceled', 'failed'];
/** A provider call not answered within this long is taken as lost (the process ended during it). */
const CALL_GIVEN_UP_AFTER_MS = 5 * 60_000;

/** What happens to open payments besides succeeding: processing, cancelled with an expired order or by the provider. */
function paymentStateChanges(db: Database) {
  return {
    /**
     * Of these orders, those whose payment is under way: a payment the provider reports as
     * processing, one whose provider call has not answered yet (for five minutes at most), or one
     * another transaction holds (a confirm running now). The open payments of
     * the others are locked for the caller and answered, so they can be cancelled with their order.
     */
    async claimOpenPayments(tx: DbOrTx, orderIds: string[]): Promise<{ busy: Set<string>; open: PaymentRow[] }> {
      if (orderIds.length === 0) return { busy: new Set(), open: [] };
      const openOf = and(inArray(payments.orderId, orderIds), notInArray(payments.status, CLOSED));
      const all = await tx.select({ id: payments.id, orderId: payments.orderId }).from(payments).where(openOf);
      const lockable = await tx.select().from(payments).where(openOf).for('update', { skipLocked: true });
      const locked = new Set(lockable.map((p) => p.id));
      const callDeadline = new Date(Date.now() - CALL_GIVEN_UP_AFTER_MS);
      const busy = new Set([
        ...all.filter((p) => !locked.has(p.id)).map((p) => p.orderId),
        ...lockable.filter((p) => p.status === 'processing').map((p) => p.orderId),
        ...lockable.filter((p) => p.status === 'creating' && p.updatedAt > callDeadline).map((p) => p.orderId),
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

/** An attempt's steps around the provider call: written before it, given its intent or closed after it. */
function attemptSteps(db: Database) {
  return {
    /** Writes an attempt before the provider is called (inside the caller's transaction, under the order's lock). */
    async begin(tx: DbOrTx, p: NewAttempt): Promise<PaymentRow> {
      const [row] = await tx
        .insert(payments)
        .values({ ...p, status: 'creating' })
        .returning();
      return row!;
    },

    /**
     * The provider answered: the attempt gets its intent and is open for the card form. When a
     * concurrent call for the same attempt recorded one first, that one's client secret is the
     * answer; when the attempt was closed meanwhile (its order expired), null.
     */
    async recordIntent(paymentId: string, intent: { intentId: string; clientSecret: string }): Promise<string | null> {
      const [updated] = await db
        .update(payments)
        .set({ providerIntentId: intent.intentId, clientSecret: intent.clientSecret, status: 'requires_payment_method' })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'creating')))
        .returning({ clientSecret: payments.clientSecret });
      if (updated) return updated.clientSecret;
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
      return row && !CLOSED.includes(row.status) ? row.clientSecret : null;
    },

    /** The provider call failed: the attempt is closed, and the next one starts afresh (a new key). */
    async markFailed(paymentId: string): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'failed' })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'creating')));
    },
  };
}

/** Payment attempts: one row per provider intent. */
export function createPaymentService(db: Database) {
  return {
    /** The test gateway's card check (test-cards.ts): which test card pays, which is refused and why. */
    evaluateTestCard,
    ...createRefundQueries(db),
    ...createProviderRefundQueries(db),
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

    ...attemptSteps(db),

    /** Locks the test gateway's payment with this client secret (parallel confirms queue up behind it). */
    async lockByClientSecret(tx: DbOrTx, clientSecret: string): Promise<IntentPayment | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.clientSecret, clientSecret), eq(payments.provider, 'test')))
        .for('update');
      return row as IntentPayment | undefined;
    },

    async lockByIntent(tx: DbOrTx, provider: PaymentProviderName, intentId: string): Promise<IntentPayment | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.providerIntentId, intentId), eq(payments.provider, provider)))
        .for('update');
      return row as IntentPayment | undefined;
    },

    async markSucceeded(tx: DbOrTx, paymentId: string): Promise<void> {
      await tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, paymentId));
    },
    ...paymentStateChanges(db),
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
