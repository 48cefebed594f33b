import type { MailTemplate } from './registry.js';

/** Staff invitation: the sample the previews and the template test render. */
export const staffInvitation: MailTemplate = {
  label: 'Staff invitation',
  sample: (url) => ({
    preview: 'You are invited to the PartsHub staff',
    heading: 'You are invited to the staff',
    blocks: [
      'Hello,',
      'Grace Hopper (grace@example.com) invited you to the PartsHub staff as support.',
      'Open this link within 7 days to choose your name and password:',
      { action: { label: 'Accept the invitation', url: `${url}/staff/invitations/abc` } },
      { small: 'If you did not expect this, ignore this e-mail; nothing happens without the link.' },
    ],
  }),
};
