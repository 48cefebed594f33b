import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { OPEN_RETURN_STATUSES, type ExchangeStatus, type ReturnReason, type ReturnStatus } from '../../../shared/schemas/return.js';
import type { RefundDestination } from '../../../shared/schemas/gift-card.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { actorUserId, isStaff, ownsOrder, seesAnyOrder, type Actor, type Viewer } from '../../lib/viewer.js';
import { returnEvents, returnLines, returnRequests } from './tables.js';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export interface ReturnEventRow {
  status: ReturnStatus;
  at: Date;
  by: 'customer' | 'admin' | 'system';
  note: string;
}
export type ReturnDetail = ReturnRow & { lines: ReturnLineRow[]; timeline: ReturnEventRow[] };

export interface NewReturn {
  orderId: string;
  /** The order's number ("PH-2026-000123"), copied onto the return. */
  orderNumber: string;
  userId: string | null;
  customerEmail: string;
  orderTitle: string;
  reason: ReturnReason;
  note: string;
  /** Where the customer wants the refund. */
  refundTo: RefundDestination;
  taxRateBasisPoints: number;
  lines: Pick<
    ReturnLineRow,
    'productId' | 'productName' | 'productImg' | 'unitPriceCents' | 'quantity' | 'discountCents' | 'laptopModel' | 'saidFits'
  >[];
  /** The part the customer takes instead of the money (issue 31), at its price when asked for. */
  exchange?: NewExchange | null;
}

export interface NewExchange {
  productId: string;
  productName: string;
  productImg: string;
  category: string;
  unitPriceCents: number;
  quantity: number;
  differenceCents: number;
}

/** What an exchange comes to (all cents): the credit on the replacement order, its tax and total, and the difference. */
export interface ExchangeTerms {
  creditCents: number;
  orderTaxCents: number;
  orderTotalCents: number;
  /** Positive: the customer pays it (the replacement order's total); negative: the shop refunds it. */
  differenceCents: number;
}

/**
 * The money of an exchange (issue 31). `returnedNetCents` (Vn) is what the returned units were paid
 * before tax (unit × quantity - their discount), `replacementCents` (R) the replacement's unit ×
 * quantity; tax at the order's rate, rounded to the cent as orders are. The replacement order gets
 * min(Vn, R) off as an exchange credit: when Vn < R its total (R - Vn + tax) is the customer's to
 * pay; otherwise the shop refunds the returned value with tax less the replacement with tax (never
 * below 0).
 */
export function exchangeTerms(returnedNetCents: number, replacementCents: number, taxRateBasisPoints: number): ExchangeTerms {
  const tax = (cents: number) => Math.round((cents * taxRateBasisPoints) / 10_000);
  const creditCents = Math.min(returnedNetCents, replacementCents);
  const orderTaxCents = tax(replacementCents - creditCents);
  const orderTotalCents = replacementCents - creditCents + orderTaxCents;
  const refundCents = returnedNetCents + tax(returnedNetCents) - (replacementCents + tax(replacementCents));
  // Nothing owed either way is 0 (not -0: the wire and the tests compare it).
  const differenceCents = returnedNetCents < replacementCents ? orderTotalCents : refundCents > 0 ? -refundCents : 0;
  return { creditCents, orderTaxCents, orderTotalCents, differenceCents };
}

/** The returned units' value before tax: unit × quantity less their discount (Vn). */
export const returnedNetCents = (r: Pick<ReturnDetail, 'lines'>) =>
  r.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity - l.discountCents, 0);

/** Whether a return's exchange still stands (asked for, and neither rejected nor cancelled). */
export const exchangeStands = (r: Pick<ReturnRow, 'exchangeStatus'>) => r.exchangeStatus !== null && r.exchangeStatus !== 'cancelled';

const exchangeColumns = (x: NewExchange | null | undefined) =>
  x
    ? {
        exchangeProductId: x.productId,
        exchangeProductName: x.productName,
        exchangeProductImg: x.productImg,
        exchangeCategory: x.category,
        exchangeUnitPriceCents: x.unitPriceCents,
        exchangeQuantity: x.quantity,
        exchangeStatus: 'requested' as const,
        exchangeDifferenceCents: x.differenceCents,
      }
    : {};

export interface ReturnQuery {
  status?: ReturnStatus;
  orderId?: string;
  page: number;
  limit: number;
}

const NOT_FOUND = 'Return not found.';
/** No order has this id: a guest viewer without an order sees no returns. */
const NO_ORDER = '00000000-0000-0000-0000-000000000000';

const actorColumns = (actor: Actor) =>
  actor === 'system'
    ? { actorId: null, actorRole: 'system' }
    : { actorId: actorUserId(actor), actorRole: isStaff(actor) ? 'admin' : 'customer' };

/**
 * What the refund of a return should be: the returned units at the prices paid (less their share
 * of the order's discounts), with their share of the order's tax (rounded as the order's tax was:
 * to the nearest cent).
 */
