import type { MailTemplate } from './registry.js';

/** Confirm a new e-mail address: the sample the previews and the template test render. */
export const changeEmailConfirm: MailTemplate = {
  label: 'Confirm a new e-mail address',
  sample: (url) => ({
    preview: 'Confirm the new e-mail address',
    heading: 'Confirm the new e-mail address',
    blocks: [
      'Hello Ada,',
      'You asked to use this address for your PartsHub account instead of ada@example.com.',
      { action: { label: 'Confirm the new address', url: `${url}/api/auth/verify-email?token=abc` } },
      { small: 'Until you open it, the account keeps its old address.' },
    ],
  }),
};
