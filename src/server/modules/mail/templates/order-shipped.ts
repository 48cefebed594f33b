import type { MailTemplate } from './registry.js';
import { sampleOrder } from './sample.js';

/** Order shipped: the sample the previews and the template test render. */
export const orderShipped: MailTemplate = {
  label: 'Order shipped',
  sample: (url) => ({
    preview: 'Your order is on its way',
    heading: 'Your order is on its way',
    blocks: [
      { order: sampleOrder(url) },
      { box: 'Tracking number: TRACK-42' },
      { action: { label: 'Follow your order', url: `${url}/dashboard` } },
    ],
  }),
};
