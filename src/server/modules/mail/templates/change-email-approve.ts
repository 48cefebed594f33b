import type { MailTemplate } from './registry.js';

/** Approve a new e-mail address: the sample the previews and the template test render. */
export const changeEmailApprove: MailTemplate = {
  label: 'Approve a new e-mail address',
  sample: (url) => ({
    preview: 'Approve the new e-mail address',
    heading: 'Approve the new e-mail address',
    blocks: [
      'Hello Ada,',
      'Someone signed in to your PartsHub account asked to change its e-mail address from ada@example.com to ada@new.example.',
      { action: { label: 'Approve the change', url: `${url}/api/auth/verify-email?token=abc` } },
      { small: 'If it was not you, do not open the link.' },
    ],
  }),
};
