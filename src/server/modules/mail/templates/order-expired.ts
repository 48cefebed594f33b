import type { MailTemplate } from './registry.js';
import { sampleOrder } from './sample.js';

/** Unpaid order expired: the sample the previews and the template test render. */
export const orderExpired: MailTemplate = {
  label: 'Unpaid order expired',
  sample: (url) => ({
    preview: 'Your unpaid order has expired',
    heading: 'Your order has expired',
    blocks: [
      'Your order was not paid within 1 hour, so it has expired and its parts went back on the shelf. Nothing was charged.',
      { order: { ...sampleOrder(url), invoice: null } },
      'Still need them? Order again:',
      { action: { label: 'Order again: Battery 01AV424', url: `${url}/details/1` } },
      { action: { label: 'Order again: Keyboard (US)', url: `${url}/details/2` } },
    ],
  }),
};
