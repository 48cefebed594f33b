import type { MailTemplate } from './registry.js';

/** Confirm your e-mail address: the sample the previews and the template test render. */
export const verifyEmail: MailTemplate = {
  label: 'Confirm your e-mail address',
  sample: (url) => ({
    preview: 'Confirm your PartsHub e-mail address',
    heading: 'Confirm your e-mail address',
    blocks: [
      'Hello Ada,',
      'Please confirm that this is your e-mail address by opening this link within 24 hours; it also signs you in:',
      { action: { label: 'Confirm my address', url: `${url}/api/auth/verify-email?token=abc` } },
      { small: 'If you did not make a PartsHub account, ignore this e-mail.' },
    ],
  }),
};
