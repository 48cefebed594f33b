import type { MailTemplate } from './registry.js';

/** Review hidden: the sample the previews and the template test render. */
export const reviewHidden: MailTemplate = {
  label: 'Review hidden',
  sample: (url) => ({
    preview: 'Your review was hidden',
    heading: 'Your review was hidden',
    blocks: [
      'Hello Ada,',
      'We have hidden your review "Great" of Battery 01AV424: it no longer shows on the shop and does not count in the part\'s rating.',
      "The shop's note: Please keep it about the part",
      { action: { label: 'Edit it on the product page', url: `${url}/details/1` } },
    ],
  }),
};
