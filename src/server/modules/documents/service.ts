import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { creditNotes, documentCounters, invoices } from './tables.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
type DocumentKind = 'invoice' | 'credit_note';

const PREFIX: Record<DocumentKind, string> = { invoice: 'INV', credit_note: 'CN' };

/** `INV-2026-000123`: the kind, the UTC year of issue, the number in that year (6 digits). */
export const documentNumber = (kind: DocumentKind, year: number, n: number) => `${PREFIX[kind]}-${year}-${String(n).padStart(6, '0')}`;

/**
 * Takes the next number of a kind in the UTC year of `at`, inside the caller's transaction. The
 * upsert locks the year's counter row until that transaction ends, so numbers are given one after
 * the other; a transaction that rolls back gives its number back: no gaps, no duplicates. Take it
 * last in a transaction, so the lock is held briefly.
 */
async function takeNumber(tx: DbOrTx, kind: DocumentKind, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({ target: [documentCounters.kind, documentCounters.year], set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ last: documentCounters.last });
  return documentNumber(kind, year, row!.last);
}

/** Invoices and credit notes: numbered once, in the transaction that makes them due, and read many at a time. */
export function createDocumentService(db: Database) {
  async function invoicesOf(tx: DbOrTx, orderIds: string[]): Promise<Map<string, InvoiceRow>> {
    if (orderIds.length === 0) return new Map();
    const rows = await tx.select().from(invoices).where(inArray(invoices.orderId, orderIds));
    return new Map(rows.map((r) => [r.orderId, r]));
  }

  return {
    /** The invoices of these orders, by order id (one query). */
    invoicesOf: (orderIds: string[]) => invoicesOf(db, orderIds),

    /** The credit notes of these refunds, by refund id (one query). */
    async creditNotesOf(refundIds: string[]): Promise<Map<string, CreditNoteRow>> {
      if (refundIds.length === 0) return new Map();
      const rows = await db.select().from(creditNotes).where(inArray(creditNotes.refundId, refundIds));
      return new Map(rows.map((r) => [r.refundId, r]));
    },

    /** The invoices and credit notes of these orders (two queries, whatever the count): for lists of orders. */
    async documentsOf(orderIds: string[]): Promise<{ invoices: Map<string, InvoiceRow>; creditNotes: Map<string, CreditNoteRow> }> {
      if (orderIds.length === 0) return { invoices: new Map(), creditNotes: new Map() };
      const [byOrder, notes] = await Promise.all([
        invoicesOf(db, orderIds),
        db.select().from(creditNotes).where(inArray(creditNotes.orderId, orderIds)),
      ]);
      return { invoices: byOrder, creditNotes: new Map(notes.map((n) => [n.refundId, n])) };
    },

    /**
     * The order's invoice, issued now (dated `issuedAt`, when the order was paid) when it has none.
     * The caller holds the order's row lock, so two callers never both issue one.
     */
    async ensureInvoice(tx: DbOrTx, orderId: string, issuedAt: Date): Promise<InvoiceRow> {
      const existing = (await invoicesOf(tx, [orderId])).get(orderId);
      if (existing) return existing;
      const number = await takeNumber(tx, 'invoice', issuedAt);
      const [row] = await tx.insert(invoices).values({ orderId, number, issuedAt }).returning();
      return row!;
    },

    /** The credit note of a refund that succeeded, issued once (inside the transaction that marked it succeeded). */
    async ensureCreditNote(tx: DbOrTx, refund: { id: string; orderId: string }, issuedAt = new Date()): Promise<CreditNoteRow> {
      const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.refundId, refund.id));
      if (existing) return existing;
      const number = await takeNumber(tx, 'credit_note', issuedAt);
      const [row] = await tx.insert(creditNotes).values({ refundId: refund.id, orderId: refund.orderId, number, issuedAt }).returning();
      return row!;
    },
  };
}
export type DocumentService = ReturnType<typeof createDocumentService>;
