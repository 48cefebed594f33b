import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invitationParamsSchema,
  staffInvitationAcceptSchema,
  staffInvitationCreateSchema,
  staffInvitationSchema,
} from '../../../shared/schemas/staff.js';
import { notFound } from '../../lib/errors.js';
import { bearer, errors } from '../../lib/http.js';
import { accountForInvitation } from '../../modules/accounts/invited-account.js';
import { clientAddress } from '../../plugins/security.js';
import { endSessions } from './sessions.js';

const INVITATION_GONE = 'This invitation is not valid any more (used, replaced or older than 7 days). Ask for a new one.';

/** Inviting staff by e-mail (staff:manage), and the invitee accepting with a name and password (the link is the proof). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invitations, accounts } = app.services;

  app.post(
    '/admin/staff/invitations',
    {
      config: { permission: 'staff:manage' },
      schema: {
        tags: ['staff'],
        security: bearer,
        description:
          'Mails a link with which the invitee sets a name and password and holds these roles (an older unused invitation for the address stops working).',
        body: staffInvitationCreateSchema,
        response: { 201: staffInvitationSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await app.flows.inviteStaff(request.viewer!, request.body);
      return reply
        .status(201)
        .send({ _id: created.id, email: created.email, roles: created.roles, expiresAt: created.expiresAt.toISOString() });
    },
  );

  app.post(
    '/staff/invitations/:token/accept',
    {
      // Limited like sign-in: a guessed token is 256 bits, but each try hashes a password.
      config: { rateLimit: { max: app.config.RATE_LIMIT_AUTH_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS } },
      schema: {
        tags: ['staff'],
        description:
          'Accepts an invitation: the account of its address is made (or, when it exists, verified and given this password, its other sessions ended) and holds the roles. ' +
          'A used, replaced or expired link: 404.',
        params: invitationParamsSchema,
        body: staffInvitationAcceptSchema,
        response: { 200: z.object({ email: z.string(), roles: z.array(z.string()) }), ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const invitation = await invitations.claim(request.params.token);
      if (!invitation) throw notFound(INVITATION_GONE);
      try {
        const userId = await accountForInvitation(app.auth, { email: invitation.email, ...request.body });
        const invitee = { id: userId, email: invitation.email, ip: clientAddress(request, app.config.TRUST_PROXY), requestId: request.id };
        const roles = await app.flows.joinStaff(invitee, invitation);
        await endSessions(
          app,
          (await accounts.liveSessionsOf(userId)).map((s) => s.token),
        );
        return { email: invitation.email, roles };
      } catch (err) {
        await invitations.release(invitation.id);
        throw err;
      }
    },
  );
};
