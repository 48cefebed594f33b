import { toDollars } from '../../../shared/money.js';
import type { Return, ReturnExchange } from '../../../shared/schemas/return.js';
import type { ReturnView } from '../../flows/reads/returns.js';
import { suggestedRefundCents } from '../../modules/returns/service.js';
import { refundToWire } from '../payments/wire.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** Statuses after which the customer needs the shop's return address. */
const SHOWS_ADDRESS = new Set<Return['status']>(['approved', 'received', 'refunded', 'exchanged']);

/** A return's exchange on the wire (issue 31), or null for a plain return. */
function exchangeToWire(r: ReturnView['ret'], orderNumber: string | null): ReturnExchange | null {
  if (!r.exchangeProductId || !r.exchangeStatus) return null;
  return {
    productId: r.exchangeProductId,
    orderId: r.exchangeOrderId,
    orderNumber,
    status: r.exchangeStatus,
    difference: toDollars(r.exchangeDifferenceCents ?? 0),
    productName: r.exchangeProductName ?? '',
    img: r.exchangeProductImg ?? '',
    unitCost: toDollars(r.exchangeUnitPriceCents ?? 0),
    quantity: r.exchangeQuantity ?? 0,
  };
}

/** The one mapping between a return (with its refund, `returnViews`) and its wire shape. */
export function returnToWire({ ret: r, refund, exchangeOrderNumber }: ReturnView, returnAddressLines: string[]): Return {
  return {
    _id: r.id,
    number: r.number,
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    orderName: r.orderTitle,
    userEmail: r.customerEmail,
    status: r.status,
    lines: r.lines.map((l) => ({
      productId: l.productId,
      name: l.productName,
      img: l.productImg,
      unitCost: toDollars(l.unitPriceCents),
      quantity: l.quantity,
      discount: toDollars(l.discountCents),
      laptop: l.laptopModel,
      saidFits: l.saidFits,
    })),
    reason: r.reason,
    note: r.note,
    adminNote: r.adminNote,
    restock: r.restock,
    refundTo: r.refundTo,
    suggestedRefund: toDollars(suggestedRefundCents(r)),
    returnAddress: SHOWS_ADDRESS.has(r.status) ? returnAddressLines.join('\n') : null,
    refund: refund ? refundToWire(refund.row, refund.creditNoteNumber) : null,
    exchange: exchangeToWire(r, exchangeOrderNumber),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    timeline: r.timeline.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}
