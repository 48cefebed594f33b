import { apiMessages } from '../../../shared/messages.js';
import { conflict, HttpError, notFound } from '../../lib/errors.js';
import type { Viewer } from '../../lib/viewer.js';
import type { CreditNoteRow, InvoiceRow } from '../../modules/documents/service.js';
import type { OrderDetail } from '../../modules/orders/service.js';
import type { RefundRow } from '../../modules/payments/service.js';
import type { Services } from '../../plugins/services.js';

/** What a paid order's invoice prints: the order, its invoice and its refunds that went through with their credit notes. */
export interface InvoiceView {
  order: OrderDetail;
  invoice: InvoiceRow;
  refunds: { refund: RefundRow; creditNote: CreditNoteRow | undefined }[];
}

/** What a refund's credit note prints: the refund, its order, its credit note and the invoice it corrects. */
export interface CreditNoteView {
  order: OrderDetail;
  refund: RefundRow;
  creditNote: CreditNoteRow;
  invoice: InvoiceRow;
}

/** The order, if the viewer may see it: another customer's is a 404 here (a document's existence is not told). */
async function visibleOrder({ orders }: Pick<Services, 'orders'>, id: string, viewer: Viewer): Promise<OrderDetail> {
  try {
    return await orders.get(id, viewer);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 403) throw notFound(apiMessages.orderNotFound);
    throw err;
  }
}

/**
 * A paid order's invoice and what it lists, checked for the viewer first (404, then 409 when unpaid).
 * `issue` is the flow that numbers an invoice an order paid before invoices existed lacks (`invoiceFor`).
 */
export async function invoiceView(
  services: Pick<Services, 'orders' | 'payments' | 'documents'>,
  issue: (viewer: Viewer, orderId: string) => Promise<InvoiceRow>,
  viewer: Viewer,
  orderId: string,
): Promise<InvoiceView> {
  const order = await visibleOrder(services, orderId, viewer);
  if (order.paidAt === null) throw conflict(apiMessages.invoiceUnpaid);
  const invoice = await issue(viewer, order.id);
  const refunds = ((await services.payments.refundsOf([order.id])).get(order.id) ?? []).filter((r) => r.status === 'succeeded');
  const notes = await services.documents.creditNotesOf(refunds.map((r) => r.id));
  return { order, invoice, refunds: refunds.map((refund) => ({ refund, creditNote: notes.get(refund.id) })) };
}

/**
 * A refund's credit note and what it prints, checked for the viewer first (404). `issue` is the flow
 * that numbers the credit note (and the invoice it corrects) a refund that went through lacks (`creditNoteFor`).
 */
export async function creditNoteView(
  services: Pick<Services, 'orders' | 'payments'>,
  issue: (viewer: Viewer, refund: RefundRow) => Promise<Omit<CreditNoteView, 'order'>>,
  viewer: Viewer,
  refundId: string,
): Promise<CreditNoteView> {
  const found = await services.payments.refundById(refundId);
  if (!found) throw notFound(apiMessages.refundNotFound);
  const order = await visibleOrder(services, found.orderId, viewer);
  return { order, ...(await issue(viewer, found)) };
}
