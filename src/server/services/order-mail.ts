import { formatPrice } from '../../shared/money.js';
import type { Order } from '../../shared/schemas/order.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';

const summary = (o: Order) =>
  `${o.quantity} × ${o.orderName} — ${formatPrice(o.cost)}\nOrder number: ${o._id}\nPhone on the order: ${o.number}`;

/** The e-mails a customer gets about an order. */
export const orderMails = {
  placed: (o: Order, shopUrl: string): MailMessage => ({
    to: o.userEmail,
    subject: `Your PartsHub order: ${o.orderName}`,
    text: `Thank you for your order.\n\n${summary(o)}\n\nPay for it from My Order: ${shopUrl}/dashboard/payment/${o._id}\nWe ship as soon as the payment arrives.\n`,
  }),
  paid: (o: Order, shopUrl: string): MailMessage => ({
    to: o.userEmail,
    subject: `Payment received for ${o.orderName}`,
    text: `We received your payment of ${formatPrice(o.cost)}.\n\n${summary(o)}\nTransaction: ${o.transactionId ?? ''}\n\nFollow your order: ${shopUrl}/dashboard\n`,
  }),
  shipped: (o: Order, shopUrl: string): MailMessage => ({
    to: o.userEmail,
    subject: `Your order has shipped: ${o.orderName}`,
    text: `Your order is on its way.\n\n${summary(o)}\n${o.trackingNumber ? `Tracking number: ${o.trackingNumber}\n` : ''}\nFollow your order: ${shopUrl}/dashboard\n`,
  }),
};

/** Queues without failing the caller: the order stands even if the mail cannot be queued. */
export async function sendSafely(mailer: Mailer, message: MailMessage, log: (err: unknown) => void) {
  await mailer.send(message).catch(log);
}
