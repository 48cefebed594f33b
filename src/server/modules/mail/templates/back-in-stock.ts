import type { MailTemplate } from './registry.js';

/** Back in stock: the sample the previews and the template test render. */
export const backInStock: MailTemplate = {
  label: 'Back in stock',
  sample: (url) => ({
    preview: 'Battery 01AV424 is back in stock',
    heading: 'Back in stock',
    blocks: [
      'Hello Ada,',
      'Battery 01AV424 is back in stock (3 available now).',
      { action: { label: 'Order it here', url: `${url}/details/1` } },
      { small: 'You asked us to tell you when it was back; this is the only e-mail we send about it.' },
    ],
  }),
};
