import { returnTitle } from '../../shared/return-title.js';
import type { MailMessage } from '../modules/mail/transport.js';
import type { ReturnDetail } from '../modules/returns/service.js';
import type { FlowContext } from './context.js';

/** How people name a return, as its screens do: "Return 2 of PH-2026-000123". */
export const returnReference = (r: Pick<ReturnDetail, 'number' | 'orderNumber'>) => returnTitle(r);

/** A mail about a return: what goes back, then the step's own text. */
export function returnMail(
  d: Pick<FlowContext, 'shopUrl'>,
  r: Pick<ReturnDetail, 'number' | 'orderNumber' | 'customerEmail' | 'lines' | 'userId'>,
  step: { subject: string; body: string },
): MailMessage {
  const lines = r.lines.map((l) => `- ${l.quantity} × ${l.productName}`).join('\n');
  // A guest follows it on the order's page (the link in the order's mails; "Find my order" sends it again).
  const follow =
    r.userId === null
      ? `Your order's page: the link in its e-mails, or ${d.shopUrl}/guest/orders`
      : `Your orders and returns: ${d.shopUrl}/dashboard`;
  return {
    to: r.customerEmail,
    subject: `${step.subject} (${returnReference(r)})`,
    text: `${step.body}\n\n${returnReference(r)}. What goes back:\n${lines}\n\nOrder number: ${r.orderNumber}\n${follow}\n`,
  };
}
