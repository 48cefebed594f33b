import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toCents, toDollars } from '../../../shared/money.js';
import { EXCHANGE_OPTIONS_MAX, exchangeOptionListSchema, exchangeOptionsQuerySchema } from '../../../shared/schemas/exchange.js';
import { z } from 'zod';
import { guestTokenParamsSchema } from '../../../shared/schemas/checkout.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import {
  returnCreateSchema,
  returnListQuerySchema,
  returnPageSchema,
  returnSchema,
  returnUpdateSchema,
  type ReturnUpdateInput,
} from '../../../shared/schemas/return.js';
import type { Permission } from '../../../shared/permissions.js';
import { permissionRequired } from '../../lib/errors.js';
import { bearer, errors } from '../../lib/http.js';
import { guestOfLink, linkedOrderId } from '../../plugins/guest-link.js';
import { can, type Viewer } from '../../lib/viewer.js';
import { exchangeOptions } from '../../flows/reads/exchange-options.js';
import { productToWire } from '../catalog/wire.js';
import { returnViews } from '../../flows/reads/returns.js';
import type { ReturnDetail } from '../../modules/returns/service.js';
import { returnToWire } from './wire.js';

/** Returns on the wire with their refunds and credit notes. */
function returnWire(app: FastifyInstance) {
  const many = async (list: ReturnDetail[]) =>
    (await returnViews(app.services, list)).map((v) => returnToWire(v, app.config.returnAddressLines));
  return { many, one: async (r: ReturnDetail) => (await many([r]))[0]! };
}

/** The exchange options of an order line on the wire (issue 31), with today's sale prices. */
function exchangeOptionWire(app: FastifyInstance) {
  return {
    async list(viewer: Viewer, orderId: string, query: { productId: string; quantity?: number | undefined }) {
      const found = await exchangeOptions(app.services, viewer, orderId, query);
      return found.map(({ product, sale, fit, differenceCents }) => ({
        product: productToWire(product, sale),
        fit,
        difference: toDollars(differenceCents),
      }));
    },
  };
}

