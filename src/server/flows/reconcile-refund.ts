import type { PaymentProviderName } from '../../shared/schemas/payment.js';
import type { RefundStatus } from '../../shared/schemas/refund.js';
import type { DbOrTx } from '../db/client.js';
import { money } from '../lib/text.js';
import type { OrderRow } from '../modules/orders/service.js';
import type { RefundRow } from '../modules/payments/service.js';
import type { FlowContext } from './context.js';

import { issueCreditNote } from './issue-documents.js';
import { refundMail } from './refund-order.js';
import { returnTenders } from './tenders.js';
import { emitEvent, refundData, type EventDeps } from './webhook-events.js';

type Deps = Pick<FlowContext, 'db' | 'orders' | 'payments' | 'documents' | 'mail' | 'log' | 'shopUrl' | 'giftCards' | 'storeCredit'> &
  EventDeps;

/** A refund as the provider reports it (Stripe's Refund object in a webhook event). */
export interface ProviderRefund {
  /** The provider's refund id (re_...). */
  id: string;
  /** The intent it gives money back from. */
  intentId: string | null;
  amountCents: number;
  /** Stripe's: pending, requires_action, succeeded, failed, canceled. */
  status: string;
  /** Our refund's id, when the shop asked for it (the metadata it was created with). */
  refundId: string | null;
  failureReason: string | null;
}

export type ReconcileOutcome =
  /** Made in the provider's dashboard: recorded now. */
  | 'recorded'
  /** The shop's refund changed status. */
  | 'settled'
  /** Known and as reported already (a repeated event): nothing changed. */
  | 'unchanged'
  /** Not for one of our payments, or nothing to record (a failed refund we never knew): ignored. */
  | 'ignored';

/** Stripe's statuses as ours: requires_action is still pending; canceled counts for nothing, as failed does. */
const statusOf = (s: string): RefundStatus => (s === 'succeeded' ? 'succeeded' : s === 'failed' || s === 'canceled' ? 'failed' : 'pending');

/** The reason written on a refund made in the provider's dashboard. */
const providerReason = (provider: PaymentProviderName) => `Refunded in ${provider === 'stripe' ? 'Stripe' : 'the payment provider'}`;

interface Step {
  d: Deps;
  tx: DbOrTx;
  order: OrderRow;
  reported: ProviderRefund;
}

/**
 * A refund now succeeded: counted on the order (never beyond what was paid: the excess is logged),
 * on its timeline (status `refunded` once everything paid is back), its credit note and e-mail.
 */
async function applySucceeded({ d, tx, order }: Step, refund: RefundRow, note: string): Promise<void> {
  const room = order.totalCents - order.refundedCents;
  const counted = Math.min(refund.amountCents, room);
  if (counted < refund.amountCents) {
    d.log.error(
      { orderId: order.id, refundId: refund.id, amountCents: refund.amountCents, refundableCents: room },
      'A refund reported by the payment provider is more than is left to refund on its order: counted up to the order total; check it',
    );
  }
  // A refund the shop asked for may have gift card and credit parts besides the card's.
  await returnTenders(d, tx, order, refund);
  const after = counted > 0 ? await d.orders.addRefunded(tx, order.id, counted) : order;
  const open = order.status !== 'refunded' && order.status !== 'cancelled';
  if (open && after.refundedCents === after.totalCents) await d.orders.setStatus(tx, order.id, 'refunded', 'system', { note });
  else await d.orders.note(tx, order.id, order.status, 'system', note);
  await d.mail.enqueue(tx, await refundMail(d, await d.orders.load(tx, order.id), refund));
  await emitEvent(d, tx, 'refund.succeeded', refundData(order, refund, after.refundedCents));
  await issueCreditNote(d, tx, order, refund);
}

