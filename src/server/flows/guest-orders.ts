import type { Viewer } from '../lib/viewer.js';
import type { FlowContext } from './context.js';

/** A guest order's page, where its link leads (the web app's /guest/orders/{token}). */
export const guestOrderUrl = (d: Pick<FlowContext, 'orders' | 'shopUrl'>, order: { id: string; guestLinkVersion: number }) =>
  `${d.shopUrl}/guest/orders/${d.orders.guestToken(order)}`;

/** Where a customer follows an order, as mails link it: My Orders, or a guest's order's own page (its link). */
export const followUrl = (
  d: Pick<FlowContext, 'orders' | 'shopUrl'>,
  order: { id: string; userId: string | null; guestLinkVersion: number },
) => (order.userId === null ? guestOrderUrl(d, order) : `${d.shopUrl}/dashboard`);

/**
 * "Find my order": mails the order's link to the address it was placed with, when an order with
 * that number and address exists (a guest's), or word to sign in (an account's); nothing when there
 * is none. The caller answers the same in every case, so the answer tells nobody which orders exist.
 */
export async function mailGuestLink(d: Pick<FlowContext, 'orders' | 'mail' | 'shopUrl'>, lookup: { orderNumber: string; email: string }) {
  const order = await d.orders.findByNumberAndEmail(lookup.orderNumber, lookup.email);
  if (!order) return;
  const subject = `Your PartsHub order ${order.orderNumber}`;
  const asked = `You asked for the link to your order ${order.orderNumber}.`;
  const rendered = await d.mail.render({
    preview: asked,
    heading: `Your order ${order.orderNumber}`,
    blocks:
      order.userId === null
        ? [
            `${asked} Open it to pay, follow the order, get its invoice or return parts:`,
            { action: { label: 'Open your order', url: guestOrderUrl(d, order) } },
            {
              small:
                'Keep this link to yourself: anyone who has it can see the order. If you did not ask for it, you can ignore this e-mail.',
            },
          ]
        : [
            `${asked} It is in your PartsHub account: sign in to see it on My Orders.`,
            { action: { label: 'My Orders', url: `${d.shopUrl}/dashboard/orders` } },
            { small: 'If you did not ask for this, you can ignore this e-mail.' },
          ],
  });
  // Throttled like every mail a stranger can make us send (MAIL_PER_RECIPIENT_HOUR).
  await d.mail.send({ to: order.customerEmail, subject, ...rendered });
}

/**
 * Staff revoke a guest order's links (one was shared or leaked): the links given so far stop
 * working at once; the customer gets a new one from "Find my order". With its audit row.
 */
export async function revokeGuestLinks(d: Pick<FlowContext, 'db' | 'orders' | 'audit'>, viewer: Viewer, orderId: string): Promise<void> {
  await d.db.transaction(async (tx) => {
    const order = await d.orders.lockVisible(tx, orderId, viewer);
    const revoked = await d.orders.revokeGuestLinks(tx, order.id);
    const changes = { guestLinkVersion: [order.guestLinkVersion, revoked!.guestLinkVersion] as const };
    await d.audit.record(tx, viewer, {
      action: 'order.guest-link-revoke',
      entity: 'order',
      entityId: order.id,
      label: order.orderNumber,
      changes,
    });
  });
}

/**
 * An account's address was proved its owner's (issue 30): every guest order placed with it joins
 * the account, with its returns, in one transaction, so My Orders shows them from now on.
 */
export async function joinGuestOrders(
  d: Pick<FlowContext, 'db' | 'orders' | 'returns'>,
  user: { id: string; email: string },
): Promise<number> {
  return d.db.transaction(async (tx) => {
    const joined = await d.orders.joinGuestOrders(tx, user.id, user.email);
    await d.returns.joinAccount(tx, user.id, joined);
    return joined.length;
  });
}
