import { asc, eq, inArray, sql } from 'drizzle-orm';
import { BUILT_IN_ROLES, FULL_ADMIN_ROLES, isBuiltInRole, parseRoles, PERMISSIONS, type Permission } from '../../../shared/permissions.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { permissionsGranted, roleGranting, splitRoles } from './access.js';
import { staffRoles, users } from './tables.js';

/** What a stored `role` value lets its holder do. */
export interface Access {
  roles: string[];
  permissions: Permission[];
  /** Holds every permission (owner or the spec's admin). */
  fullAdmin: boolean;
}

export interface RoleView {
  id: string;
  name: string;
  permissions: Permission[];
  builtIn: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A custom role's id (a built-in role's id is its name: those cannot change). */
function customRoleId(id: string): string {
  if (isBuiltInRole(id)) throw conflict('Built-in roles cannot be changed or deleted; make a custom role instead.');
  if (!UUID.test(id)) throw notFound('No such role.');
  return id;
}

const known = (permissions: readonly string[]): Permission[] => PERMISSIONS.filter((p) => permissions.includes(p));

const customView = (row: typeof staffRoles.$inferSelect): RoleView => ({
  id: row.id,
  name: row.name,
  permissions: known(row.permissions),
  builtIn: false,
});

const reservedName = (name: string) => isBuiltInRole(name) || name === 'user';

/** A user's `role` column names this role among its comma-separated names. */
const holdsRole = (name: string) => sql`${name} = ANY(string_to_array(${users.role}, ','))`;

/**
 * A custom role changed in the caller's transaction (a new name is written into its holders' `role`
 * too): answers it before and after, and the users who hold it.
 */
async function updateRole(tx: DbOrTx, id: string, changes: { name?: string; permissions?: Permission[] }) {
  const [before] = await tx.select().from(staffRoles).where(eq(staffRoles.id, id)).for('update');
  if (!before) throw notFound('No such role.');
  const name = changes.name ?? before.name;
  if (name !== before.name && reservedName(name)) throw conflict(`"${name}" is a built-in role's name.`);
  const [clash] = name !== before.name ? await tx.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.name, name)) : [];
  if (clash) throw conflict(`A role named "${name}" exists already.`);
  const holders = await tx.select({ id: users.id, role: users.role }).from(users).where(holdsRole(before.name));
  const [row] = await tx
    .update(staffRoles)
    .set({ name, permissions: changes.permissions ? known(changes.permissions) : before.permissions })
    .where(eq(staffRoles.id, id))
    .returning();
  // A renamed role keeps its holders.
  for (const holder of name === before.name ? [] : holders) {
    const roles = parseRoles(holder.role).map((r) => (r === before.name ? name : r));
    await tx
      .update(users)
      .set({ role: roles.join(',') })
      .where(eq(users.id, holder.id));
  }
  return { before: customView(before), role: customView(row!), holders: holders.map((h) => h.id) };
}

/**
 * Staff roles: the built-in bundles (in code) and the custom roles an owner makes (staff_role),
 * and what a user's roles let them do, decided by Better Auth's access control (./access.ts).
 */
export function createRoleService(db: Database) {
  return {
    /** What the holder of a stored `role` value ("catalog,support") may do; an unknown role grants nothing. */
    async accessOf(stored: string): Promise<Access> {
      const roles = parseRoles(stored);
      const { builtIn, custom } = splitRoles(roles);
      const rows = custom.length
        ? await db.select({ permissions: staffRoles.permissions }).from(staffRoles).where(inArray(staffRoles.name, custom))
        : [];
      const granted = permissionsGranted([...builtIn, ...rows.map((r) => roleGranting(known(r.permissions)))]);
      return { roles, permissions: granted, fullAdmin: roles.some((r) => FULL_ADMIN_ROLES.includes(r)) };
    },

    /** Every role: the built-in ones first (their name is their id), then the custom ones by name. */
    async list(): Promise<RoleView[]> {
      const rows = await db.select().from(staffRoles).orderBy(asc(staffRoles.name));
      return [
        ...Object.entries(BUILT_IN_ROLES).map(([name, permissions]) => ({ id: name, name, permissions: [...permissions], builtIn: true })),
        ...rows.map(customView),
      ];
    },

    /** Makes a custom role (in the caller's transaction); 409 for a built-in role's name or one taken. */
    async create(tx: DbOrTx, name: string, permissions: Permission[]): Promise<RoleView> {
      if (reservedName(name)) throw conflict(`"${name}" is a built-in role's name; choose another.`);
      const [row] = await tx
        .insert(staffRoles)
        .values({ name, permissions: known(permissions) })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(`A role named "${name}" exists already.`);
      return customView(row);
    },

    /** Changes a custom role (in the caller's transaction); answers it before and after, and the users who hold it (their access changes). */
    update: (tx: DbOrTx, id: string, changes: { name?: string; permissions?: Permission[] }) => updateRole(tx, customRoleId(id), changes),

    /** Deletes a custom role nobody holds (in the caller's transaction; 409 while someone does): answers it as it was. */
    async remove(tx: DbOrTx, id: string): Promise<RoleView> {
      customRoleId(id);
      const [row] = await tx.select().from(staffRoles).where(eq(staffRoles.id, id)).for('update');
      if (!row) throw notFound('No such role.');
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(holdsRole(row.name));
      if (count > 0) throw conflict(`${count === 1 ? 'One person has' : `${count} people have`} this role; give them another first.`);
      await tx.delete(staffRoles).where(eq(staffRoles.id, id));
      return customView(row);
    },
  };
}
export type RoleService = ReturnType<typeof createRoleService>;