/** A refund the shop knows (asked for here, or recorded from an earlier event) reported with a status. */
async function settleKnown(step: Step, known: RefundRow, provider: PaymentProviderName): Promise<ReconcileOutcome> {
  const { d, tx, order, reported } = step;
  const status = statusOf(reported.status);
  if (status === known.status || status === 'pending') {
    if (!known.providerRefundId) await d.payments.recordProviderRefundId(tx, known.id, reported.id);
    return 'unchanged';
  }
  const failureMessage = status === 'failed' ? `${provider} reports the refund ${reported.status}: ${reported.failureReason ?? ''}` : null;
  const refund = await d.payments.setRefundStatus(tx, known.id, { status, providerRefundId: reported.id, failureMessage });
  if (status === 'succeeded') {
    await applySucceeded(step, refund, `Refunded ${money(refund.amountCents)}: ${refund.reason}`);
    return 'settled';
  }
  // Pending or succeeded before, failed now: no money went back.
  const reason = reported.failureReason ? ` (${reported.failureReason})` : '';
  if (known.status === 'succeeded') {
    await d.orders.addRefunded(tx, order.id, -Math.min(known.amountCents, order.refundedCents));
    d.log.error({ orderId: order.id, refundId: known.id }, 'A refund that had succeeded failed at the payment provider: check the order');
  }
  await d.orders.note(
    tx,
    order.id,
    order.status,
    'system',
    `The refund of ${money(known.amountCents)} failed${reason}: nothing was given back`,
  );
  return 'settled';
}

/** A refund the shop never asked for (made in the provider's dashboard): recorded, and counted once it succeeded. */
async function recordUnknown(step: Step, provider: PaymentProviderName, paymentId: string): Promise<ReconcileOutcome> {
  const { d, tx, order, reported } = step;
  const status = statusOf(reported.status);
  if (status === 'failed' || reported.amountCents <= 0) return 'ignored';
  const refund = await d.payments.recordProviderRefund(tx, {
    orderId: order.id,
    paymentId,
    provider,
    amountCents: reported.amountCents,
    reason: providerReason(provider),
    actorId: null,
    status,
    providerRefundId: reported.id,
  });
  if (status === 'succeeded') await applySucceeded(step, refund, `${refund.reason}: ${money(refund.amountCents)}`);
  return 'recorded';
}

/**
 * A payment provider reports a refund (Stripe's refund.created, refund.updated, charge.refunded):
 * the shop's records follow, in one transaction under the order's row lock. A refund the shop
 * asked for is found by its provider id or by the refund id it carries in its metadata (or, for
 * one without metadata, a pending refund of the same amount whose call is under way); one made in
 * the provider's dashboard is recorded against the order its intent paid. The same event twice,
 * or events for one refund in any order, change the records once.
 */
export async function reconcileRefund(
  d: Deps,
  provider: PaymentProviderName,
  reported: ProviderRefund,
): Promise<{ outcome: ReconcileOutcome; orderId: string | null }> {
  const key = { provider, providerRefundId: reported.id, refundId: reported.refundId };
  const known = await d.payments.findProviderRefund(d.db, key);
  const payment = reported.intentId ? await d.payments.paymentByIntent(d.db, provider, reported.intentId) : undefined;
  const orderId = known?.orderId ?? payment?.orderId ?? null;
  if (!orderId) return { outcome: 'ignored', orderId: null };
  const outcome = await d.db.transaction(async (tx) => {
    const order = await d.orders.lock(tx, orderId);
    const step = { d, tx, order, reported };
    const found =
      (await d.payments.findProviderRefund(tx, key, true)) ??
      (reported.refundId ? undefined : await d.payments.pendingWithoutProviderId(tx, orderId, provider, reported.amountCents));
    if (found) return settleKnown(step, found, provider);
    return payment ? recordUnknown(step, provider, payment.id) : ('ignored' as const);
  });
  if (outcome !== 'unchanged' && outcome !== 'ignored') {
    d.mail.wake();
    d.webhooks.wake();
  }
  return { outcome, orderId };
}
