import { followUrl } from './guest-orders.js';
import { dateOf } from '../lib/text.js';
import type { Viewer } from '../lib/viewer.js';
import type { MailMessage } from '../modules/mail/transport.js';
import type { OrderDetail } from '../modules/orders/service.js';
import type { FlowContext } from './context.js';
import { exchangeShipped } from './exchange.js';
import { emitOrder, type EventDeps } from './webhook-events.js';

type Deps = Pick<FlowContext, 'db' | 'orders' | 'documents' | 'mail' | 'shopUrl' | 'audit' | 'returnWindowDays' | 'returns' | 'settings'> &
  EventDeps;

/** The shipping notice, with the tracking number when there is one, and the invoice (on the order's page). */
async function shippedMail(d: Deps, o: OrderDetail): Promise<MailMessage> {
  const invoice = (await d.documents.documentsOf([o.id])).invoices.get(o.id);
  const follow = followUrl(d, o);
  const rendered = await d.mail.render({
    preview: o.trackingNumber ? `Your order is on its way: tracking number ${o.trackingNumber}` : 'Your order is on its way.',
    heading: 'Your order is on its way.',
    blocks: [
      { order: d.orders.orderView(o, d.shopUrl, invoice ? { label: invoice.number, url: follow } : null) },
      ...(o.trackingNumber ? [{ box: `Tracking number: ${o.trackingNumber}` }] : []),
      { action: { label: 'Follow your order', url: follow } },
    ],
  });
  return { to: o.customerEmail, subject: `Your order has shipped: ${d.orders.orderHeading(o)}`, ...rendered };
}

/** The delivery notice: the order, and until when its parts may be returned (or reviewed, any time). */
async function deliveredMail(d: Deps, o: OrderDetail): Promise<MailMessage> {
  const invoice = (await d.documents.documentsOf([o.id])).invoices.get(o.id);
  const follow = followUrl(d, o);
  const until = d.orders.returnableUntil(o, d.returnWindowDays);
  const rendered = await d.mail.render({
    preview: 'Your order has been delivered.',
    heading: 'Your order has been delivered.',
    blocks: [
      { order: d.orders.orderView(o, d.shopUrl, invoice ? { label: invoice.number, url: follow } : null) },
      `Did everything fit? You can review the parts you bought${until ? `, or return any of them until ${dateOf(until)},` : ''} from your order's page.`,
      { action: { label: 'Review or return parts', url: follow } },
    ],
  });
  return { to: o.customerEmail, subject: `Your order has been delivered: ${d.orders.orderHeading(o)}`, ...rendered };
}

/**
 * An admin ships (with an optional tracking number) or delivers an order: under the order's row
 * lock, the status, its timeline event, the audit row and the customer's e-mail (shipped, with tracking; delivered), in one transaction.
 * A return's replacement (issue 31) ships only once the return is received (or the owner's `exchangeShipsAtOnce`), moving its exchange on.
 */
export async function fulfilOrder(
  d: Deps,
  id: string,
  viewer: Viewer,
  change: { status: 'shipped' | 'delivered'; trackingNumber?: string | undefined },
): Promise<OrderDetail> {
  const order = await d.db.transaction(async (tx) => {
    const row = await d.orders.lockVisible(tx, id, viewer);
    d.orders.assertCanMove(viewer, row, change.status);
    // A return's replacement ships once the returned part is in (issue 31), unless the owner allows it before.
    if (change.status === 'shipped') await exchangeShipped(d, tx, viewer, row);
    const tracking = change.status === 'shipped' ? change.trackingNumber : undefined;
    await d.orders.setStatus(tx, id, change.status, viewer, tracking ? { trackingNumber: tracking } : {});
    const changes = {
      status: [row.status, change.status],
      trackingNumber: tracking ? ([row.trackingNumber, tracking] as const) : undefined,
    } as const;
    await d.audit.record(tx, viewer, { action: 'order.status', entity: 'order', entityId: id, label: row.orderNumber, changes });
    const moved = await d.orders.load(tx, id);
    await d.mail.enqueue(tx, await (change.status === 'shipped' ? shippedMail : deliveredMail)(d, moved));
    await emitOrder(d, tx, change.status === 'shipped' ? 'order.shipped' : 'order.delivered', moved);
    return moved;
  });
  d.mail.wake();
  d.webhooks.wake();
  return order;
}
