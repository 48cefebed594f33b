import type { Permission } from '../../shared/permissions.js';
import type { AuditAction } from '../../shared/schemas/audit.js';
import type { Viewer } from '../lib/viewer.js';
import type { AuditActor } from '../modules/audit/service.js';
import type { RoleView } from '../modules/accounts/roles.js';
import type { StaffChange, StaffMember } from '../modules/accounts/staff.js';
import type { FlowContext } from './context.js';

type Deps = Pick<FlowContext, 'db' | 'roles' | 'staff' | 'accounts' | 'audit'>;

/** A sign-in step the audit trail keeps for staff. */
export interface AuthEvent {
  userId: string;
  action: Extract<AuditAction, 'auth.sign-in' | 'auth.2fa-failed'>;
  ip?: string | undefined;
  requestId?: string | undefined;
}

const roleDiff = (before: RoleView | null, after: RoleView | null) => ({ before, after, fields: ['name', 'permissions'] });
const roleEntry = (role: RoleView) => ({ entity: 'role', entityId: role.id, label: role.name }) as const;

/** An owner or admin makes a custom role, with its audit row. */
export function createRole(d: Deps, viewer: Viewer, name: string, permissions: Permission[]): Promise<RoleView> {
  return d.db.transaction(async (tx) => {
    const role = await d.roles.create(tx, name, permissions);
    await d.audit.record(tx, viewer, { action: 'role.create', ...roleEntry(role), diff: roleDiff(null, role) });
    return role;
  });
}

/** A custom role changed, with its audit row; its holders get the new permissions on their next request, on every instance. */
export async function updateRole(d: Deps, viewer: Viewer, id: string, changes: { name?: string; permissions?: Permission[] }) {
  const { role, holders } = await d.db.transaction(async (tx) => {
    const updated = await d.roles.update(tx, id, changes);
    await d.audit.record(tx, viewer, { action: 'role.update', ...roleEntry(updated.role), diff: roleDiff(updated.before, updated.role) });
    return updated;
  });
  for (const userId of holders) d.accounts.userChanged(userId);
  return role;
}

/** A custom role nobody holds deleted, with its audit row. */
export function removeRole(d: Deps, viewer: Viewer, id: string): Promise<void> {
  return d.db.transaction(async (tx) => {
    const role = await d.roles.remove(tx, id);
    await d.audit.record(tx, viewer, { action: 'role.remove', ...roleEntry(role), diff: roleDiff(role, null) });
  });
}

/**
 * A member's roles or suspension changed under the owner's rules (`remove`: every role taken
 * away), with its audit row; their remembered tokens are read again after the commit. Answers
 * the member as they are now.
 */
export async function changeStaff(d: Deps, viewer: Viewer, userId: string, change: StaffChange, remove = false): Promise<StaffMember> {
  await d.db.transaction(async (tx) => {
    const { email, before, after } = await d.staff.change(tx, viewer, userId, remove ? { roles: [] } : change);
    const action = remove ? 'staff.remove' : 'staff.change';
    await d.audit.record(tx, viewer, { action, entity: 'user', entityId: userId, label: email, diff: { before, after } });
  });
  d.accounts.userChanged(userId);
  return d.staff.get(userId);
}

/** The spec's Make Admin (one way; an admin or owner stays as they are), with its audit row. Answers how many accounts changed. */
export async function promoteToAdmin(d: Deps, viewer: Viewer, email: string): Promise<number> {
  const promoted = await d.db.transaction(async (tx) => {
    const account = await d.accounts.promoteIn(tx, email);
    if (!account) return null;
    const changes = { roles: [account.rolesBefore, ['admin']] } as const;
    await d.audit.record(tx, viewer, { action: 'staff.promote', entity: 'user', entityId: account.id, label: account.email, changes });
    return account;
  });
  // Their tokens carry the new role from the next request on, here and (told at once) on the other instances.
  if (promoted) d.accounts.userChanged(promoted.id);
  return promoted ? 1 : 0;
}

/**
 * An invitee who set their name and password holds the invitation's roles (added to what they
 * held), with the audit row naming them and the invitation. Answers every role they hold now.
 */
export async function joinStaff(
  d: Deps,
  invitee: Omit<AuditActor, 'roles'>,
  invitation: { id: string; roles: string[] },
): Promise<string[]> {
  const roles = await d.db.transaction(async (tx) => {
    const { before, after } = await d.staff.addRoles(tx, invitee.id, invitation.roles);
    const changes = { roles: [before, after], invitation: [null, invitation.id] } as const;
    await d.audit.record(
      tx,
      { ...invitee, roles: after },
      { action: 'staff.join', entity: 'user', entityId: invitee.id, label: invitee.email, changes },
    );
    return after;
  });
  d.accounts.userChanged(invitee.id);
  return roles;
}

/**
 * A sign-in step of a member of staff (a session made, a failed second factor) in the audit trail,
 * in a short transaction of its own: Better Auth wrote its part already. Customers' steps are not
 * kept. Answers whether a row was written.
 */
export async function recordAuthEvent(d: Pick<Deps, 'accounts' | 'roles' | 'audit'>, event: AuthEvent): Promise<boolean> {
  const account = await d.accounts.rolesOf(event.userId);
  if (!account) return false;
  const access = await d.roles.accessOf(account.role);
  if (access.permissions.length === 0) return false;
  const actor = { id: event.userId, email: account.email, roles: access.roles, ip: event.ip, requestId: event.requestId };
  await d.audit.recordAlone(actor, { action: event.action, entity: 'user', entityId: event.userId, label: account.email });
  return true;
}
