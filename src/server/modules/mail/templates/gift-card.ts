import type { MailTemplate } from './registry.js';

/** Gift card: the sample the previews and the template test render. */
export const giftCard: MailTemplate = {
  label: 'Gift card',
  sample: (url) => ({
    preview: 'Your PartsHub gift card: $50.00',
    heading: 'Your gift card',
    blocks: [
      'Ada Lovelace sent you a PartsHub gift card.',
      '"Happy birthday!"',
      { box: 'ABCD-EFGH-JKLM-NPQR: $50.00', title: 'Gift card', mono: true },
      'Type the code at checkout, under "Gift cards": it pays as much of the order as its balance covers.',
      { action: { label: 'See what is left on it', url: `${url}/gift-cards` } },
      { small: 'Keep the code safe: anyone who has it can spend the card.' },
    ],
  }),
};
