import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages } from '../../../shared/messages.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import {
  deleteResultSchema,
  orderCreateSchema,
  orderListQuerySchema,
  orderManageQuerySchema,
  orderPageSchema,
  orderSchema,
  orderStatusUpdateSchema,
} from '../../../shared/schemas/order.js';
import { forbidden } from '../../lib/errors.js';
import { bearer, errors } from '../../lib/http.js';
import type { Viewer } from '../../lib/viewer.js';
import { orderTitle, returnableUntil, type NewOrderLine, type OrderDetail } from '../../modules/orders/service.js';
import { refundToWire } from '../payments/routes.js';
import type { RefundRow } from '../../modules/payments/service.js';
import type { OrderLine } from '../../../shared/schemas/checkout.js';
import type { OrderRequest } from '../../flows/place-order.js';
import { toDollars } from '../../../shared/money.js';
import type { Order } from '../../../shared/schemas/order.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** An order line on the wire (the same for a quote's lines). */
export const lineToWire = (l: NewOrderLine): OrderLine => ({
  productId: l.productId,
  name: l.productName,
  img: l.productImg,
  unitCost: toDollars(l.unitPriceCents),
  quantity: l.quantity,
  lineTotal: toDollars(l.unitPriceCents * l.quantity),
  laptop: l.laptopId && l.laptopModel ? { _id: l.laptopId, brand: l.laptopBrand ?? '', model: l.laptopModel } : null,
});

/** What an order's wire shape takes from other modules, and the return window (RETURN_WINDOW_DAYS). */
export interface OrderWireExtras {
  refunds?: RefundRow[];
  invoiceNumber?: string | null;
  /** The credit notes' numbers of its refunds, by refund id. */
  creditNoteNumbers?: Map<string, string>;
  returnWindowDays?: number;
}

