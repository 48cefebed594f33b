import type { MailTemplate } from './registry.js';

/** The staff's daily low-stock digest: the sample the previews and the template test render. */
export const lowStockDigest: MailTemplate = {
  label: 'Low on stock (daily, to staff)',
  sample: (url) => ({
    preview: '3 parts are low on stock today',
    heading: 'Low on stock',
    blocks: [
      'Hello Grace,',
      '3 parts are at or below the level set for them (4 units where none is set), the emptiest first:',
      {
        list: [
          'Battery 01AV424 (PH-3F2A9C01D4): sold out, low at 4',
          'Keyboard 01YP160 (PH-77B1E0A2C9): 2 left, low at 5',
          'Fan 01YR464 (PH-0C9D3E5F11): 4 left, low at 4',
        ],
      },
      { action: { label: 'Restock on the Overview', url: `${url}/dashboard` } },
      {
        small:
          "You get this once a day while parts are low, because your role can change stock. A part's level is set on its edit page (Low-stock threshold).",
      },
    ],
  }),
};
