import { followUrl } from './guest-orders.js';
import { apiMessages } from '../../shared/messages.js';
import type { PaymentProviderName } from '../../shared/schemas/payment.js';
import type { DbOrTx } from '../db/client.js';
import { conflict, notFound, paymentFailed } from '../lib/errors.js';
import { money } from '../lib/text.js';
import type { Viewer } from '../lib/viewer.js';
import type { MailMessage } from '../modules/mail/transport.js';
import type { OrderDetail } from '../modules/orders/service.js';
import type { IntentPayment } from '../modules/payments/service.js';
import type { CardInput } from '../modules/payments/test-cards.js';
import type { FlowContext } from './context.js';
import { issueSoldGiftCards } from './gift-cards.js';
import { emitOrder } from './webhook-events.js';

/** What settling a payment takes (a confirm, a provider's event, an order gift cards and credit paid in full). */
export type SettleDeps = Pick<
  FlowContext,
  'db' | 'payments' | 'orders' | 'documents' | 'mail' | 'invalidate' | 'shopUrl' | 'giftCards' | 'currency' | 'webhooks'
>;

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

const PAYABLE_AGAIN = apiMessages.orderNotPayable;

/** The receipt, with the invoice's link. */
async function receiptMail({ orders, mail, shopUrl }: SettleDeps, o: OrderDetail, invoiceNumber: string): Promise<MailMessage> {
  const paid = o.transactionId
    ? `We received your payment of ${money(orders.dueCents(o))}.`
    : o.exchangeForReturnId
      ? 'The exchange credit paid for your replacement in full.'
      : 'Your gift cards and store credit paid for your order in full.';
  const where = o.userId === null ? 'on your order’s page' : 'on My Orders';
  const follow = followUrl({ orders, shopUrl }, o);
  const rendered = await mail.render({
    preview: paid,
    heading: 'Payment received',
    blocks: [
      paid,
      { order: orders.orderView(o, shopUrl, { label: invoiceNumber, url: follow }) },
      ...(o.transactionId ? [`Transaction: ${o.transactionId}`] : []),
      `Your invoice is ${where}.`,
      { action: { label: 'Follow your order', url: follow } },
    ],
  });
  return { to: o.customerEmail, subject: `Payment received for ${orders.orderHeading(o)}`, ...rendered };
}

/**
 * Marks an order paid, once, for what the card was to pay (`amountCents`; 0 and no transaction for
 * an order gift cards and credit paid in full), in the caller's transaction: issues its invoice
 * (dated when paid), the gift cards it bought (their codes mailed) and queues the receipt. Answers
 * whether the order became paid. The invoice's number is taken late in the transaction: it holds
 * the year's counter until the commit.
 */
export async function settleOrderPaid(
  d: SettleDeps,
  tx: DbOrTx,
  orderId: string,
  paid: { transactionId: string | null; amountCents: number; note?: string },
): Promise<boolean> {
  if (!(await d.orders.markPaid(tx, orderId, paid))) return false;
  const order = await d.orders.load(tx, orderId);
  await issueSoldGiftCards(d, tx, order);
  const invoice = await d.documents.ensureInvoice(tx, order.id, order.paidAt!);
  await d.mail.enqueue(tx, await receiptMail(d, order, invoice.number));
  await emitOrder(d, tx, 'order.paid', order);
  return true;
}

/** Marks the payment succeeded and its order paid (settleOrderPaid). */
async function settle(d: SettleDeps, tx: DbOrTx, payment: IntentPayment): Promise<boolean> {
  await d.payments.markSucceeded(tx, payment.id);
  return settleOrderPaid(d, tx, payment.orderId, { transactionId: payment.providerIntentId, amountCents: payment.amountCents });
}

/** After a paid order committed: its receipt and order.paid go out, and the best sellers may have changed. */
export function afterPaid(d: Pick<SettleDeps, 'mail' | 'invalidate' | 'webhooks'>) {
  d.mail.wake();
  d.webhooks.wake();
  d.invalidate(['best-sellers']);
}

