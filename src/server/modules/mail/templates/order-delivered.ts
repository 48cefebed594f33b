import type { MailTemplate } from './registry.js';
import { sampleOrder } from './sample.js';

/** Order delivered: the sample the previews and the template test render. */
export const orderDelivered: MailTemplate = {
  label: 'Order delivered',
  sample: (url) => ({
    preview: 'Your order has been delivered',
    heading: 'Your order has been delivered',
    blocks: [
      { order: sampleOrder(url) },
      'Did everything fit? You can review the parts you bought, or return any of them within 30 days of delivery from your order’s page.',
      { action: { label: 'Review or return parts', url: `${url}/dashboard` } },
    ],
  }),
};
