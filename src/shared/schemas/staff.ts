import { z } from 'zod';
import { PASSWORD_MIN } from '../constants.js';
import { PERMISSIONS, ROLE_NAME_PATTERN } from '../permissions.js';
// zod's browser setting (jitless) first: nothing else here loads common.
import './common.js';

/** GET /api/me: who the caller is and what their roles let them do. */
export const meSchema = z.object({
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  /** The staff roles held (none for a customer). */
  roles: z.array(z.string()),
  /** What the roles allow now: none while they wait for two-factor sign-in (`twoFactorRequired`). */
  permissions: z.array(z.enum(PERMISSIONS)),
  twoFactorEnabled: z.boolean(),
  /** The roles need two-factor sign-in, which the account has not set up yet (STAFF_2FA=required). */
  twoFactorRequired: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const permissionListSchema = z.array(z.enum(PERMISSIONS));

/** A role: a built-in one (its name is its id) or one an owner made. */
export const staffRoleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  builtIn: z.boolean(),
});
export type StaffRole = z.infer<typeof staffRoleSchema>;

const roleName = z
  .string({ message: 'Name is required' })
  .trim()
  .toLowerCase()
  .regex(ROLE_NAME_PATTERN, { message: 'Name must be 2 to 40 lower-case letters, digits or dashes, starting with a letter' });
const rolePermissions = z
  .array(z.enum(PERMISSIONS, { message: 'Each permission must be one of the shop’s permissions' }), {
    message: 'Permissions must be a list',
  })
  .min(1, { message: 'Choose at least one permission' })
  .max(PERMISSIONS.length);

export const staffRoleCreateSchema = z.object({ name: roleName, permissions: rolePermissions });
export type StaffRoleCreateInput = z.input<typeof staffRoleCreateSchema>;
export const staffRoleUpdateSchema = z
  .object({ name: roleName.optional(), permissions: rolePermissions.optional() })
  .refine((v) => v.name !== undefined || v.permissions !== undefined, { message: 'Send a name or permissions to change' });
export type StaffRoleUpdateInput = z.input<typeof staffRoleUpdateSchema>;

/** GET /api/admin/staff: the accounts that hold a role. */
export const staffMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  suspended: z.boolean(),
  twoFactorEnabled: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
export type StaffMemberWire = z.infer<typeof staffMemberSchema>;

/** PUT /api/admin/staff/{userId}: the roles to hold (none: a customer again) and/or whether suspended. */
export const staffChangeSchema = z
  .object({
    roles: z.array(z.string().trim().toLowerCase().min(1).max(40), { message: 'Roles must be a list of role names' }).max(20).optional(),
    suspended: z.boolean({ message: 'Suspended must be true or false' }).optional(),
  })
  .refine((v) => v.roles !== undefined || v.suspended !== undefined, { message: 'Send roles or suspended to change' });
export type StaffChangeInput = z.input<typeof staffChangeSchema>;

/** POST /api/admin/staff/invitations: who, and the roles the link gives. */
export const staffInvitationCreateSchema = z.object({
  email: z.email({ message: 'E-mail must be an e-mail address, for example ann@example.com' }).max(320).toLowerCase(),
  roles: z
    .array(z.string().trim().toLowerCase().min(1).max(40), { message: 'Roles must be a list of role names' })
    .min(1, { message: 'Choose at least one role' })
    .max(20),
});
export type StaffInvitationCreateInput = z.input<typeof staffInvitationCreateSchema>;

export const staffInvitationSchema = z.object({ _id: z.string(), email: z.string(), roles: z.array(z.string()), expiresAt: z.string() });
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** POST /api/staff/invitations/{token}/accept: the invitee's name and password. */
export const staffInvitationAcceptSchema = z.object({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, { message: 'Name is required' })
    .max(100, { message: 'Name must be at most 100 characters' }),
  password: z
    .string({ message: 'Password is required' })
    .min(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` })
    .max(128, { message: 'Password must be at most 128 characters' }),
});
export type StaffInvitationAcceptInput = z.input<typeof staffInvitationAcceptSchema>;
export const invitationParamsSchema = z.object({ token: z.string().min(20).max(100) });
