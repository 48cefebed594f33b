import { formatPrice, toDollars } from '../../../shared/money.js';
import type { MailMessage } from '../mail/transport.js';

/** What an order's e-mails tell about it. */
export interface OrderMailFacts {
  id: string;
  customerEmail: string;
  productName: string;
  quantity: number;
  totalCents: number;
  phone: string;
  transactionId?: string | null;
  trackingNumber?: string | null;
}

const summary = (o: OrderMailFacts) =>
  `${o.quantity} × ${o.productName} — ${formatPrice(toDollars(o.totalCents))}\nOrder number: ${o.id}\nPhone on the order: ${o.phone}`;

/** The e-mails a customer gets about an order. */
export const orderMails = {
  placed: (o: OrderMailFacts, shopUrl: string): MailMessage => ({
    to: o.customerEmail,
    subject: `Your PartsHub order: ${o.productName}`,
    text: `Thank you for your order.\n\n${summary(o)}\n\nPay for it from My Order: ${shopUrl}/dashboard/payment/${o.id}\nWe ship as soon as the payment arrives.\n`,
  }),
  paid: (o: OrderMailFacts, shopUrl: string): MailMessage => ({
    to: o.customerEmail,
    subject: `Payment received for ${o.productName}`,
    text: `We received your payment of ${formatPrice(toDollars(o.totalCents))}.\n\n${summary(o)}\nTransaction: ${o.transactionId ?? ''}\n\nFollow your order: ${shopUrl}/dashboard\n`,
  }),
  shipped: (o: OrderMailFacts, shopUrl: string): MailMessage => ({
    to: o.customerEmail,
    subject: `Your order has shipped: ${o.productName}`,
    text: `Your order is on its way.\n\n${summary(o)}\n${o.trackingNumber ? `Tracking number: ${o.trackingNumber}\n` : ''}\nFollow your order: ${shopUrl}/dashboard\n`,
  }),
};
