import type { MailTemplate } from './registry.js';

/** Reset your password: the sample the previews and the template test render. */
export const resetPassword: MailTemplate = {
  label: 'Reset your password',
  sample: (url) => ({
    preview: 'Reset your PartsHub password',
    heading: 'Reset your password',
    blocks: [
      'Hello Ada,',
      'Someone asked to reset the password of your PartsHub account. If it was you, open this link within an hour:',
      { action: { label: 'Choose a new password', url: `${url}/api/auth/reset-password/abc?callbackURL=%2Freset` } },
      { small: 'If it was not you, ignore this e-mail; your password stays as it is.' },
    ],
  }),
};
