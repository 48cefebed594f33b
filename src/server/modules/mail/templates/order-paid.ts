import type { MailTemplate } from './registry.js';
import { sampleOrder } from './sample.js';

/** Payment received (receipt): the sample the previews and the template test render. */
export const orderPaid: MailTemplate = {
  label: 'Payment received (receipt)',
  sample: (url) => ({
    preview: 'We received your payment of $165.62',
    heading: 'Payment received',
    blocks: [
      'We received your payment of $165.62.',
      { order: sampleOrder(url) },
      'Transaction: pi_3Nx',
      { action: { label: 'Follow your order', url: `${url}/dashboard` } },
    ],
  }),
};
