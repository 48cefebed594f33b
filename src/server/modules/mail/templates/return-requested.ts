import type { MailTemplate } from './registry.js';

/** Return requested: the sample the previews and the template test render. */
export const returnRequested: MailTemplate = {
  label: 'Return requested',
  sample: (url) => ({
    preview: 'We have your return request',
    heading: 'We have your return request',
    blocks: [
      'Reason: It does not fit\n\nWe will look at it within two working days and e-mail you. Please do not send anything back before we have approved it: the approval tells you where to send it.',
      'Return 1 of PH-2026-000123. What goes back:',
      { list: ['1 × Battery 01AV424'] },
      'Order number: PH-2026-000123',
      { action: { label: 'Your orders and returns', url: `${url}/dashboard` } },
    ],
  }),
};