export function suggestedRefundCents(r: Pick<ReturnDetail, 'lines' | 'taxRateBasisPoints'>): number {
  const value = returnedNetCents(r);
  return value + Math.round((value * r.taxRateBasisPoints) / 10_000);
}

async function withDetails(db: DbOrTx, rows: ReturnRow[]): Promise<ReturnDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, events] = await Promise.all([
    db.select().from(returnLines).where(inArray(returnLines.returnId, ids)).orderBy(asc(returnLines.productName)),
    db.select().from(returnEvents).where(inArray(returnEvents.returnId, ids)).orderBy(asc(returnEvents.createdAt)),
  ]);
  return rows.map((r) => ({
    ...r,
    lines: lines.filter((l) => l.returnId === r.id),
    timeline: events
      .filter((e) => e.returnId === r.id)
      .map((e) => ({ status: e.status, at: e.createdAt, by: e.actorRole as ReturnEventRow['by'], note: e.note })),
  }));
}

/** A return's writes, inside the caller's transaction: a new request, and each step after it. */
function returnWrites() {
  return {
    /**
     * Writes a requested return with its lines and first event (inside the caller's transaction),
     * numbered after its order's other returns (1, 2, …). The caller holds the order's row lock,
     * so two returns of one order are numbered one after the other (and the pair is unique anyway).
     */
    async create(tx: DbOrTx, r: NewReturn, actor: Actor): Promise<ReturnDetail> {
      const { lines, exchange, ...columns } = r;
      const number = sql<number>`(SELECT coalesce(max(${returnRequests.number}), 0) + 1 FROM ${returnRequests} WHERE ${returnRequests.orderId} = ${r.orderId})`;
      const [row] = await tx
        .insert(returnRequests)
        .values({ ...columns, ...exchangeColumns(exchange), number })
        .returning();
      await tx.insert(returnLines).values(lines.map((l) => ({ ...l, returnId: row!.id })));
      await tx.insert(returnEvents).values({ returnId: row!.id, status: 'requested', note: r.note, ...actorColumns(actor) });
      return (await withDetails(tx, [row!]))[0]!;
    },

    /** Moves a locked return to its next status and records the step (inside the caller's transaction). */
    async setStatus(
      tx: DbOrTx,
      id: string,
      to: ReturnStatus,
      actor: Actor,
      change: { note?: string; restock?: boolean; refundId?: string; eventNote?: string } = {},
    ): Promise<void> {
      const { note, restock, refundId, eventNote } = change;
      await tx
        .update(returnRequests)
        .set({
          status: to,
          ...(note ? { adminNote: note } : {}),
          ...(restock !== undefined ? { restock } : {}),
          ...(refundId ? { refundId } : {}),
        })
        .where(eq(returnRequests.id, id));
      // `eventNote`: the timeline says more than the note the shop leaves the customer (the exchange's order).
      await tx.insert(returnEvents).values({ returnId: id, status: to, note: eventNote ?? note ?? '', ...actorColumns(actor) });
    },

    /** A locked return's exchange moves on (its replacement order once placed, the difference then agreed). */
    async setExchange(
      tx: DbOrTx,
      id: string,
      change: { status: ExchangeStatus; orderId?: string; differenceCents?: number },
    ): Promise<void> {
      await tx
        .update(returnRequests)
        .set({
          exchangeStatus: change.status,
          ...(change.orderId ? { exchangeOrderId: change.orderId } : {}),
          ...(change.differenceCents !== undefined ? { exchangeDifferenceCents: change.differenceCents } : {}),
        })
        .where(eq(returnRequests.id, id));
    },

    /** A step's note on a locked return's timeline without a change of status. */
    async note(tx: DbOrTx, id: string, status: ReturnStatus, actor: Actor, note: string): Promise<void> {
      await tx.insert(returnEvents).values({ returnId: id, status, note, ...actorColumns(actor) });
    },
  };
}

/** What Download my data and deleting an account ask of a customer's returns. */
function returnsOfAccount(db: Database) {
  return {
    /** Every return the customer asked for, newest first, with lines and timelines. */
    async ofUser(userId: string): Promise<ReturnDetail[]> {
      const rows = await db.select().from(returnRequests).where(eq(returnRequests.userId, userId)).orderBy(desc(returnRequests.createdAt));
      return withDetails(db, rows);
    },

    /** The order numbers of the customer's returns the shop has not finished (requested, approved, received). */
    async openOf(tx: DbOrTx, userId: string): Promise<string[]> {
      const rows = await tx
        .select({ orderNumber: returnRequests.orderNumber })
        .from(returnRequests)
        .where(and(eq(returnRequests.userId, userId), inArray(returnRequests.status, [...OPEN_RETURN_STATUSES])));
      return rows.map((r) => r.orderNumber);
    },

    /** Guest orders joined to an account (a verified sign-up with their e-mail) bring their returns along. */
    async joinAccount(tx: DbOrTx, userId: string, orderIds: string[]): Promise<void> {
      if (orderIds.length === 0) return;
      await tx
        .update(returnRequests)
        .set({ userId })
        .where(and(inArray(returnRequests.orderId, orderIds), isNull(returnRequests.userId)));
    },

    /** The customer's returns keep everything but the e-mail copied onto them, which becomes the pseudonym's. */
    async pseudonymise(tx: DbOrTx, userId: string, email: string): Promise<void> {
      await tx.update(returnRequests).set({ customerEmail: email }).where(eq(returnRequests.userId, userId));
    },
  };
}

