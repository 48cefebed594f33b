import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailParamsSchema } from '../../../shared/schemas/common.js';
import {
  accountDeletedSchema,
  accountDeletionSchema,
  adminAccountDeletionSchema,
  dataExportSchema,
  FRESH_SIGN_IN_MINUTES,
} from '../../../shared/schemas/data-rights.js';
import { accountExport } from '../../flows/reads/account-export.js';
import type { Erasure } from '../../flows/erase-account.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { bearer, errors } from '../../lib/http.js';
import { writeLimiter } from '../../plugins/write-limits.js';
import { accountExportToWire } from './wire.js';

const HOUR = 60 * 60_000;

const deletedToWire = ({ userId: _userId, ...erasure }: Erasure) => erasure;

/**
 * Proves the caller is the account's owner before it is deleted: its password, checked by Better
 * Auth (403 INVALID_PASSWORD when wrong). An account made with Google has none: it must have signed
 * in within FRESH_SIGN_IN_MINUTES (403 SIGN_IN_AGAIN otherwise), so a session left open on another
 * computer cannot delete it.
 */
async function confirmIdentity(app: FastifyInstance, request: FastifyRequest, password: string | undefined): Promise<void> {
  const viewer = request.viewer!;
  const { accounts } = app.services;
  const methods = await accounts.signInMethodsOf(viewer.id);
  if (methods.some((m) => m.providerId === 'credential')) {
    if (!password) throw badRequest('Enter your password to delete your account.');
    try {
      await app.auth.api.verifyPassword({ body: { password }, headers: fromNodeHeaders(request.headers) });
    } catch (err) {
      if (err instanceof APIError && err.statusCode < 500) throw new HttpError(403, 'The password is not right.', 'INVALID_PASSWORD');
      throw err;
    }
    return;
  }
  const session = (await accounts.liveSessionsOf(viewer.id)).find((s) => s.token === viewer.sessionToken);
  if (!session || Date.now() - session.createdAt.getTime() > FRESH_SIGN_IN_MINUTES * 60_000)
    throw new HttpError(
      403,
      `For your safety, sign in with Google again, then delete your account within ${FRESH_SIGN_IN_MINUTES} minutes.`,
      'SIGN_IN_AGAIN',
    );
}

/** Download my data (GDPR articles 15 and 20) and Delete my account (article 17), by the customer themselves. */
const ownDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/export',
    {
      onRequest: app.requireUser,
      // Reads every module: a few a day are plenty.
      preHandler: writeLimiter(app, 'data-export', { perAccount: 5, perIp: 100, windowMs: HOUR }),
      schema: {
        tags: ['users'],
        security: bearer,
        description:
          'Everything the shop holds about the caller (profile, addresses, orders with lines, returns, reviews, saved laptops, restock alerts, cart, consents, sessions) as a JSON file to download.',
        response: { 200: dataExportSchema, ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const data = await accountExport(app.services, request.viewer!.id);
      reply.header('content-disposition', `attachment; filename="partshub-data-${now.toISOString().slice(0, 10)}.json"`);
      reply.header('cache-control', 'no-store');
      return accountExportToWire(data, app.config.PAYMENT_CURRENCY.toUpperCase(), now);
    },
  );

  app.delete(
    '/me',
    {
      onRequest: app.requireUser,
      // Each attempt checks a password: as few as sign-in allows.
      preHandler: writeLimiter(app, 'account-delete', { perAccount: 5, perIp: 20, windowMs: 15 * 60_000 }),
      schema: {
        tags: ['users'],
        security: bearer,
        description:
          'Deletes the caller’s account after checking its password (an account made with Google: a sign-in of the last minutes). ' +
          'Orders and invoices are kept under a pseudonym; reviews are kept anonymised or deleted (`reviews`); the rest is deleted and every session ends. ' +
          '409 while an order is paid and not delivered, a return is open, or the shop would lose its last owner.',
        body: accountDeletionSchema,
        response: { 200: accountDeletedSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await confirmIdentity(app, request, request.body.password);
      return deletedToWire(await app.flows.eraseAccount(request.viewer!, { own: true }, { reviews: request.body.reviews }));
    },
  );
};

/** Staff delete a customer's account on the customer's request (users:write; a member of staff's needs staff:manage too). */
const adminDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/admin/users/:email',
    {
      config: { permission: 'users:write' },
      schema: {
        tags: ['users'],
        security: bearer,
        description:
          'Deletes a customer’s account on their request, as DELETE /api/me does. Your own: 403 (use My Profile); ' +
          'a member of staff’s needs staff:manage too; an owner’s only the owner themselves.',
        params: emailParamsSchema,
        body: adminAccountDeletionSchema,
        response: { 200: accountDeletedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      deletedToWire(await app.flows.eraseAccount(request.viewer!, { email: request.params.email }, { reviews: request.body.reviews })),
  );
};

/** GET /api/me/export, DELETE /api/me and DELETE /api/admin/users/{email}. */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownDataRoutes);
  await app.register(adminDeletionRoutes);
};
