import type { MailTemplate } from './registry.js';

/** Return approved: the sample the previews and the template test render. */
export const returnApproved: MailTemplate = {
  label: 'Return approved',
  sample: (url) => ({
    preview: 'Your return is approved',
    heading: 'Your return is approved',
    blocks: [
      'Please pack the parts well, put a note saying "Return 1 of PH-2026-000123" in the parcel and send it to:',
      { box: 'PartsHub Returns\n1 Warehouse Road\n10115 Berlin\nGermany', title: 'Return address' },
      'A note from the shop: Use the original box',
      'Return 1 of PH-2026-000123. What goes back:',
      { list: ['1 × Battery 01AV424'] },
      'Order number: PH-2026-000123',
      { action: { label: 'Your orders and returns', url: `${url}/dashboard` } },
    ],
  }),
};
