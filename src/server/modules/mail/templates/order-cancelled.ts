import type { MailTemplate } from './registry.js';
import { sampleOrder } from './sample.js';

/** Unpaid order cancelled by the shop: the sample the previews and the template test render. */
export const orderCancelled: MailTemplate = {
  label: 'Order cancelled by the shop',
  sample: (url) => ({
    preview: 'Your unpaid order has been cancelled',
    heading: 'Your order has been cancelled',
    blocks: [
      'We cancelled your unpaid order, so nothing will be charged for it. Its parts went back on the shelf.',
      { order: { ...sampleOrder(url), invoice: null } },
      'Questions? Answer this e-mail or write to us through the contact page.',
      { action: { label: 'See your order', url: `${url}/dashboard` } },
    ],
  }),
};
