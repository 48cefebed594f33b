import { asc, eq, max, ne, sql } from 'drizzle-orm';
import { formatRoles, parseRoles, type Permission } from '../../../shared/permissions.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound, type HttpError } from '../../lib/errors.js';
import type { Viewer } from '../../lib/viewer.js';
import type { RoleService } from './roles.js';
import { sessions, users } from './tables.js';

export interface StaffMember {
  userId: string;
  email: string;
  name: string;
  roles: string[];
  suspended: boolean;
  /** Signs in with a second factor (required of staff under STAFF_2FA=required). */
  twoFactorEnabled: boolean;
  /** The latest use of any of their sessions (Better Auth renews one at most once a day). */
  lastSeenAt: Date | null;
}

export interface StaffChange {
  roles?: string[];
  suspended?: boolean;
}

/** An account's roles and suspension before and after a change. */
export interface StaffChangeResult {
  email: string;
  before: { roles: string[]; suspended: boolean };
  after: { roles: string[]; suspended: boolean };
}

const isOwner = (roles: readonly string[]) => roles.includes('owner');
const holdsOwner = sql`'owner' = ANY(string_to_array(${users.role}, ','))`;

const columns = {
  userId: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  banned: users.banned,
  twoFactorEnabled: users.twoFactorEnabled,
  lastSeenAt: max(sessions.updatedAt),
};
type Row = {
  userId: string;
  email: string;
  name: string;
  role: string;
  banned: boolean | null;
  twoFactorEnabled: boolean | null;
  lastSeenAt: Date | null;
};
const toMember = (row: Row): StaffMember => ({
  userId: row.userId,
  email: row.email,
  name: row.name,
  roles: parseRoles(row.role),
  suspended: Boolean(row.banned),
  twoFactorEnabled: Boolean(row.twoFactorEnabled),
  lastSeenAt: row.lastSeenAt,
});

/**
 * Why `actor` may not make this change to `target`, as the error to answer (null: they may): 409
 * when it would leave the shop without an owner, 403 otherwise. The owner's rules: only an
 * owner gives the owner role; nobody but an owner changes, suspends or removes an owner, and an
 * owner only themselves, never leaving the shop without one; nobody changes or suspends themselves
 * otherwise; and nobody but an owner grants what they do not hold themselves.
 */
export function staffChangeRefusal(
  actor: Pick<Viewer, 'id' | 'roles' | 'permissions'>,
  target: { userId: string; roles: string[] },
  change: StaffChange,
  granted: readonly Permission[],
  otherOwners: number,
): HttpError | null {
  const self = actor.id === target.userId;
  const next = change.roles ?? target.roles;
  if (isOwner(target.roles)) {
    if (!self) return forbidden('Only the owner themselves can change, suspend or remove an owner.');
    if (change.suspended) return forbidden('You cannot suspend yourself.');
    if (!isOwner(next) && otherOwners === 0) return conflict('The shop must keep an owner: make someone else an owner first.');
    return null;
  }
  if (self) return forbidden('You cannot change your own roles or suspend yourself; ask an owner or another admin.');
  if (isOwner(next) && !isOwner(actor.roles)) return forbidden('Only an owner can make someone an owner.');
  if (!isOwner(actor.roles)) {
    const missing = granted.filter((p) => !actor.permissions.includes(p));
    if (missing.length) return forbidden(`You cannot give permissions you do not hold yourself (${missing.join(', ')}).`);
  }
  return null;
}

/** The staff: accounts holding a role, and the changes the Staff page makes to them. */
export function createStaffService(db: Database, roles: RoleService) {
  const select = () => db.select(columns).from(users).leftJoin(sessions, eq(sessions.userId, users.id)).groupBy(users.id).$dynamic();

  async function get(userId: string): Promise<StaffMember> {
    const [row] = await select().where(eq(users.id, userId));
    if (!row) throw notFound('No account has this id.');
    return toMember(row);
  }

  /** The permissions these role names grant; 400 for a name that is no role. */
  async function grantsOf(names: string[]): Promise<Permission[]> {
    if (names.includes('user')) throw badRequest('"user" is not a staff role; send no roles to make a customer.');
    const known = new Map((await roles.list()).map((r) => [r.name, r.permissions]));
    const unknown = names.filter((r) => !known.has(r));
    if (unknown.length) throw badRequest(`Unknown role: ${unknown.join(', ')}. Choose roles from the list.`);
    return [...new Set(names.flatMap((r) => known.get(r) ?? []))];
  }

  return {
    get,

    async list(): Promise<StaffMember[]> {
      const rows = await select().where(ne(users.role, 'user')).orderBy(asc(users.createdAt));
      return rows.filter((row) => parseRoles(row.role).length > 0).map(toMember);
    },

    /**
     * Whether `actor` may invite `email` with these roles (the same rules as changing that account's
     * roles; a new address is a customer-to-be): throws the refusal.
     */
    async assertMayInvite(actor: Viewer, email: string, names: string[]): Promise<void> {
      if (names.length === 0) throw badRequest('Choose at least one role for the invitation.');
      const granted = await grantsOf(names);
      const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email.toLowerCase()));
      const target = { userId: row?.id ?? '', roles: parseRoles(row?.role) };
      const refusal = staffChangeRefusal(actor, target, { roles: names }, granted, 1);
      if (refusal) throw refusal;
    },

    /**
     * An accepted invitation's roles, added to what the account holds already (in the caller's
     * transaction): answers what it held before and all it holds now.
     */
    async addRoles(tx: DbOrTx, userId: string, added: string[]): Promise<{ before: string[]; after: string[] }> {
      const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
      const before = parseRoles(row?.role);
      const after = [...new Set([...before, ...added])];
      await tx
        .update(users)
        .set({ role: formatRoles(after) })
        .where(eq(users.id, userId));
      return { before, after };
    },

    /**
     * Sets an account's roles (none: back to a customer) and whether it is suspended, under the owner's
     * rules (`staffChangeRefusal`), in the caller's transaction. The owners are locked while it decides,
     * so two owners stepping down at once cannot leave the shop without one. Answers the account as it
     * was and as it is (read the member with `get` after the commit).
     */
    async change(tx: DbOrTx, actor: Viewer, userId: string, change: StaffChange): Promise<StaffChangeResult> {
      const granted = await grantsOf(change.roles ?? []);
      const owners = await tx.select({ id: users.id }).from(users).where(holdsOwner).for('update');
      const [row] = await tx
        .select({ role: users.role, email: users.email, banned: users.banned })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!row) throw notFound('No account has this id.');
      const target = { userId, roles: parseRoles(row.role) };
      const refusal = staffChangeRefusal(actor, target, change, granted, owners.filter((o) => o.id !== userId).length);
      if (refusal) throw refusal;
      const set: Partial<typeof users.$inferInsert> = {};
      if (change.roles) set.role = formatRoles(change.roles);
      if (change.suspended !== undefined)
        Object.assign(set, { banned: change.suspended, banReason: change.suspended ? 'Suspended by staff' : null });
      if (Object.keys(set).length) await tx.update(users).set(set).where(eq(users.id, userId));
      const before = { roles: target.roles, suspended: Boolean(row.banned) };
      return { email: row.email, before, after: { roles: change.roles ?? before.roles, suspended: change.suspended ?? before.suspended } };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
