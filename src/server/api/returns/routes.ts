import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toCents, toDollars } from '../../../shared/money.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import {
  returnCreateSchema,
  returnListQuerySchema,
  returnPageSchema,
  returnSchema,
  returnUpdateSchema,
  type Return,
} from '../../../shared/schemas/return.js';
import { bearer, errors } from '../../lib/http.js';
import { refundToWire } from '../payments/routes.js';
import type { RefundRow } from '../../modules/payments/service.js';
import { suggestedRefundCents, type ReturnDetail } from '../../modules/returns/service.js';

/** Statuses after which the customer needs the shop's return address. */
const SHOWS_ADDRESS = new Set<Return['status']>(['approved', 'received', 'refunded']);

/** The one mapping between a return and its wire shape. */
export function returnToWire(
  r: ReturnDetail,
  refund: { row: RefundRow; creditNoteNumber: string | null } | undefined,
  returnAddressLines: string[],
): Return {
  return {
    _id: r.id,
    orderId: r.orderId,
    orderName: r.orderTitle,
    userEmail: r.customerEmail,
    status: r.status,
    lines: r.lines.map((l) => ({
      productId: l.productId,
      name: l.productName,
      img: l.productImg,
      unitCost: toDollars(l.unitPriceCents),
      quantity: l.quantity,
      laptop: l.laptopModel,
      saidFits: l.saidFits,
    })),
    reason: r.reason,
    note: r.note,
    adminNote: r.adminNote,
    restock: r.restock,
    suggestedRefund: toDollars(suggestedRefundCents(r)),
    returnAddress: SHOWS_ADDRESS.has(r.status) ? returnAddressLines.join('\n') : null,
    refund: refund ? refundToWire(refund.row, refund.creditNoteNumber) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    timeline: r.timeline.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

/** Returns on the wire with their refunds and credit notes (one query each for the whole list). */
function returnWire(app: FastifyInstance) {
  const many = async (list: ReturnDetail[]) => {
    const refunded = list.filter((r) => r.refundId);
    const [byOrder, notes] = await Promise.all([
      app.services.payments.refundsOf([...new Set(refunded.map((r) => r.orderId))]),
      app.services.documents.creditNotesOf(refunded.map((r) => r.refundId!)),
    ]);
    return list.map((r) => {
      const row = byOrder.get(r.orderId)?.find((f) => f.id === r.refundId);
      const refund = row ? { row, creditNoteNumber: notes.get(row.id)?.number ?? null } : undefined;
      return returnToWire(r, refund, app.config.returnAddressLines);
    });
  };
  return { many, one: async (r: ReturnDetail) => (await many([r]))[0]! };
}

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
          "Another customer's order: 404.",
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

/** An admin moves a return on. */
const returnStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const wire = returnWire(app);

  app.patch(
    '/returns/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['returns'],
        security: bearer,
        description:
          'The next step of a return (admin): requested → approved | rejected; approved → received (restock: whether the units go ' +
          'back to stock, default true); received → refunded (through the payment provider; amount defaults to the suggested refund). ' +
          'Another step: 409. More than is still refundable: 409. The provider refused: 502 and the return stays received.',
        params: idParamsSchema,
        body: returnUpdateSchema,
        response: { 200: returnSchema, ...errors(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const { status, restock, amount, note } = request.body;
      const step = { status, restock, note, amountCents: amount === undefined ? undefined : toCents(amount) };
      return wire.one(await app.flows.updateReturn(request.viewer!, request.params.id, step));
    },
  );
};

/** Returns (RMA): customers ask to send parts back; admins approve, reject, receive and refund them. */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  await app.register(returnReadRoutes);
  await app.register(returnStepRoutes);
};
