import { randomBytes } from 'node:crypto';
import { asc, eq, or, sql, type AnyColumn } from 'drizzle-orm';
import { parseRoles } from '../../../shared/permissions.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { conflict, forbidden, notFound, permissionRequired } from '../../lib/errors.js';
import { can, type Viewer } from '../../lib/viewer.js';
import { accounts, profiles, sessions, staffInvitations, users, verifications } from './tables.js';

/**
 * A deleted account's stand-in: `deleted-user-<id>` for its name, and `deleted-<id>@invalid` for its
 * address (`.invalid` is reserved: no mail reaches it, and no sign-up or invitation accepts it, since
 * the shop's e-mail check asks for a dotted domain). The id is random: nothing of the person is in it.
 */
export interface Pseudonym {
  name: string;
  email: string;
}

const ERASED_NAME = /^deleted-user-[0-9a-f]{12}$/;
const ERASED_EMAIL = /^deleted-[0-9a-f]{12}@invalid$/;

export function newPseudonym(): Pseudonym {
  const id = randomBytes(6).toString('hex');
  return { name: `deleted-user-${id}`, email: `deleted-${id}@invalid` };
}

/** Whether a name or e-mail is a deleted account's pseudonym. */
export const isErasedName = (name: string | undefined) => ERASED_NAME.test(name ?? '');
export const isErasedEmail = (email: string) => ERASED_EMAIL.test(email);

/** The account being deleted, locked in the caller's transaction. */
export interface ErasureTarget {
  userId: string;
  email: string;
  name: string;
  roles: string[];
}

const isOwner = (roles: readonly string[]) => roles.includes('owner');

/**
 * Why `actor` (staff acting on the customer's request) may not delete `target`'s account, or null.
 * Their own account is deleted from My Profile (with its password); a member of staff's needs
 * staff:manage too; an owner's only by the owner themselves.
 */
export function erasureRefusal(actor: Viewer, target: Pick<ErasureTarget, 'userId' | 'roles'>) {
  if (actor.id === target.userId) return forbidden('Delete your own account from My Profile, where your password is asked.');
  if (isOwner(target.roles)) return forbidden('Only the owner themselves can delete an owner’s account.');
  if (target.roles.length > 0 && !can(actor, 'staff:manage')) return permissionRequired('staff:manage', actor);
  return null;
}

/** A deleted account's rows in Better Auth's tables and the profile: what the erasure flow asks of accounts. */
function erasureWrites() {
  return {
    newPseudonym,
    erasureRefusal,

    /** The live account with this id or e-mail, locked for its deletion; 404 when there is none (or it was deleted). */
    async lockForErasure(tx: DbOrTx, by: { userId: string } | { email: string }): Promise<ErasureTarget> {
      const where = 'userId' in by ? eq(users.id, by.userId) : eq(users.email, by.email.toLowerCase());
      const [row] = await tx
        .select({ userId: users.id, email: users.email, name: users.name, role: users.role })
        .from(users)
        .where(where)
        .for('update');
      if (!row || isErasedEmail(row.email)) throw notFound('No user has this e-mail.');
      return { userId: row.userId, email: row.email, name: row.name, roles: parseRoles(row.role) };
    },

    /**
     * An owner's account goes only while the shop keeps another owner: the owners are locked (as a
     * change of roles locks them), so two owners deleting themselves at once cannot leave none.
     */
    async assertShopKeepsOwner(tx: DbOrTx, target: ErasureTarget): Promise<void> {
      if (!isOwner(target.roles)) return;
      const owners = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`'owner' = ANY(string_to_array(${users.role}, ','))`)
        .for('update');
      if (!owners.some((o) => o.id !== target.userId))
        throw conflict('The shop must keep an owner: make someone else an owner before deleting this account.');
    },

    /**
     * Ends every sign-in and forgets the account's credentials, Google link, pending links, profile
     * and staff invitations; the `user` row stays (orders, returns and kept reviews point at it) under
     * the pseudonym, without roles, suspended, so nobody can sign in as it. Answers the ended sessions.
     */
    async eraseIdentity(tx: DbOrTx, target: ErasureTarget, pseudonym: Pseudonym): Promise<{ token: string; userId: string }[]> {
      const { userId, email } = target;
      const ended = await tx
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ token: sessions.token, userId: sessions.userId });
      await tx.delete(accounts).where(eq(accounts.userId, userId));
      // Reset-password and similar links name the user's id or address in their value or identifier.
      const mentions = (column: AnyColumn) =>
        or(sql`position(${userId} in ${column}) > 0`, sql`position(${email.toLowerCase()} in lower(${column})) > 0`);
      await tx.delete(verifications).where(or(mentions(verifications.value), mentions(verifications.identifier)));
      await tx.delete(profiles).where(eq(profiles.userId, userId));
      await tx.delete(staffInvitations).where(eq(staffInvitations.email, email.toLowerCase()));
      await tx
        .update(users)
        .set({
          name: pseudonym.name,
          email: pseudonym.email,
          emailVerified: false,
          image: null,
          role: 'user',
          banned: true,
          banReason: 'Account deleted',
          banExpires: null,
        })
        .where(eq(users.id, userId));
      return ended;
    },
  };
}

/** What Download my data reads of the account, and how it signs in (what deleting it must check). */
function accountReads(db: Database) {
  return {
    /** How the account signs in ('credential': a password; 'google'), oldest first. */
    async signInMethodsOf(userId: string): Promise<{ providerId: string; createdAt: Date }[]> {
      return db
        .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .orderBy(asc(accounts.createdAt));
    },

    /** The account as its owner may read it (Download my data). */
    async exportOf(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          emailVerified: users.emailVerified,
          image: users.image,
          role: users.role,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) throw notFound('No user has this e-mail.');
      return { ...row, roles: parseRoles(row.role) };
    },
  };
}

/** Deleting an account (flows/erase-account.ts) and what Download my data reads of it. */
export const createErasureQueries = (db: Database) => ({ ...erasureWrites(), ...accountReads(db) });
