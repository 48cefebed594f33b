import type { MailContent } from './content.js';
import { orderPlaced } from './order-placed.js';
import { orderPaid } from './order-paid.js';
import { orderShipped } from './order-shipped.js';
import { orderDelivered } from './order-delivered.js';
import { orderCancelled } from './order-cancelled.js';
import { orderExpired } from './order-expired.js';
import { orderRefunded } from './order-refunded.js';
import { orderLink } from './order-link.js';
import { returnRequested } from './return-requested.js';
import { returnApproved } from './return-approved.js';
import { returnRejected } from './return-rejected.js';
import { returnReceived } from './return-received.js';
import { giftCard } from './gift-card.js';
import { backInStock } from './back-in-stock.js';
import { lowStockDigest } from './low-stock-digest.js';
import { reviewHidden } from './review-hidden.js';
import { staffInvitation } from './staff-invitation.js';
import { verifyEmail } from './verify-email.js';
import { resetPassword } from './reset-password.js';
import { changeEmailApprove } from './change-email-approve.js';
import { changeEmailConfirm } from './change-email-confirm.js';

/** One message the shop sends: its name for staff, and sample content to preview it with. */
export interface MailTemplate {
  label: string;
  sample: (url: string) => MailContent;
}

/** Every message the shop sends, by name (the previews and `templates.test.ts` go through all of them). */
export const MAIL_TEMPLATES = {
  'order-placed': orderPlaced,
  'order-paid': orderPaid,
  'order-shipped': orderShipped,
  'order-delivered': orderDelivered,
  'order-cancelled': orderCancelled,
  'order-expired': orderExpired,
  'order-refunded': orderRefunded,
  'order-link': orderLink,
  'return-requested': returnRequested,
  'return-approved': returnApproved,
  'return-rejected': returnRejected,
  'return-received': returnReceived,
  'gift-card': giftCard,
  'back-in-stock': backInStock,
  'low-stock-digest': lowStockDigest,
  'review-hidden': reviewHidden,
  'staff-invitation': staffInvitation,
  'verify-email': verifyEmail,
  'reset-password': resetPassword,
  'change-email-approve': changeEmailApprove,
  'change-email-confirm': changeEmailConfirm,
} satisfies Record<string, MailTemplate>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
