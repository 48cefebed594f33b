import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages } from '../../../shared/messages.js';
import { guestLookupSchema, guestTokenParamsSchema } from '../../../shared/schemas/checkout.js';
import { idParamsSchema, errorSchema } from '../../../shared/schemas/common.js';
import { orderSchema } from '../../../shared/schemas/order.js';
import { clientSecretSchema } from '../../../shared/schemas/payment.js';
import type { Viewer } from '../../lib/viewer.js';
import { orderViews } from '../../flows/reads/orders.js';
import { bearer, errors } from '../../lib/http.js';
import { guestOfLink, linkedOrderId } from '../../plugins/guest-link.js';
import { enforceLimit, orderWriteLimiter } from '../../plugins/write-limits.js';
import { orderViewToWire } from './wire.js';

/**
 * What a guest does with their order's link (issue 30): read it, pay, cancel it unpaid. Its invoice
 * and returns are with the documents' and returns' routes, behind the same hook.
 */
const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', guestOfLink(app));
  const { orders } = app.services;
  const linked = async (viewer: Viewer) => {
    const [view] = await orderViews(app.services, [await orders.get(viewer.guest!.orderId!, viewer)]);
    return orderViewToWire(view!, app.config.RETURN_WINDOW_DAYS);
  };
  const tags = ['guest'];
  const params = guestTokenParamsSchema;

  app.get(
    '/guest/orders/:guestToken',
    {
      schema: {
        tags,
        description: 'The order a guest link opens (its token was answered by the checkout and mailed). A link not valid (revoked): 404.',
        params,
        response: { 200: orderSchema, ...errors(404) },
      },
    },
    async (request) => linked(request.viewer!),
  );

  app.post(
    '/guest/orders/:guestToken/payment-intent',
    {
      schema: {
        tags,
        description:
          "Starts the card payment of the link's unpaid order (the amount due comes from the order); then confirm it as on the pay page.",
        params,
        response: { 200: clientSecretSchema, ...errors(404, 409), 502: errorSchema },
      },
    },
    async (request) => app.flows.startPayment(request.viewer!, { orderId: linkedOrderId(request) }),
  );

  app.post(
    '/guest/orders/:guestToken/cancel',
    {
      preValidation: orderWriteLimiter(app),
      schema: {
        tags,
        description:
          "Cancels the link's unpaid order: its units go back to stock, its gift cards and code uses are given back. A paid order: 409.",
        params,
        response: { 200: orderSchema, ...errors(404, 409, 429) },
      },
    },
    async (request) => {
      await app.flows.cancelOrder(linkedOrderId(request), request.viewer!, { alreadyOk: true });
      return linked(request.viewer!);
    },
  );
};

/** "Find my order": the link mailed again, the same answer whether or not the order exists. */
const guestLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const byEmail = app.createRateLimit({
    max: 5,
    timeWindow: 60 * 60_000,
    keyGenerator: (r) => `guest-lookup:${String((r.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
  });

  app.post(
    '/guest/orders/lookup',
    {
      // Per address here; per e-mail below (5 an hour), so nobody mails one person over and over.
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      preValidation: async (request, reply) => enforceLimit(byEmail, request, reply),
      schema: {
        tags: ['guest'],
        description:
          "Mails the order's link to the e-mail it was placed with when an order with that number and e-mail exists (an account's order: word to sign in). " +
          'Always 202 with the same message, so it tells nobody which orders exist. Rate-limited per address and per e-mail (429).',
        body: guestLookupSchema,
        response: { 202: z.object({ message: z.string() }), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await app.flows.mailGuestLink(request.body);
      return reply.status(202).send({ message: apiMessages.guestLookupSent(request.body.email) });
    },
  );
};

/** Staff revoke a guest order's links. */
const guestLinkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/orders/:id/guest-link/revoke',
    {
      config: { permission: 'orders:cancel' },
      schema: {
        tags: ['orders'],
        security: bearer,
        description:
          "Revokes every link to the order given so far (one was shared or leaked): they answer 404 from now on; the customer gets a new one from 'Find my order'. Audited.",
        params: idParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.flows.revokeGuestLinks(request.viewer!, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export const guestOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(linkRoutes);
  await app.register(guestLookupRoutes);
  await app.register(guestLinkAdminRoutes);
};
