import { followUrl } from './guest-orders.js';
import type { Viewer } from '../lib/viewer.js';
import type { MailMessage } from '../modules/mail/transport.js';
import type { OrderDetail } from '../modules/orders/service.js';
import type { FlowContext } from './context.js';
import { emitOrder, type EventDeps } from './webhook-events.js';

type Deps = Pick<FlowContext, 'db' | 'orders' | 'mail' | 'shopUrl' | 'audit'> & EventDeps;

/** The shipping notice, with the tracking number when there is one. */
const shippedMail = (d: Deps, o: OrderDetail): MailMessage => ({
  to: o.customerEmail,
  subject: `Your order has shipped: ${d.orders.orderHeading(o)}`,
  text: `Your order is on its way.\n\n${d.orders.orderSummary(o)}\n${o.trackingNumber ? `Tracking number: ${o.trackingNumber}\n` : ''}\nFollow your order: ${followUrl(d, o)}\n`,
});

/**
 * An admin ships (with an optional tracking number) or delivers an order: under the order's row
 * lock, the status, its timeline event, the audit row and, on shipping, the customer's e-mail, in one transaction.
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
    const tracking = change.status === 'shipped' ? change.trackingNumber : undefined;
    await d.orders.setStatus(tx, id, change.status, viewer, tracking ? { trackingNumber: tracking } : {});
    const changes = {
      status: [row.status, change.status],
      trackingNumber: tracking ? ([row.trackingNumber, tracking] as const) : undefined,
    } as const;
    await d.audit.record(tx, viewer, { action: 'order.status', entity: 'order', entityId: id, label: row.orderNumber, changes });
    const moved = await d.orders.load(tx, id);
    if (change.status === 'shipped') await d.mail.enqueue(tx, shippedMail(d, moved));
    await emitOrder(d, tx, change.status === 'shipped' ? 'order.shipped' : 'order.delivered', moved);
    return moved;
  });
  if (change.status === 'shipped') d.mail.wake();
  d.webhooks.wake();
  return order;
}