/** The one mapping between an order and the spec's wire shape (number is the phone, orderName the first part). */
export function orderToWire(
  o: OrderDetail,
  { refunds = [], invoiceNumber = null, creditNoteNumbers, returnWindowDays = 0 }: OrderWireExtras = {},
): Order {
  const only = o.lines.length === 1 ? o.lines[0]! : null;
  return {
    _id: o.id,
    productId: only?.productId ?? null,
    unitCost: only ? toDollars(only.unitPriceCents) : null,
    quantity: only?.quantity ?? null,
    orderName: orderTitle(o.lines),
    img: o.lines[0]?.productImg ?? '',
    lines: o.lines.map(lineToWire),
    subtotal: toDollars(o.subtotalCents),
    shipping: toDollars(o.shippingCents),
    tax: toDollars(o.taxCents),
    taxRate: o.taxRateBasisPoints / 10_000,
    cost: toDollars(o.totalCents),
    refunded: toDollars(o.refundedCents),
    refunds: refunds.map((r) => refundToWire(r, creditNoteNumbers?.get(r.id) ?? null)),
    shippingAddress: o.shippingAddress,
    shippingOption:
      o.shippingOptionId && o.shippingOptionName
        ? { _id: o.shippingOptionId, name: o.shippingOptionName, days: o.shippingDays ?? 0 }
        : null,
    number: o.phone,
    userEmail: o.customerEmail,
    paid: o.paidAt !== null,
    status: o.status,
    transactionId: o.transactionId,
    trackingNumber: o.trackingNumber,
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
    invoiceNumber,
    returnableUntil: returnableUntil(o, returnWindowDays)?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    timeline: o.timeline.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

/** The spec's create payload: `userId` is the product's id, `number` the phone; price and e-mail never come from it. */
const orderRequestFromWire = (b: z.output<typeof orderCreateSchema>): OrderRequest => ({
  lines: [{ productId: b.userId, quantity: b.quantity, laptopId: b.laptopId ?? null }],
  phone: b.number,
  delivery: b.shippingOptionId ? { addressId: b.addressId, address: b.address, shippingOptionId: b.shippingOptionId } : null,
});

/** Orders on the wire with their refunds, invoice and credit notes (one query each for the whole list). */
export function orderWire({ payments, documents }: Pick<FastifyInstance['services'], 'payments' | 'documents'>, returnWindowDays: number) {
  const many = async (list: OrderDetail[]) => {
    const ids = list.map((o) => o.id);
    const [refunds, docs] = await Promise.all([payments.refundsOf(ids), documents.documentsOf(ids)]);
    const creditNoteNumbers = new Map([...docs.creditNotes].map(([refundId, n]) => [refundId, n.number]));
    return list.map((o) =>
      orderToWire(o, {
        refunds: refunds.get(o.id),
        invoiceNumber: docs.invoices.get(o.id)?.number ?? null,
        creditNoteNumbers,
        returnWindowDays,
      }),
    );
  };
  return { many, one: async (o: OrderDetail) => (await many([o]))[0]! };
}

/** GET /order: the caller's orders; an admin's for any e-mail, or every order without one. */
async function visibleOrders(
  { orders, accounts }: Pick<FastifyInstance['services'], 'orders' | 'accounts'>,
  viewer: Viewer,
  userEmail: string | undefined,
): Promise<OrderDetail[]> {
  const email = userEmail?.toLowerCase();
  const own = !email || email === viewer.email.toLowerCase();
  if (viewer.role === 'admin' && !own) {
    const user = await accounts.findByEmail(email);
    return user ? orders.listForUser(user.id) : [];
  }
  if (viewer.role === 'admin' && !email) return orders.listAll();
  if (!own) throw forbidden(apiMessages.forbidden);
  return orders.listForUser(viewer.id);
}

/** Placing, reading and cancelling one's orders (the spec's /order paths). */
const customerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services;
  const { placeOrder, cancelOrder } = app.flows;
  const wire = orderWire(app.services, app.config.RETURN_WINDOW_DAYS);

  app.post(
    '/order',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        body: orderCreateSchema,
        response: { 201: orderSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(orderToWire(await placeOrder(request.viewer!, orderRequestFromWire(request.body)))),
  );

  app.get(
    '/order',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        description: "The caller's orders; an admin without userEmail gets every order.",
        querystring: orderListQuerySchema,
        response: { 200: z.array(orderSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => wire.many(await visibleOrders(app.services, request.viewer!, request.query.userEmail)),
  );

  app.get(
    '/order/:id',
    {
      schema: { tags: ['orders'], security: bearer, params: idParamsSchema, response: { 200: orderSchema, ...errors(400, 401, 403, 404) } },
    },
    async (request) => wire.one(await orders.get(request.params.id, request.viewer!)),
  );

  app.delete(
    '/order/:id',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        description: 'Cancels the order and returns its units to stock (the spec calls it delete).',
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ deletedCount: (await cancelOrder(request.params.id, request.viewer!, { alreadyOk: true })) ? 1 : 0 }),
  );
};

/** Manage Order, and moving an order along its workflow. */
const orderWorkflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services;
  const { cancelOrder, fulfilOrder } = app.flows;
  const wire = orderWire(app.services, app.config.RETURN_WINDOW_DAYS);

  app.get(
    '/order/manage',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['orders'],
        security: bearer,
        description: 'Manage Order (admin): all orders, newest first, filtered by status, searched by customer e-mail or product, paged.',
        querystring: orderManageQuerySchema,
        response: { 200: orderPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const page = await orders.manage(request.query);
      return { ...page, items: await wire.many(page.items) };
    },
  );

  app.patch(
    '/order/:id/status',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        description: 'Moves an order on: admins ship (with a tracking number), deliver or cancel; customers cancel their unpaid orders.',
        params: idParamsSchema,
        body: orderStatusUpdateSchema,
        response: { 200: orderSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { status, trackingNumber } = request.body;
      const viewer = request.viewer!;
      if (status === 'cancelled') return wire.one((await cancelOrder(request.params.id, viewer))!);
      return wire.one(await fulfilOrder(request.params.id, viewer, { status, trackingNumber }));
    },
  );
};

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  await app.register(customerOrderRoutes);
  await app.register(orderWorkflowRoutes);
};