/** The parts that could replace an order line in a wrong-fit exchange (issue 31). */
const exchangeOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = exchangeOptionWire(app);

  app.get(
    '/order/:id/exchange-options',
    {
      schema: {
        tags: ['returns'],
        security: bearer,
        description:
          'The parts that could replace a line of the order in a wrong-fit exchange (its owner, or staff who read orders; another ' +
          "customer's order: 403): for the line's laptop the parts that fit it, otherwise of the line's category; in stock, not the " +
          `part itself; best fit first, then the nearest price; at most ${EXCHANGE_OPTIONS_MAX}. difference: dollars, positive the customer pays.`,
        params: idParamsSchema,
        querystring: exchangeOptionsQuerySchema,
        response: { 200: exchangeOptionListSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => options.list(request.viewer!, request.params.id, request.query),
  );
};

/** A customer asks for a return; customers and admins read them. */
const returnReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { returns } = app.services;
  const wire = returnWire(app);

  app.post(
    '/order/:id/returns',
    {
      schema: {
        tags: ['returns'],
        security: bearer,
        description:
          "Asks to return units of a delivered order (the order's owner). 409 when the order is not delivered, the return window " +
          '(RETURN_WINDOW_DAYS after delivery) has passed, or a quantity is more than was bought minus what other returns hold. ' +
          "Another customer's order: 404. `exchange: { productId }` (issue 31) asks for another part instead of the money: only with " +
          "reason wrong_fit and one line (400 otherwise); the part must be on sale, in stock for the quantity and fit the line's laptop " +
          '(without one: of the same category), 409 otherwise.',
        params: idParamsSchema,
        body: returnCreateSchema,
        response: { 201: returnSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await wire.one(await app.flows.requestReturn(request.viewer!, request.params.id, request.body))),
  );

  app.get(
    '/returns',
    {
      schema: {
        tags: ['returns'],
        security: bearer,
        description: "The caller's returns, newest first (an admin: everyone's), filtered by status or order, paged.",
        querystring: returnListQuerySchema,
        response: { 200: returnPageSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const page = await returns.list(request.query, request.viewer!);
      return { ...page, items: await wire.many(page.items) };
    },
  );

  app.get(
    '/returns/:id',
    {
      schema: {
        tags: ['returns'],
        security: bearer,
        description: "A return (its customer or an admin; another customer's: 404).",
        params: idParamsSchema,
        response: { 200: returnSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => wire.one(await returns.get(request.params.id, request.viewer!)),
  );
};

/** Receiving a parcel is the packers' step; deciding is support's, and a refund moves money too. */
const stepPermissions = (status: ReturnUpdateInput['status']): Permission[] =>
  status === 'received' ? ['returns:receive'] : status === 'refunded' ? ['returns:decide', 'refunds:create'] : ['returns:decide'];

/** Staff move a return on. */
const returnStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const wire = returnWire(app);

  app.patch(
    '/returns/:id',
    {
      config: { permission: ['returns:decide', 'returns:receive'] },
      schema: {
        tags: ['returns'],
        security: bearer,
        description:
          'The next step of a return (admin): requested → approved | rejected; approved → received (restock: whether the units go ' +
          "back to stock; default true, false when the reason is defective); received → refunded (amount defaults to the suggested refund; refundTo to the customer's choice: back the way it was paid, or as store credit). " +
          'Another step: 409. More than is still refundable: 409. The provider refused: 502 and the return stays received.',
        params: idParamsSchema,
        body: returnUpdateSchema,
        response: { 200: returnSchema, ...errors(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const { status, restock, amount, note, refundTo } = request.body;
      for (const needed of stepPermissions(status)) if (!can(request.viewer, needed)) throw permissionRequired(needed, request.viewer);
      const step = { status, restock, note, refundTo, amountCents: amount === undefined ? undefined : toCents(amount) };
      return wire.one(await app.flows.updateReturn(request.viewer!, request.params.id, step));
    },
  );
};

/** Returns (RMA): customers ask to send parts back; admins approve, reject, receive and refund them. */
/** A guest asks for a return and follows it through their order's link (issue 30). */
const guestReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', guestOfLink(app));
  const wire = returnWire(app);
  const options = exchangeOptionWire(app);
  const tags = ['guest'];

  app.post(
    '/guest/orders/:guestToken/returns',
    {
      schema: {
        tags,
        description:
          "Asks to return units of the link's delivered order, as `POST /api/order/{id}/returns` does (refunded the way it was paid: no store credit without an account, 409).",
        params: guestTokenParamsSchema,
        body: returnCreateSchema,
        response: { 201: returnSchema, ...errors(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await wire.one(await app.flows.requestReturn(request.viewer!, linkedOrderId(request), request.body))),
  );

  app.get(
    '/guest/orders/:guestToken/exchange-options',
    {
      schema: {
        tags,
        description:
          "The parts that could replace a line of the link's order in a wrong-fit exchange, as `GET /api/order/{id}/exchange-options` answers.",
        params: guestTokenParamsSchema,
        querystring: exchangeOptionsQuerySchema,
        response: { 200: exchangeOptionListSchema, ...errors(400, 404) },
      },
    },
    async (request) => options.list(request.viewer!, linkedOrderId(request), request.query),
  );

  app.get(
    '/guest/orders/:guestToken/returns',
    {
      schema: {
        tags,
        description: "The link's order's returns, newest first.",
        params: guestTokenParamsSchema,
        response: { 200: z.array(returnSchema), ...errors(404) },
      },
    },
    async (request) => {
      const page = await app.services.returns.list({ orderId: linkedOrderId(request), page: 1, limit: 100 }, request.viewer!);
      return wire.many(page.items);
    },
  );
};

export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (account) => {
    account.addHook('onRequest', account.requireUser);
    await account.register(returnReadRoutes);
    await account.register(exchangeOptionRoutes);
    await account.register(returnStepRoutes);
  });
  await app.register(guestReturnRoutes);
};
