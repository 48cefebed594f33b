import { followUrl } from './guest-orders.js';
import { apiMessages } from '../../shared/messages.js';
import type { RefundDestination } from '../../shared/schemas/gift-card.js';
import { conflict, forbidden } from '../lib/errors.js';
import { money } from '../lib/text.js';
import type { Viewer } from '../lib/viewer.js';
import type { MailMessage } from '../modules/mail/transport.js';
import type { OrderDetail } from '../modules/orders/service.js';
import type { CreatedRefund } from '../modules/payments/provider.js';
import type { RefundRow } from '../modules/payments/service.js';
import type { FlowContext } from './context.js';
import { exchangeOrderCancelled } from './exchange.js';
import { issueCreditNote } from './issue-documents.js';
import { putBackOnShelf, type RestockDeps } from './restock.js';
import { refundDestinations, returnTenders, splitRefund } from './tenders.js';
import { emitEvent, emitOrder, refundData, type EventDeps } from './webhook-events.js';

/** What a refund takes (cancel-order and update-return refund through it). */
export type RefundDeps = Pick<
  FlowContext,
  | 'db'
  | 'orders'
  | 'payments'
  | 'paymentProvider'
  | 'documents'
  | 'mail'
  | 'invalidate'
  | 'shopUrl'
  | 'settings'
  | 'audit'
  | 'promotions'
  | 'giftCards'
  | 'storeCredit'
  | 'returns'
> &
  RestockDeps &
  EventDeps;

/** What a refund row names as its provider when none was called (gift cards and store credit only). */
const SHOP_PROVIDER = 'shop';

/** The provider's answer, or the shop's own for a refund with nothing for the card. */
type Answer = CreatedRefund | { status: 'succeeded'; refundId: null };

/** The same refund asked for again within this long is a double click: it is answered, not made twice. */
const REPEAT_SECONDS = 60;

export interface RefundRequest {
  amountCents: number;
  reason: string;
  /** Back the way it was paid (default), or all as store credit. */
  to?: RefundDestination;
}

export interface RefundOptions {
  /** Cancel the order too, and put its units back (an admin's cancel of a paid order). */
  cancel?: boolean;
  /**
   * The reason names what is refunded (a return): a pending or succeeded refund of the order with
   * the same reason, at any time and for any amount, is answered instead of a second one.
   */
  once?: boolean;
}

/** The customer's e-mail about a refund that went through (also sent for one reconciled from the provider). */
export async function refundMail(
  { orders, mail, shopUrl }: Pick<FlowContext, 'orders' | 'mail' | 'shopUrl'>,
  o: OrderDetail,
  r: RefundRow,
): Promise<MailMessage> {
  const refunded =
    `We have refunded ${money(r.amountCents)}: ${refundDestinations(r)}.` +
    (r.cardCents > 0 ? ' Banks take 5 to 10 working days to show it on a card.' : '');
  const rendered = await mail.render({
    preview: refunded,
    heading: 'Your refund',
    blocks: [
      refunded,
      `Reason: ${r.reason}\nOrder number: ${o.orderNumber}\nRefunded so far: ${money(o.refundedCents)} of ${money(o.totalCents)}`,
      { action: { label: `Your order${o.userId === null ? '’s page' : 's'}`, url: followUrl({ orders, shopUrl }, o) } },
    ],
  });
  return { to: o.customerEmail, subject: `Refund for your order: ${orders.orderHeading(o)}`, ...rendered };
}

/**
 * Step 1, under the order's row lock: the order must be paid; a repeat of the same refund is
 * answered with the first; the amount must fit in what was paid minus what is refunded or being
 * refunded; the refund is written as pending (with its idempotency key) and its audit row, and committed.
 */
async function beginRefund(d: RefundDeps, viewer: Viewer, orderId: string, request: RefundRequest, options: RefundOptions) {
  // Owners and admins refund any amount; other staff up to the limit the owner set (issue 29).
  const limit = viewer.role === 'admin' ? Infinity : await d.settings.refundLimitCents();
  if (request.amountCents > limit) throw forbidden(apiMessages.refundOverLimit(money(limit)));
  return d.db.transaction(async (tx) => {
    const order = await d.orders.lockVisible(tx, orderId, viewer);
    if (order.paidAt === null) throw conflict(apiMessages.refundUnpaid);
    if (options.cancel) d.orders.assertCanMove(viewer, order, 'cancelled');
    const repeat = options.once
      ? await d.payments.sameReason(tx, orderId, request.reason)
      : await d.payments.recentSame(tx, { orderId, ...request }, REPEAT_SECONDS);
    if (repeat) return { refund: repeat, repeated: true };
    const committed = await d.payments.committed(tx, orderId);
    const refundable = order.totalCents - committed.cents;
    if (request.amountCents > refundable) throw conflict(apiMessages.refundTooLarge(money(refundable)));
    const parts = splitRefund(order, request.amountCents, request.to ?? 'original', committed);
    // Only the card's part goes through the provider (an order gift cards and credit paid in full has no payment).
    const payment = parts.cardCents > 0 ? await d.payments.succeededPayment(tx, orderId) : undefined;
    if (parts.cardCents > 0 && !payment?.providerIntentId) throw conflict(apiMessages.refundUnpaid);
    const refund = await d.payments.beginRefund(tx, {
      orderId,
      paymentId: payment?.id ?? null,
      provider: payment?.provider ?? SHOP_PROVIDER,
      actorId: viewer.id,
      amountCents: request.amountCents,
      reason: request.reason,
      ...parts,
      refundTo: parts.to,
    });
    // The refund is written here (pending): its audit row goes with it, whatever the provider then says.
    const changes = {
      amountCents: [null, request.amountCents],
      reason: [null, request.reason],
      refundId: [null, refund.id],
      cancel: options.cancel ? ([null, true] as const) : undefined,
    } as const;
    await d.audit.record(tx, viewer, { action: 'refund.create', entity: 'order', entityId: orderId, label: order.orderNumber, changes });
    return { refund, intentId: payment?.providerIntentId ?? null, repeated: false };
  });
}