/**
 * Units sent back (or asked to be) because they did not fit, in returns made since `since` and not
 * rejected: per order and product, with the product's name as ordered.
 */
async function wrongFitUnits(
  db: Database,
  since: Date,
): Promise<{ orderId: string; productId: string; productName: string; units: number }[]> {
  return db
    .select({
      orderId: returnRequests.orderId,
      productId: returnLines.productId,
      productName: sql<string>`max(${returnLines.productName})`,
      units: sql<number>`sum(${returnLines.quantity})`.mapWith(Number),
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(
      and(
        eq(returnRequests.reason, 'wrong_fit'),
        ne(returnRequests.status, 'rejected'),
        sql`${returnRequests.createdAt} >= ${since.toISOString()}`,
      ),
    )
    .groupBy(returnRequests.orderId, returnLines.productId);
}

/** Returns (RMA): what customers send back, and each step the shop takes with them. */
export function createReturnService(db: Database) {
  async function findVisible(tx: DbOrTx, id: string, viewer: Viewer, lock = false): Promise<ReturnRow> {
    const query = tx.select().from(returnRequests).where(eq(returnRequests.id, id));
    const [row] = lock ? await query.for('update') : await query;
    // Another customer's return is not theirs to know about: the same 404 as a missing one.
    if (!row || (!seesAnyOrder(viewer) && !ownsOrder(viewer, { id: row.orderId, userId: row.userId }))) throw notFound(NOT_FOUND);
    return row;
  }

  return {
    suggestedRefundCents,
    exchangeTerms,
    returnedNetCents,
    exchangeStands,
    ...returnWrites(),
    ...returnsOfAccount(db),

    /** Units of each product of an order already in a return that was not rejected (`tx`: the caller's transaction, or the shop's database for a read). */
    async heldQuantities(orderId: string, tx: DbOrTx = db): Promise<Map<string, number>> {
      const rows = await tx
        .select({ productId: returnLines.productId, quantity: sql<number>`sum(${returnLines.quantity})`.mapWith(Number) })
        .from(returnLines)
        .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
        .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'rejected')))
        .groupBy(returnLines.productId);
      return new Map(rows.map((r) => [r.productId, r.quantity]));
    },

    async get(id: string, viewer: Viewer): Promise<ReturnDetail> {
      return (await withDetails(db, [await findVisible(db, id, viewer)]))[0]!;
    },

    /** Locks a return the viewer may see for a change in the caller's transaction, with its lines. */
    async lock(tx: DbOrTx, id: string, viewer: Viewer): Promise<ReturnDetail> {
      return (await withDetails(tx, [await findVisible(tx, id, viewer, true)]))[0]!;
    },

    /** The viewer's returns (staff who work on orders: everyone's), newest first, filtered and paged. */
    async list(q: ReturnQuery, viewer: Viewer): Promise<{ items: ReturnDetail[]; total: number; page: number; limit: number }> {
      const conditions: SQL[] = [];
      // A customer's own; a guest's, those of the one order their link opens.
      if (!seesAnyOrder(viewer)) {
        conditions.push(viewer.guest ? eq(returnRequests.orderId, viewer.guest.orderId ?? NO_ORDER) : eq(returnRequests.userId, viewer.id));
      }
      if (q.status) conditions.push(eq(returnRequests.status, q.status));
      if (q.orderId) conditions.push(eq(returnRequests.orderId, q.orderId));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(returnRequests)
          .where(where)
          .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(returnRequests).where(where),
      ]);
      return { items: await withDetails(db, rows), total: total!.n, page: q.page, limit: q.limit };
    },

    /** Units returned as wrong_fit since a date, per order and product (wrongFitUnits). */
    wrongFitUnits: (since: Date) => wrongFitUnits(db, since),

    /** Returns waiting for the shop (requested, approved, received), oldest first: the overview's list. */
    async open(limit: number): Promise<{ items: ReturnRow[]; total: number }> {
      const where = inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]);
      const [items, [total]] = await Promise.all([
        db.select().from(returnRequests).where(where).orderBy(asc(returnRequests.createdAt)).limit(limit),
        db.select({ n: count() }).from(returnRequests).where(where),
      ]);
      return { items, total: total!.n };
    },
  };
}

export type ReturnService = ReturnType<typeof createReturnService>;
