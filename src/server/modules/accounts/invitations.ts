import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { STAFF_INVITATION_DAYS } from '../../../shared/constants.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { staffInvitations } from './tables.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Invitation {
  id: string;
  email: string;
  roles: string[];
  expiresAt: Date;
}

/** Staff invitations: a link's token (kept only as a hash), the roles it gives, used once within STAFF_INVITATION_DAYS. */
export function createInvitationService(db: Database) {
  return {
    /** A new invitation for `email` (an older unused one for it stops working); answers it and the link's token. */
    async create(tx: DbOrTx, input: { email: string; roles: string[]; invitedBy: string }): Promise<Invitation & { token: string }> {
      const email = input.email.toLowerCase();
      await tx.delete(staffInvitations).where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)));
      const token = randomBytes(32).toString('base64url');
      const [row] = await tx
        .insert(staffInvitations)
        .values({
          email,
          roles: input.roles,
          tokenHash: hashOf(token),
          invitedBy: input.invitedBy,
          expiresAt: sql`now() + make_interval(days => ${STAFF_INVITATION_DAYS})`,
        })
        .returning();
      return { id: row!.id, email: row!.email, roles: row!.roles, expiresAt: row!.expiresAt, token };
    },

    /** Takes a live invitation by its token, once: null when unknown, used or expired. */
    async claim(token: string): Promise<Invitation | null> {
      const [row] = await db
        .update(staffInvitations)
        .set({ acceptedAt: new Date() })
        .where(
          and(
            eq(staffInvitations.tokenHash, hashOf(token)),
            isNull(staffInvitations.acceptedAt),
            gt(staffInvitations.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row ? { id: row.id, email: row.email, roles: row.roles, expiresAt: row.expiresAt } : null;
    },

    /** Gives a claimed invitation back (accepting it failed after the claim). */
    async release(id: string): Promise<void> {
      await db.update(staffInvitations).set({ acceptedAt: null }).where(eq(staffInvitations.id, id));
    },
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;
