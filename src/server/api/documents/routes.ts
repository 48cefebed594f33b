import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages } from '../../../shared/messages.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { conflict, HttpError, notFound } from '../../lib/errors.js';
import { bearer, errors } from '../../lib/http.js';
import type { Viewer } from '../../lib/viewer.js';
import { addressLines, type OrderDetail } from '../../modules/orders/service.js';
import { renderCreditNote, renderInvoice, type InvoiceOrder, type Seller } from '../../modules/documents/render.js';

const htmlPage = z.string().describe('An HTML page with a print stylesheet (one A4 page).');

/** The order, if the viewer may see it: another customer's is a 404 here (a document's existence is not told). */
async function visibleOrder(app: FastifyInstance, id: string, viewer: Viewer): Promise<OrderDetail> {
  try {
    return await app.services.orders.get(id, viewer);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 403) throw notFound(apiMessages.orderNotFound);
    throw err;
  }
}

/** What a document prints of a paid order. */
const invoiceOrder = (o: OrderDetail): InvoiceOrder => ({
  id: o.id,
  customerEmail: o.customerEmail,
  addressLines: o.shippingAddress ? addressLines(o.shippingAddress).split('\n') : [],
  lines: o.lines.map((l) => ({
    name: l.productName,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    lineTotalCents: l.lineTotalCents,
  })),
  subtotalCents: o.subtotalCents,
  shippingCents: o.shippingCents,
  shippingOptionName: o.shippingOptionName,
  taxCents: o.taxCents,
  taxRateBasisPoints: o.taxRateBasisPoints,
  totalCents: o.totalCents,
  paidAt: o.paidAt!,
  transactionId: o.transactionId,
});

/** A printable page: only for the one who asked, never stored on the way. */
const sendHtml = (reply: FastifyReply, page: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(page);

/** The two pages: the invoice of a paid order, the credit note of a refund; each checks who asks first. */
function documentPages(app: FastifyInstance) {
  const { payments, documents } = app.services;
  const seller: Seller = {
    name: app.config.SHOP_NAME,
    addressLines: app.config.shopAddressLines,
    taxId: app.config.SHOP_TAX_ID ?? null,
  };
  return {
    async invoice(viewer: Viewer, orderId: string): Promise<string> {
      const order = await visibleOrder(app, orderId, viewer);
      if (order.paidAt === null) throw conflict(apiMessages.invoiceUnpaid);
      const invoice = await app.flows.invoiceFor(viewer, order.id);
      const refunds = ((await payments.refundsOf([order.id])).get(order.id) ?? []).filter((r) => r.status === 'succeeded');
      const notes = await documents.creditNotesOf(refunds.map((r) => r.id));
      return renderInvoice({
        seller,
        number: invoice.number,
        issuedAt: invoice.issuedAt,
        order: invoiceOrder(order),
        refunds: refunds.map((r) => ({
          amountCents: r.amountCents,
          reason: r.reason,
          at: notes.get(r.id)?.issuedAt ?? r.updatedAt,
          creditNoteNumber: notes.get(r.id)?.number ?? null,
        })),
      });
    },

    async creditNote(viewer: Viewer, refundId: string): Promise<string> {
      const found = await payments.refundById(refundId);
      if (!found) throw notFound(apiMessages.refundNotFound);
      const order = await visibleOrder(app, found.orderId, viewer);
      const { refund, creditNote, invoice } = await app.flows.creditNoteFor(viewer, found);
      return renderCreditNote({
        seller,
        number: creditNote.number,
        issuedAt: creditNote.issuedAt,
        invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
        order: { ...invoiceOrder(order), refundedCents: order.refundedCents },
        refund: { id: refund.id, amountCents: refund.amountCents, reason: refund.reason, providerRefundId: refund.providerRefundId },
      });
    },
  };
}

/** Invoices and credit notes as printable HTML, for the order's owner and admins. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const pages = documentPages(app);

  app.get(
    '/order/:id/invoice',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        description:
          "A paid order's invoice (INV-<year>-<number>, numbered without gaps), as HTML to print. The order's owner or an admin; " +
          "another customer's order: 404; an unpaid order: 409.",
        params: idParamsSchema,
        response: { 200: htmlPage, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => sendHtml(reply, await pages.invoice(request.viewer!, request.params.id)),
  );

  app.get(
    '/refunds/:id/credit-note',
    {
      schema: {
        tags: ['payments'],
        security: bearer,
        description:
          "The credit note of a refund that went through (CN-<year>-<number>), as HTML to print. The order's owner or an admin; " +
          "another customer's refund: 404; a pending or failed refund: 409.",
        params: idParamsSchema,
        response: { 200: htmlPage, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => sendHtml(reply, await pages.creditNote(request.viewer!, request.params.id)),
  );
};
