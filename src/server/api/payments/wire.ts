import { toDollars } from '../../../shared/money.js';
import type { Refund } from '../../../shared/schemas/refund.js';
import type { RefundRow } from '../../modules/payments/service.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** A refund on the wire (money in dollars), with its credit note's number once it has one. */
export const refundToWire = (r: RefundRow, creditNoteNumber: string | null = null): Refund => ({
  _id: r.id,
  amount: toDollars(r.amountCents),
  reason: r.reason,
  status: r.status,
  providerRefundId: r.providerRefundId,
  creditNoteNumber,
  createdAt: r.createdAt.toISOString(),
});
