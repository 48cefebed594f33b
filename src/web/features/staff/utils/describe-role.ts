import { PERMISSION_LABELS } from '../../../../shared/permissions';
import type { StaffRole } from '../../../../shared/schemas/staff';

/** The two roles that hold every permission, said in one line instead of all of them. */
const EVERYTHING: Record<string, string> = {
  owner: 'Everything, and the only role that makes, changes or removes owners',
  admin: 'Everything but managing owners',
};

/** What a role allows, in one line of words (the permissions' labels). */
export function describeRole(role: StaffRole): string {
  if (role.builtIn && EVERYTHING[role.name]) return EVERYTHING[role.name]!;
  return role.permissions.map((p) => PERMISSION_LABELS[p]).join('; ');
}
