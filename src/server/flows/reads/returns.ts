import type { RefundRow } from '../../modules/payments/service.js';
import type { ReturnDetail } from '../../modules/returns/service.js';
import type { Services } from '../../plugins/services.js';

/** A return with the refund that settled it and that refund's credit note number, once refunded. */
export interface ReturnView {
  ret: ReturnDetail;
  refund: { row: RefundRow; creditNoteNumber: string | null } | undefined;
  /** The number of its exchange's replacement order, once placed (issue 31). */
  exchangeOrderNumber: string | null;
}

/** Returns with their refunds and credit notes (one query each for the whole list). */
export async function returnViews(
  { payments, documents, orders }: Pick<Services, 'payments' | 'documents' | 'orders'>,
  list: ReturnDetail[],
): Promise<ReturnView[]> {
  const refunded = list.filter((r) => r.refundId);
  const [byOrder, notes, exchangeNumbers] = await Promise.all([
    payments.refundsOf([...new Set(refunded.map((r) => r.orderId))]),
    documents.creditNotesOf(refunded.map((r) => r.refundId!)),
    orders.numbersOf(list.flatMap((r) => (r.exchangeOrderId ? [r.exchangeOrderId] : []))),
  ]);
  return list.map((ret) => {
    const row = byOrder.get(ret.orderId)?.find((f) => f.id === ret.refundId);
    const exchangeOrderNumber = ret.exchangeOrderId ? (exchangeNumbers.get(ret.exchangeOrderId) ?? null) : null;
    return { ret, refund: row ? { row, creditNoteNumber: notes.get(row.id)?.number ?? null } : undefined, exchangeOrderNumber };
  });
}
