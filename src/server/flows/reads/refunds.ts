import type { RefundRow } from '../../modules/payments/service.js';
import type { Services } from '../../plugins/services.js';

/** A refund with its credit note's number, once it has one. */
export interface RefundView {
  refund: RefundRow;
  creditNoteNumber: string | null;
}

/** A refund with its credit note's number (a refund that went through has one). */
export async function refundView({ documents }: Pick<Services, 'documents'>, refund: RefundRow): Promise<RefundView> {
  const creditNote = (await documents.creditNotesOf([refund.id])).get(refund.id);
  return { refund, creditNoteNumber: creditNote?.number ?? null };
}
