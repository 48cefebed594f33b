import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestTokenParamsSchema } from '../../../shared/schemas/checkout.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { creditNoteView, invoiceView } from '../../flows/reads/documents.js';
import { bearer, errors } from '../../lib/http.js';
import { guestOfLink, linkedOrderId } from '../../plugins/guest-link.js';
import { renderCreditNote, renderInvoice, type Seller } from '../../modules/documents/render.js';
import { creditNoteDocument, invoiceDocument } from './wire.js';

const htmlPage = z.string().describe('An HTML page with a print stylesheet (one A4 page).');

/** A printable page: only for the one who asked, never stored on the way. */
const sendHtml = (reply: FastifyReply, page: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(page);

/** Who sells, as documents name the shop. */
const sellerOf = (app: FastifyInstance): Seller => ({
  name: app.config.SHOP_NAME,
  addressLines: app.config.shopAddressLines,
  taxId: app.config.SHOP_TAX_ID ?? null,
});

/** Invoices and credit notes as printable HTML, for the order's owner and admins. */
const accountDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const { invoiceFor, creditNoteFor } = app.flows;
  const seller = sellerOf(app);

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
    async (request, reply) => {
      const view = await invoiceView(app.services, invoiceFor, request.viewer!, request.params.id);
      return sendHtml(reply, renderInvoice(invoiceDocument(seller, view)));
    },
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
    async (request, reply) => {
      const view = await creditNoteView(app.services, creditNoteFor, request.viewer!, request.params.id);
      return sendHtml(reply, renderCreditNote(creditNoteDocument(seller, view)));
    },
  );
};

/** The same documents for a guest, through their order's link (issue 30). */
const guestDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', guestOfLink(app));
  const seller = sellerOf(app);
  const tags = ['guest'];

  app.get(
    '/guest/orders/:guestToken/invoice',
    {
      schema: {
        tags,
        description: "The link's paid order's invoice, as HTML to print (unpaid: 409).",
        params: guestTokenParamsSchema,
        response: { 200: htmlPage, ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const view = await invoiceView(app.services, app.flows.invoiceFor, request.viewer!, linkedOrderId(request));
      return sendHtml(reply, renderInvoice(invoiceDocument(seller, view)));
    },
  );

  app.get(
    '/guest/orders/:guestToken/refunds/:id/credit-note',
    {
      schema: {
        tags,
        description: "The credit note of one of the link's order's refunds that went through, as HTML to print.",
        params: guestTokenParamsSchema.extend(idParamsSchema.shape),
        response: { 200: htmlPage, ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const view = await creditNoteView(app.services, app.flows.creditNoteFor, request.viewer!, request.params.id);
      return sendHtml(reply, renderCreditNote(creditNoteDocument(seller, view)));
    },
  );
};

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountDocumentRoutes);
  await app.register(guestDocumentRoutes);
};
