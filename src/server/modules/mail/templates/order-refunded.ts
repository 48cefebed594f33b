import type { MailTemplate } from './registry.js';

/** Refund: the sample the previews and the template test render. */
export const orderRefunded: MailTemplate = {
  label: 'Refund',
  sample: (url) => ({
    preview: 'We have refunded $25.00',
    heading: 'We have refunded your order',
    blocks: [
      'We have refunded $25.00: $25.00 to the card you paid with. Banks take 5 to 10 working days to show it on a card.',
      'Reason: Scratched case\nOrder number: PH-2026-000123\nRefunded so far: $25.00 of $165.62',
      { action: { label: 'Your orders', url: `${url}/dashboard` } },
    ],
  }),
};
