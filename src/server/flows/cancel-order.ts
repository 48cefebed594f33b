import { isStaff, type Viewer } from '../lib/viewer.js';
import type { MailMessage } from '../modules/mail/transport.js';
import type { OrderDetail } from '../modules/orders/service.js';
import { followUrl } from './guest-orders.js';
import type { FlowContext } from './context.js';
import { refundOrder, type RefundDeps } from './refund-order.js';
import { putBackOnShelf, type RestockDeps } from './restock.js';
import { releaseTenders } from './tenders.js';
import { exchangeOrderCancelled } from './exchange.js';
import { emitOrder, type EventDeps } from './webhook-events.js';

type Deps = Pick<FlowContext, 'db' | 'orders' | 'mail' | 'shopUrl' | 'invalidate' | 'audit' | 'promotions' | 'giftCards' | 'storeCredit'> &
  RestockDeps &
  RefundDeps &
  EventDeps;

/**
 * The shop cancelled an unpaid order: the customer is told (a customer who cancels their own order
 * sees it happen, and is not mailed for it: a place-and-cancel loop mails nobody).
 */
async function cancelledMail(d: Deps, o: OrderDetail): Promise<MailMessage> {
  // A return's replacement paid by its exchange credit alone had nothing charged either (issue 31).
  const what = o.paidAt ? 'order, paid by nothing but its exchange credit' : 'unpaid order, so nothing will be charged for it';
  const rendered = await d.mail.render({
    preview: `Your ${o.paidAt ? '' : 'unpaid '}order has been cancelled.`,
    heading: 'Your order has been cancelled.',
    blocks: [
      `We cancelled your ${what}. Its parts went back on the shelf.`,
      { order: d.orders.orderView(o, d.shopUrl, null) },
      'Questions? Answer this e-mail or write to us through the contact page.',
      { action: { label: 'See your order', url: followUrl(d, o) } },
    ],
  });
  return { to: o.customerEmail, subject: `Your order has been cancelled: ${d.orders.orderHeading(o)}`, ...rendered };
}

/**
 * Cancels an order (the spec's delete keeps the record): in one transaction, under the order's
 * row lock, the status and its timeline event, the units back on the shelf and its promotions' uses given back. Customers cancel
 * only their unpaid orders; admins also paid ones not yet shipped, which are refunded in full
 * first (refund-order.ts: a provider refusal leaves the order as it was); staff's cancels go to the
 * audit trail in the same transaction. With `alreadyOk`, an order
 * already cancelled answers null instead of a conflict. After the commit the cached product
 * answers (stock) and best sellers (a paid order no longer counts) are dropped.
 */
export async function cancelOrder(d: Deps, id: string, viewer: Viewer, options: { alreadyOk?: boolean } = {}): Promise<OrderDetail | null> {
  const order = await d.db.transaction(async (tx) => {
    const row = await d.orders.lockVisible(tx, id, viewer);
    if (options.alreadyOk && row.status === 'cancelled') return null;
    d.orders.assertCanMove(viewer, row, 'cancelled');
    // Paid: the money goes back first, through the provider (refundOrder cancels and restocks once it has);
    // a replacement its exchange credit paid in full (total 0) has no money to give back: cancelled here.
    if (row.paidAt !== null && row.totalCents > row.refundedCents) return 'paid' as const;
    await d.orders.setStatus(tx, id, 'cancelled', viewer);
    // A return's replacement (only staff get here with one): the exchange is off, the return refunded in full.
    await exchangeOrderCancelled(d, tx, viewer, row);
    // Staff cancelling a customer's order: the audit trail keeps it (a customer's own cancel is not staff's write).
    if (isStaff(viewer)) {
      const changes = { status: [row.status, 'cancelled'] } as const;
      await d.audit.record(tx, viewer, { action: 'order.cancel', entity: 'order', entityId: id, label: row.orderNumber, changes });
    }
    const order = await d.orders.load(tx, id);
    await putBackOnShelf(d, tx, order.lines, { unsold: row.paidAt === null });
    // A discount code's use counts again; gift cards and credit get back what they paid.
    await d.promotions.release(tx, [id]);
    await releaseTenders(d, tx, [id]);
    await emitOrder(d, tx, 'order.cancelled', order);
    if (isStaff(viewer)) await d.mail.enqueue(tx, await cancelledMail(d, order));
    return order;
  });
  if (order === 'paid') {
    const { totalCents, refundedCents } = await d.orders.load(d.db, id);
    await refundOrder(d, viewer, id, { amountCents: totalCents - refundedCents, reason: 'Order cancelled by the shop' }, { cancel: true });
    return d.orders.load(d.db, id);
  }
  if (order) {
    d.mail.wake();
    d.webhooks.wake(); // shoppers waiting for these parts (at once when RESTOCK_SETTLE_SECONDS is 0)
    d.invalidate(['products', 'best-sellers']);
  }
  return order;
}
