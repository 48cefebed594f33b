import { createAccessControl } from 'better-auth/plugins/access';
import { BUILT_IN_ROLES, isBuiltInRole, PERMISSIONS, type Permission } from '../../../shared/permissions.js';

/** The permission list as Better Auth's access-control statements: resource → actions. */
function statementsOf(permissions: readonly Permission[]): Record<string, string[]> {
  const statements: Record<string, string[]> = {};
  for (const permission of permissions) {
    const [resource, action] = permission.split(':') as [string, string];
    (statements[resource] ??= []).push(action);
  }
  return statements;
}

/** Better Auth's access control over the shop's permissions (better-auth/plugins/access). */
export const accessControl = createAccessControl(statementsOf(PERMISSIONS));

export type AccessRole = ReturnType<typeof accessControl.newRole>;

/** A role granting exactly these permissions. */
export const roleGranting = (permissions: readonly Permission[]): AccessRole => accessControl.newRole(statementsOf(permissions));

/** The built-in roles as access-control roles. */
export const builtInAccessRoles: Record<string, AccessRole> = Object.fromEntries(
  Object.entries(BUILT_IN_ROLES).map(([name, permissions]) => [name, roleGranting(permissions)]),
);

/** Whether any of these roles grants the permission. */
export function authorizes(roles: readonly AccessRole[], permission: Permission): boolean {
  const [resource, action] = permission.split(':') as [string, string];
  return roles.some((role) => role.authorize({ [resource]: [action] }).success);
}

/** Every permission these roles grant, in the list's order. */
export const permissionsGranted = (roles: readonly AccessRole[]): Permission[] => PERMISSIONS.filter((p) => authorizes(roles, p));

/** The permissions of built-in role names; the names that are not built in are answered apart (custom roles). */
export function splitRoles(names: readonly string[]): { builtIn: AccessRole[]; custom: string[] } {
  const builtIn: AccessRole[] = [];
  const custom: string[] = [];
  for (const name of names) {
    if (isBuiltInRole(name)) builtIn.push(builtInAccessRoles[name]!);
    else custom.push(name);
  }
  return { builtIn, custom };
}