/**
 * Step 3, after the provider answered, under the order's row lock: a refund that succeeded counts
 * on the order, shows on its timeline, gets its credit note and its e-mail, once (the provider's
 * webhook may have settled it first: flows/reconcile-refund.ts); a cancel happens either way.
 */
async function settleRefund(
  d: RefundDeps,
  viewer: Viewer,
  orderId: string,
  request: RefundRequest,
  step: { refund: RefundRow; answer: Answer; cancel: boolean },
): Promise<RefundRow> {
  const { answer, cancel } = step;
  return d.db.transaction(async (tx) => {
    const order = await d.orders.lockVisible(tx, orderId, viewer);
    let settled = false;
    if (answer.status === 'succeeded') settled = await d.payments.markRefundSucceeded(tx, step.refund.id, answer.refundId);
    else if (answer.refundId) await d.payments.recordProviderRefundId(tx, step.refund.id, answer.refundId);
    const note = `Refunded ${money(request.amountCents)}: ${request.reason}`;
    if (settled) {
      await returnTenders(d, tx, order, step.refund);
      const after = await d.orders.addRefunded(tx, orderId, request.amountCents);
      if (cancel) await d.orders.setStatus(tx, orderId, 'cancelled', viewer, { note });
      else if (after.refundedCents === after.totalCents) await d.orders.setStatus(tx, orderId, 'refunded', viewer, { note });
      else await d.orders.note(tx, orderId, order.status, viewer, note);
    } else if (cancel) {
      await d.orders.setStatus(tx, orderId, 'cancelled', viewer, {
        note: answer.status === 'succeeded' ? note : `Refund of ${money(request.amountCents)} on its way`,
      });
    }
    const detail = await d.orders.load(tx, orderId);
    if (cancel) {
      await exchangeOrderCancelled(d, tx, viewer, order);
      await putBackOnShelf(d, tx, detail.lines);
      await d.promotions.release(tx, [orderId]);
      // The gift cards it bought were paid back: they can no longer be spent.
      await d.giftCards.disable(
        tx,
        (await d.giftCards.soldBy(tx, orderId)).map((c) => c.id),
      );
      const changes = { status: [order.status, detail.status] } as const;
      await d.audit.record(tx, viewer, { action: 'order.cancel', entity: 'order', entityId: orderId, label: order.orderNumber, changes });
      await emitOrder(d, tx, 'order.cancelled', detail);
    }
    const row = (await d.payments.refundIn(tx, step.refund.id))!;
    if (settled) {
      await d.mail.enqueue(tx, await refundMail(d, detail, row));
      await emitEvent(d, tx, 'refund.succeeded', refundData(detail, row, detail.refundedCents));
      // Last: the credit note's number holds the year's counter until the commit.
      await issueCreditNote(d, tx, order, row);
    }
    return row;
  });
}

/**
 * Refunds part or all of a paid order through the payment provider (an admin's goodwill refund,
 * or the whole order when an admin cancels it before it ships: `cancel`). The provider is called
 * with no transaction or lock held, with the refund's own idempotency key, so a retry never
 * refunds twice. A refusal marks the refund failed and answers 502 with the provider's message:
 * nothing counts as refunded and the order is unchanged. On success, in one transaction: the
 * refund succeeded, the order's refunded amount, its timeline (status `refunded` once everything
 * paid is back; with `cancel`, status `cancelled` and every line's units back on the shelf) and
 * the customer's e-mail.
 */
export async function refundOrder(
  d: RefundDeps,
  viewer: Viewer,
  orderId: string,
  request: RefundRequest,
  options: RefundOptions = {},
): Promise<{ refund: RefundRow; created: boolean }> {
  const cancel = options.cancel ?? false;
  const begun = await beginRefund(d, viewer, orderId, request, options);
  if (begun.repeated) return { refund: begun.refund, created: false };
  let answer: Answer;
  try {
    // Nothing for the card: gift cards and credit get their parts back when it is settled.
    answer =
      begun.refund.cardCents === 0
        ? { status: 'succeeded', refundId: null }
        : await d.paymentProvider.refund({
            refundId: begun.refund.id,
            intentId: begun.intentId!,
            amountCents: begun.refund.cardCents,
            idempotencyKey: begun.refund.idempotencyKey,
          });
  } catch (err) {
    await d.payments.markRefundFailed(begun.refund.id, err instanceof Error ? err.message : String(err));
    throw err;
  }
  const refund = await settleRefund(d, viewer, orderId, request, { refund: begun.refund, answer, cancel });
  d.mail.wake();
  d.webhooks.wake();
  if (cancel) d.invalidate(['products', 'best-sellers']);
  return { refund, created: true };
}
