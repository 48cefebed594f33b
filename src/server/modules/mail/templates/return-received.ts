import type { MailTemplate } from './registry.js';

/** Return received: the sample the previews and the template test render. */
export const returnReceived: MailTemplate = {
  label: 'Return received',
  sample: (url) => ({
    preview: 'We have received your return',
    heading: 'We have received your return',
    blocks: [
      'Your parcel arrived. We will refund you shortly; you will get an e-mail when the money is on its way.',
      'Return 1 of PH-2026-000123. What goes back:',
      { list: ['1 × Battery 01AV424'] },
      { action: { label: 'Your orders and returns', url: `${url}/dashboard` } },
    ],
  }),
};
