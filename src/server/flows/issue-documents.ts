import { apiMessages } from '../../shared/messages.js';
import type { DbOrTx } from '../db/client.js';
import { conflict } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { CreditNoteRow, InvoiceRow } from '../modules/documents/service.js';
import type { OrderRow } from '../modules/orders/service.js';
import type { RefundRow } from '../modules/payments/service.js';
import type { FlowContext } from './context.js';

/**
 * The credit note of a refund that succeeded, in the caller's transaction, under its order's row
 * lock; the invoice it corrects is issued first when the order was paid before invoices existed.
 */
export async function issueCreditNote(
  d: Pick<FlowContext, 'documents'>,
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'paidAt'>,
  refund: Pick<RefundRow, 'id' | 'orderId'>,
  issuedAt = new Date(),
): Promise<CreditNoteRow> {
  if (order.paidAt) await d.documents.ensureInvoice(tx, order.id, order.paidAt);
  return d.documents.ensureCreditNote(tx, refund, issuedAt);
}

/**
 * A paid order's invoice. Orders are invoiced in the transaction that marks them paid; one paid
 * before invoices existed gets its number on the first request, under its order's row lock (two
 * requests at once: the second finds the first's), dated when it was paid. Unpaid: 409.
 */
export async function invoiceFor(
  d: Pick<FlowContext, 'db' | 'documents' | 'orders'>,
  viewer: Viewer,
  orderId: string,
): Promise<InvoiceRow> {
  const known = (await d.documents.invoicesOf([orderId])).get(orderId);
  if (known) return known;
  return d.db.transaction(async (tx) => {
    const order = await d.orders.lockVisible(tx, orderId, viewer);
    if (order.paidAt === null) throw conflict(apiMessages.invoiceUnpaid);
    return d.documents.ensureInvoice(tx, orderId, order.paidAt);
  });
}

/**
 * A refund's credit note and the invoice it corrects (the caller checked the viewer may see its
 * order). Refunds that succeeded before credit notes existed get theirs on the first request
 * (dated when the refund last changed). A refund that is pending or failed has none: 409.
 */
export async function creditNoteFor(
  d: Pick<FlowContext, 'db' | 'documents' | 'orders' | 'payments'>,
  viewer: Viewer,
  refund: RefundRow,
): Promise<{ refund: RefundRow; creditNote: CreditNoteRow; invoice: InvoiceRow }> {
  if (refund.status !== 'succeeded') throw conflict(apiMessages.creditNoteNotDue);
  const [notes, invoices] = await Promise.all([d.documents.creditNotesOf([refund.id]), d.documents.invoicesOf([refund.orderId])]);
  const [creditNote, invoice] = [notes.get(refund.id), invoices.get(refund.orderId)];
  if (creditNote && invoice) return { refund, creditNote, invoice };
  return d.db.transaction(async (tx) => {
    const order = await d.orders.lockVisible(tx, refund.orderId, viewer);
    const current = await d.payments.refundIn(tx, refund.id);
    if (current?.status !== 'succeeded' || order.paidAt === null) throw conflict(apiMessages.creditNoteNotDue);
    const issued = await issueCreditNote(d, tx, order, current, current.updatedAt);
    return { refund: current, creditNote: issued, invoice: await d.documents.ensureInvoice(tx, order.id, order.paidAt) };
  });
}
