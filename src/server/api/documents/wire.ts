import type { CreditNoteView, InvoiceView } from '../../flows/reads/documents.js';
import type { CreditNoteDocument, InvoiceDocument, InvoiceOrder, Seller } from '../../modules/documents/render.js';
import { addressLines, type OrderDetail } from '../../modules/orders/service.js';

// ── What the printable pages show: the documents' reads mapped to what render.ts prints ──

/** What a document prints of a paid order. */
const invoiceOrder = (o: OrderDetail): InvoiceOrder => ({
  id: o.id,
  orderNumber: o.orderNumber,
  customerEmail: o.customerEmail,
  addressLines: o.shippingAddress ? addressLines(o.shippingAddress).split('\n') : [],
  lines: o.lines.map((l) => ({
    name: l.productName,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    lineTotalCents: l.lineTotalCents,
  })),
  subtotalCents: o.subtotalCents,
  discounts: o.discounts.map((x) => ({ label: x.label, code: x.code, kind: x.kind, amountCents: x.amountCents })),
  shippingCents: o.shippingCents,
  shippingOptionName: o.shippingOptionName,
  taxCents: o.taxCents,
  taxRateBasisPoints: o.taxRateBasisPoints,
  totalCents: o.totalCents,
  tenders: [
    ...(o.storeCreditCents > 0 ? [{ label: 'Paid with store credit', amountCents: o.storeCreditCents }] : []),
    ...o.giftCards.map((g) => ({ label: `Paid with gift card ending ${g.last4}`, amountCents: g.amountCents })),
  ],
  paidAt: o.paidAt!,
  transactionId: o.transactionId,
});

/** An invoice (`invoiceView`) as its page prints it. */
export const invoiceDocument = (seller: Seller, { order, invoice, refunds }: InvoiceView): InvoiceDocument => ({
  seller,
  number: invoice.number,
  issuedAt: invoice.issuedAt,
  order: invoiceOrder(order),
  refunds: refunds.map(({ refund: r, creditNote }) => ({
    amountCents: r.amountCents,
    reason: r.reason,
    at: creditNote?.issuedAt ?? r.updatedAt,
    creditNoteNumber: creditNote?.number ?? null,
  })),
});

/** A credit note (`creditNoteView`) as its page prints it. */
export const creditNoteDocument = (seller: Seller, { order, refund, creditNote, invoice }: CreditNoteView): CreditNoteDocument => ({
  seller,
  number: creditNote.number,
  issuedAt: creditNote.issuedAt,
  invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
  order: { ...invoiceOrder(order), refundedCents: order.refundedCents },
  refund: {
    id: refund.id,
    amountCents: refund.amountCents,
    reason: refund.reason,
    providerRefundId: refund.providerRefundId,
    cardCents: refund.cardCents,
    giftCards: refund.giftCards.map((g) => ({ last4: g.last4, amountCents: g.amountCents })),
    storeCreditCents: refund.storeCreditCents,
  },
});
