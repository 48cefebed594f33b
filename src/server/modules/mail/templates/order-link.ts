import type { MailTemplate } from './registry.js';

/** Guest order link (Find my order): the sample the previews and the template test render. */
export const orderLink: MailTemplate = {
  label: 'Guest order link (Find my order)',
  sample: (url) => ({
    preview: 'The link to your order PH-2026-000123',
    heading: 'Your order PH-2026-000123',
    blocks: [
      'You asked for the link to your order PH-2026-000123. Open it to pay, follow the order, get its invoice or return parts.',
      { action: { label: 'Open your order', url: `${url}/guest/orders/abc` } },
      { small: 'Keep this link to yourself: anyone who has it can see the order. If you did not ask for it, you can ignore this e-mail.' },
    ],
  }),
};
