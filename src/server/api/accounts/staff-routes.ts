import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '../../../shared/permissions.js';
import {
  meSchema,
  permissionListSchema,
  staffRoleCreateSchema,
  staffRoleSchema,
  staffChangeSchema,
  staffMemberSchema,
  staffRoleUpdateSchema,
} from '../../../shared/schemas/staff.js';
import { bearer, errors } from '../../lib/http.js';
import type { RoleView } from '../../modules/accounts/roles.js';
import type { StaffMember } from '../../modules/accounts/staff.js';
import { endSessions } from './sessions.js';

const roleToWire = (role: RoleView) => ({ _id: role.id, name: role.name, permissions: role.permissions, builtIn: role.builtIn });
const roleParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** GET /api/me: the caller, their roles and what those allow (the web app's menu follows it). */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      onRequest: app.requireUser,
      schema: { tags: ['users'], security: bearer, response: { 200: meSchema, ...errors(401) } },
    },
    async (request) => {
      const viewer = request.viewer!;
      const account = await app.services.accounts.findByEmail(viewer.email);
      return {
        email: viewer.email,
        name: viewer.name,
        emailVerified: account?.emailVerified ?? false,
        roles: viewer.roles,
        permissions: [...viewer.permissions],
        twoFactorEnabled: viewer.twoFactorEnabled,
        twoFactorRequired: viewer.twoFactorRequired,
      };
    },
  );
};

/** The permission list and the roles (built-in and custom): owners and admins (staff:manage) make and change them. */
const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { roles } = app.services;
  const schema = { tags: ['staff'], security: bearer };
  const config = { permission: 'staff:manage' } as const;

  app.get('/admin/permissions', { config, schema: { ...schema, response: { 200: permissionListSchema, ...errors(401, 403) } } }, () => [
    ...PERMISSIONS,
  ]);

  app.get('/admin/roles', { config, schema: { ...schema, response: { 200: z.array(staffRoleSchema), ...errors(401, 403) } } }, async () =>
    (await roles.list()).map(roleToWire),
  );

  app.post(
    '/admin/roles',
    { config, schema: { ...schema, body: staffRoleCreateSchema, response: { 201: staffRoleSchema, ...errors(400, 401, 403, 409) } } },
    async (request, reply) =>
      reply.status(201).send(roleToWire(await app.flows.createRole(request.viewer!, request.body.name, request.body.permissions))),
  );

  app.put(
    '/admin/roles/:id',
    {
      config,
      schema: {
        ...schema,
        description:
          'Changes a custom role (built-in roles: 409); its holders get the new permissions on their next request, on every instance.',
        params: roleParamsSchema,
        body: staffRoleUpdateSchema,
        response: { 200: staffRoleSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => roleToWire(await app.flows.updateRole(request.viewer!, request.params.id, request.body)),
  );

  app.delete(
    '/admin/roles/:id',
    {
      config,
      schema: {
        ...schema,
        description: 'Deletes a custom role nobody holds (built-in roles, or one someone holds: 409).',
        params: roleParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.flows.removeRole(request.viewer!, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

const memberToWire = (m: StaffMember) => ({ ...m, lastSeenAt: m.lastSeenAt?.toISOString() ?? null });
const memberParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** The staff (staff:manage): who holds which roles, suspended or not; an owner is protected (ADR 013). */
const staffMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff, accounts } = app.services;
  const schema = { tags: ['staff'], security: bearer };
  const config = { permission: 'staff:manage' } as const;

  /** After a change (their remembered tokens are read again by the flow): a suspended member is signed out everywhere. */
  const applied = async (member: StaffMember) => {
    if (member.suspended)
      await endSessions(
        app,
        (await accounts.liveSessionsOf(member.userId)).map((s) => s.token),
      );
    return memberToWire(member);
  };

  app.get('/admin/staff', { config, schema: { ...schema, response: { 200: z.array(staffMemberSchema), ...errors(401, 403) } } }, async () =>
    (await staff.list()).map(memberToWire),
  );

  app.put(
    '/admin/staff/:userId',
    {
      config,
      schema: {
        ...schema,
        description:
          'Sets the roles an account holds (none: a customer again) and whether it is suspended (signed out everywhere, cannot sign in). ' +
          'Only an owner makes owners; nobody but an owner themselves changes an owner; the shop always keeps one (409).',
        params: memberParamsSchema,
        body: staffChangeSchema,
        response: { 200: staffMemberSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => applied(await app.flows.changeStaff(request.viewer!, request.params.userId, request.body)),
  );

  app.delete(
    '/admin/staff/:userId',
    {
      config,
      schema: {
        ...schema,
        description: 'Takes every role away: the account is a customer again (an owner only by themselves, never the last one).',
        params: memberParamsSchema,
        response: { 200: staffMemberSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => applied(await app.flows.changeStaff(request.viewer!, request.params.userId, {}, true)),
  );
};

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(meRoutes);
  await app.register(roleRoutes);
  await app.register(staffMemberRoutes);
};
