import type { MailTemplate } from './registry.js';
import { sampleOrder } from './sample.js';

/** Order placed: the sample the previews and the template test render. */
export const orderPlaced: MailTemplate = {
  label: 'Order placed',
  sample: (url) => ({
    preview: 'Thank you for your order PH-2026-000123',
    heading: 'Thank you for your order',
    blocks: [
      { order: { ...sampleOrder(url), invoice: null } },
      'Pay for it from My Order. We ship as soon as the payment arrives.',
      { action: { label: 'Pay for your order', url: `${url}/dashboard/payment/8c1e` } },
    ],
  }),
};
