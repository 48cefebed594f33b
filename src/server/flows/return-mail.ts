import { returnTitle } from '../../shared/return-title.js';
import type { MailMessage } from '../modules/mail/transport.js';
import type { MailBlock } from '../modules/mail/templates/content.js';
import type { ReturnDetail } from '../modules/returns/service.js';
import type { FlowContext } from './context.js';

/** How people name a return, as its screens do: "Return 2 of PH-2026-000123". */
export const returnReference = (r: Pick<ReturnDetail, 'number' | 'orderNumber'>) => returnTitle(r);

/** A mail about a return: the step's own blocks, then what goes back and where to follow it. */
export async function returnMail(
  d: Pick<FlowContext, 'shopUrl' | 'mail'>,
  r: Pick<ReturnDetail, 'number' | 'orderNumber' | 'customerEmail' | 'lines' | 'userId'>,
  step: { subject: string; blocks: MailBlock[] },
): Promise<MailMessage> {
  // A guest follows it on the order's page (the link in the order's mails; "Find my order" sends it again).
  const follow: MailBlock[] =
    r.userId === null
      ? [
          "Your order's page: the link in its e-mails, or find it here:",
          { action: { label: 'Find my order', url: `${d.shopUrl}/guest/orders` } },
        ]
      : [{ action: { label: 'Your orders and returns', url: `${d.shopUrl}/dashboard` } }];
  const rendered = await d.mail.render({
    preview: `${step.subject} (${returnReference(r)})`,
    heading: step.subject,
    blocks: [
      ...step.blocks,
      `${returnReference(r)}. What goes back:`,
      { list: r.lines.map((l) => `${l.quantity} × ${l.productName}`) },
      `Order number: ${r.orderNumber}`,
      ...follow,
    ],
  });
  return { to: r.customerEmail, subject: `${step.subject} (${returnReference(r)})`, ...rendered };
}