/**
 * Starts (or resumes) paying an order. The amount always comes from the order; only its owner can
 * pay it, and only while it waits for payment. Under the order's row lock the attempt is written
 * (or an open one found, so two tabs share one intent) and committed; then the provider is called
 * with no transaction or lock held, so a slow provider never holds the database; then its intent
 * is recorded. Compensation: a failed call closes the attempt (the next one starts afresh).
 */
export async function startPayment(
  d: Pick<FlowContext, 'db' | 'orders' | 'payments' | 'paymentProvider' | 'currency'>,
  viewer: Viewer,
  input: { orderId: string; costCents?: number },
) {
  const step = await d.db.transaction(async (tx) => {
    // Even staff pay only their own orders.
    const order = await d.orders.lockVisible(tx, input.orderId, viewer, { ownOnly: true });
    if (order.paidAt !== null || order.status !== 'pending_payment') {
      throw conflict(order.paidAt ? apiMessages.orderAlreadyPaid : PAYABLE_AGAIN);
    }
    if (!order.shippingAddress) throw conflict(apiMessages.deliveryRequired);
    if (input.costCents !== undefined && input.costCents !== order.totalCents) throw conflict(apiMessages.costMismatch);
    // The card pays what gift cards and store credit did not.
    const amountCents = d.orders.dueCents(order);
    if (amountCents <= 0) throw conflict(PAYABLE_AGAIN);
    const wanted = { orderId: order.id, provider: d.paymentProvider.name, amountCents, currency: d.currency };
    const open = await d.payments.findOpen(tx, wanted);
    // A call for this attempt may be under way (or was cut off): calling again with its key is safe.
    if (open) return { payment: open };
    // Attempt number in the key: a retried call gets the same intent back, a new attempt a new one.
    const attempts = await d.payments.countAttempts(tx, order.id);
    const idempotencyKey = `partshub-order-${order.id}-${attempts}-${amountCents}${d.currency}`;
    return { payment: await d.payments.begin(tx, { ...wanted, idempotencyKey }) };
  });
  const { payment } = step;
  if (payment.clientSecret) return { clientSecret: payment.clientSecret };
  let intent;
  try {
    intent = await d.paymentProvider.createIntent({
      orderId: payment.orderId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      idempotencyKey: payment.idempotencyKey!,
    });
  } catch (err) {
    await d.payments.markFailed(payment.id);
    throw err;
  }
  const clientSecret = await d.payments.recordIntent(payment.id, intent);
  if (!clientSecret) throw conflict(PAYABLE_AGAIN);
  return { clientSecret };
}

/**
 * The test gateway's confirm: the test card decides; the order is paid once. The payment row
 * is locked, so parallel confirms of one client secret run one after the other: the first pays,
 * the others answer the same transaction id. A refused card writes nothing.
 */
export async function confirmTestPayment(d: SettleDeps, input: { clientSecret: string; card: CardInput }) {
  const result = await d.db.transaction(async (tx) => {
    const payment = await d.payments.lockByClientSecret(tx, input.clientSecret);
    if (!payment) throw notFound('No payment matches this client secret.');
    const outcome = d.payments.evaluateTestCard(input.card);
    if (!outcome.ok) throw paymentFailed(outcome.message, outcome.code);
    if (payment.status === 'succeeded') return { payment, paidNow: false };
    if (!(await settle(d, tx, payment))) throw conflict(PAYABLE_AGAIN);
    return { payment, paidNow: true };
  });
  if (result.paidNow) afterPaid(d);
  // paidNow: this confirm paid the order (a repeated one answers the same without paying again).
  return { id: result.payment.providerIntentId, status: 'succeeded' as const, paidNow: result.paidNow };
}

/** A provider said an intent succeeded (Stripe's webhook). Repeated events change nothing. */
export async function intentSucceeded(
  d: SettleDeps,
  provider: PaymentProviderName,
  intent: { id: string; amountCents: number; currency: string },
): Promise<{ outcome: IntentSucceededOutcome; orderId: string | null }> {
  const result = await d.db.transaction(async (tx) => {
    const payment = await d.payments.lockByIntent(tx, provider, intent.id);
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
  if (result.outcome === 'paid') afterPaid(d);
  return result;
}
