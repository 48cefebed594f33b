import { and, count, eq, notInArray } from 'drizzle-orm';
import { apiMessages } from '../../shared/messages.js';
import { toCents } from '../../shared/money.js';
import type { PaymentProviderName, TestConfirmInput } from '../../shared/schemas/payment.js';
import { testConfirmSchema } from '../../shared/schemas/payment.js';
import type { Database, DbOrTx } from '../db/client.js';
import { payments } from '../db/schema/orders.js';
import { conflict, notFound, paymentFailed } from '../lib/errors.js';
import type { PaymentProvider } from '../payments/provider.js';
import { evaluateTestCard } from '../payments/test-cards.js';
import type { OrderService } from './orders.js';
import type { Viewer } from './viewer.js';

export interface PaymentEvents {
  /** Called once per order, after the transaction that marked it paid has committed. */
  onPaid?: (orderId: string) => void | Promise<void>;
}

type PaymentRow = typeof payments.$inferSelect;

interface Deps {
  db: Database;
  provider: PaymentProvider;
  orders: OrderService;
  currency: string;
  events: PaymentEvents;
}

/** What a provider's "this intent succeeded" did to our records. */
export type IntentSucceededOutcome =
  /** The order is now paid (this call did it). */
  | 'paid'
  /** Seen before: nothing changed (a repeated event). */
  | 'already_recorded'
  /** Not one of ours (or another provider's): ignored. */
  | 'unknown_intent'
  /** Amount or currency differ from what we asked for: not marked paid. */
  | 'amount_mismatch'
  /** The money was taken but the order can no longer be paid (cancelled, or paid by another intent): refund it. */
  | 'order_not_payable';

const CLOSED = ['succeeded', 'canceled'];
const PAYABLE_AGAIN = 'This order can no longer be paid.';

/** Marks the payment succeeded and its order paid, once; answers whether the order became paid. */
async function settle(d: Deps, tx: DbOrTx, payment: PaymentRow): Promise<boolean> {
  await tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, payment.id));
  return d.orders.markPaid(tx, payment.orderId, payment.providerIntentId);
}

/**
 * Starts (or resumes) paying an order. The amount always comes from the order; only its
 * owner can pay it, and only while it waits for payment. The order row stays locked until
 * the payment row is written, so two tabs asking at once get the same open intent.
 */
async function createIntent(d: Deps, viewer: Viewer, input: { orderId: string; cost?: number }) {
  return d.db.transaction(async (tx) => {
    // role 'user': even an admin pays only their own orders.
    const order = await d.orders.findRow(tx, input.orderId, { ...viewer, role: 'user' }, true);
    if (order.paidAt !== null || order.status !== 'pending_payment') {
      throw conflict(order.paidAt ? apiMessages.orderAlreadyPaid : PAYABLE_AGAIN);
    }
    if (input.cost !== undefined && toCents(input.cost) !== order.totalCents) {
      throw conflict(apiMessages.costMismatch);
    }
    const mine = and(eq(payments.orderId, order.id), eq(payments.provider, d.provider.name));
    const [open] = await tx
      .select()
      .from(payments)
      .where(
        and(mine, eq(payments.amountCents, order.totalCents), eq(payments.currency, d.currency), notInArray(payments.status, CLOSED)),
      );
    if (open) return { clientSecret: open.clientSecret };
    // Attempt number in the key: a retried call after a failed commit gets the same intent back,
    // a new attempt after a cancelled intent gets a new one.
    const [attempts] = await tx.select({ n: count() }).from(payments).where(eq(payments.orderId, order.id));
    const intent = await d.provider.createIntent({
      orderId: order.id,
      amountCents: order.totalCents,
      currency: d.currency,
      idempotencyKey: `partshub-order-${order.id}-${attempts?.n ?? 0}-${order.totalCents}${d.currency}`,
    });
    await tx.insert(payments).values({
      orderId: order.id,
      provider: d.provider.name,
      providerIntentId: intent.intentId,
      clientSecret: intent.clientSecret,
      amountCents: order.totalCents,
      currency: d.currency,
    });
    return { clientSecret: intent.clientSecret };
  });
}

/**
 * The test gateway's confirm: the test card decides; the order is paid once. The payment row
 * is locked, so parallel confirms of one client secret run one after the other: the first pays,
 * the others answer the same transaction id. A refused card writes nothing.
 */
async function confirmTest(d: Deps, input: TestConfirmInput): Promise<{ id: string; status: 'succeeded' }> {
  const data = testConfirmSchema.parse(input);
  const result = await d.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.clientSecret, data.clientSecret), eq(payments.provider, 'test')))
      .for('update');
    if (!payment) throw notFound('No payment matches this client secret.');
    const outcome = evaluateTestCard(data.card);
    if (!outcome.ok) throw paymentFailed(outcome.message);
    if (payment.status === 'succeeded') return { payment, paidNow: false };
    if (!(await settle(d, tx, payment))) throw conflict(PAYABLE_AGAIN);
    return { payment, paidNow: true };
  });
  if (result.paidNow) await d.events.onPaid?.(result.payment.orderId);
  return { id: result.payment.providerIntentId, status: 'succeeded' };
}

/** A provider said an intent succeeded (Stripe's webhook). Repeated events change nothing. */
async function intentSucceeded(
  d: Deps,
  provider: PaymentProviderName,
  intent: { id: string; amountCents: number; currency: string },
): Promise<{ outcome: IntentSucceededOutcome; orderId: string | null }> {
  const result = await d.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.providerIntentId, intent.id), eq(payments.provider, provider)))
      .for('update');
    if (!payment) return { outcome: 'unknown_intent' as const, orderId: null };
    const orderId = payment.orderId;
    if (payment.status === 'succeeded') return { outcome: 'already_recorded' as const, orderId };
    if (intent.amountCents !== payment.amountCents || intent.currency.toLowerCase() !== payment.currency) {
      return { outcome: 'amount_mismatch' as const, orderId };
    }
    // The money was taken either way: the payment row says so even when the order cannot be paid.
    const paid = await settle(d, tx, payment);
    return { outcome: paid ? ('paid' as const) : ('order_not_payable' as const), orderId };
  });
  if (result.outcome === 'paid') await d.events.onPaid?.(result.orderId!);
  return result;
}

/** A provider cancelled an intent: the next createIntent for its order starts a new one. */
async function intentCanceled(d: Deps, provider: PaymentProviderName, intentId: string): Promise<boolean> {
  const updated = await d.db
    .update(payments)
    .set({ status: 'canceled' })
    .where(and(eq(payments.providerIntentId, intentId), eq(payments.provider, provider), notInArray(payments.status, CLOSED)))
    .returning({ id: payments.id });
  return updated.length > 0;
}

/** Card payments: one place for "pay: confirm with the provider, mark paid". */
export function createPaymentService(
  db: Database,
  provider: PaymentProvider,
  orders: OrderService,
  currency: string,
  events: PaymentEvents = {},
) {
  const d: Deps = { db, provider, orders, currency: currency.toLowerCase(), events };
  return {
    provider,
    createIntent: (viewer: Viewer, input: { orderId: string; cost?: number }) => createIntent(d, viewer, input),
    confirmTest: (input: TestConfirmInput) => confirmTest(d, input),
    intentSucceeded: (name: PaymentProviderName, intent: { id: string; amountCents: number; currency: string }) =>
      intentSucceeded(d, name, intent),
    intentCanceled: (name: PaymentProviderName, intentId: string) => intentCanceled(d, name, intentId),
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
