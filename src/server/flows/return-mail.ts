import type { MailMessage } from '../modules/mail/transport.js';
import type { ReturnDetail } from '../modules/returns/service.js';
import type { FlowContext } from './context.js';

/** A short, human reference for a return (the first part of its id, upper case). */
export const returnReference = (r: Pick<ReturnDetail, 'id'>) => `R-${r.id.slice(0, 8).toUpperCase()}`;

/** A mail about a return: what goes back, then the step's own text. */
export function returnMail(
  d: Pick<FlowContext, 'shopUrl'>,
  r: Pick<ReturnDetail, 'id' | 'customerEmail' | 'lines' | 'orderId'>,
  step: { subject: string; body: string },
): MailMessage {
  const lines = r.lines.map((l) => `- ${l.quantity} × ${l.productName}`).join('\n');
  return {
    to: r.customerEmail,
    subject: `${step.subject} (return ${returnReference(r)})`,
    text: `${step.body}\n\nWhat goes back:\n${lines}\n\nOrder number: ${r.orderId}\nYour orders and returns: ${d.shopUrl}/dashboard\n`,
  };
}
