import type { MailTemplate } from './registry.js';

/** Return rejected: the sample the previews and the template test render. */
export const returnRejected: MailTemplate = {
  label: 'Return rejected',
  sample: (url) => ({
    preview: 'We cannot accept your return',
    heading: 'We cannot accept your return',
    blocks: [
      'We are sorry: we cannot take these parts back.',
      'Return 1 of PH-2026-000123. What goes back:',
      { list: ['1 × Battery 01AV424'] },
      { action: { label: 'Your orders and returns', url: `${url}/dashboard` } },
    ],
  }),
};
