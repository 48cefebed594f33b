import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { creditNoteView, invoiceView } from '../../flows/reads/documents.js';
import { bearer, errors } from '../../lib/http.js';
import { renderCreditNote, renderInvoice, type Seller } from '../../modules/documents/render.js';
import { creditNoteDocument, invoiceDocument } from './wire.js';

const htmlPage = z.string().describe('An HTML page with a print stylesheet (one A4 page).');

/** A printable page: only for the one who asked, never stored on the way. */
const sendHtml = (reply: FastifyReply, page: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(page);

/** Invoices and credit notes as printable HTML, for the order's owner and admins. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const { invoiceFor, creditNoteFor } = app.flows;
  const seller: Seller = { name: app.config.SHOP_NAME, addressLines: app.config.shopAddressLines, taxId: app.config.SHOP_TAX_ID ?? null };

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
