import type { Viewer } from '../lib/viewer.js';
import type { FlowContext } from './context.js';
import { STAFF_INVITATION_DAYS } from '../../shared/constants.js';

type Deps = Pick<FlowContext, 'db' | 'staff' | 'invitations' | 'mail' | 'shopUrl' | 'audit'>;

/** The link an invitee opens to set their name and password. */
export const invitationLink = (shopUrl: string, token: string) => `${shopUrl.replace(/\/+$/, '')}/staff/invitations/${token}`;

/**
 * Invites someone to the staff: the roles checked against the inviter's (ADR 013's rules), the
 * invitation, its audit row and its e-mail written in one transaction (an older unused invitation for the address
 * stops working), the mail worker woken after the commit.
 */
export async function inviteStaff(d: Deps, actor: Viewer, input: { email: string; roles: string[] }) {
  await d.staff.assertMayInvite(actor, input.email, input.roles);
  const invitation = await d.db.transaction(async (tx) => {
    const created = await d.invitations.create(tx, { ...input, invitedBy: actor.id });
    const changes = { email: [null, created.email], roles: [null, created.roles] } as const;
    await d.audit.record(tx, actor, { action: 'staff.invite', entity: 'invitation', entityId: created.id, label: created.email, changes });
    const rendered = await d.mail.render({
      preview: `${actor.name} invited you to the PartsHub staff`,
      heading: 'You are invited to the staff',
      blocks: [
        'Hello,',
        `${actor.name} (${actor.email}) invited you to the PartsHub staff as ${created.roles.join(', ')}.`,
        `Open this link within ${STAFF_INVITATION_DAYS} days to choose your name and password:`,
        { action: { label: 'Accept the invitation', url: invitationLink(d.shopUrl, created.token) } },
        { small: 'If you did not expect this, ignore this e-mail; nothing happens without the link.' },
      ],
    });
    await d.mail.enqueue(tx, {
      to: created.email,
      // Asked for by staff, never by a stranger: not held to the recipient's allowance.
      throttled: false,
      subject: `${actor.name} invited you to work on the PartsHub shop`,
      ...rendered,
    });
    return created;
  });
  d.mail.wake();
  return invitation;
}
