import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PromotionKind, PromotionStatus } from '../../../shared/schemas/promotion.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { applyPromotions, isRunning, refusal, saleOf, type PromotionRow } from './pricing.js';
import { promotionClock, promotions, promotionUses } from './tables.js';

export type { Discounting, PromotionRow, Refusal, Shopper } from './pricing.js';

/** A promotion's fields as the domain speaks them (cents, basis points, lower-cased lists). */
export interface PromotionFields {
  label: string;
  code: string | null;
  kind: PromotionKind;
  percentBasisPoints: number | null;
  amountCents: number | null;
  minSubtotalCents: number | null;
  minQuantity: number | null;
  productIds: string[];
  categories: string[];
  brands: string[];
  firstOrderOnly: boolean;
  customerEmails: string[];
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  paused: boolean;
}

/** A promotion with its figures: what it took off the orders that used it, and what they came to. */
export type PromotionView = PromotionRow & { status: PromotionStatus; discountCents: number; revenueCents: number };

export interface PromotionUseRow {
  orderId: string;
  orderNumber: string;
  customerEmail: string;
  discountCents: number;
  orderTotalCents: number;
  createdAt: Date;
}

/** What an order placed with promotions records of each: what it took off. */
export interface ClaimedUse {
  promotionId: string;
  discountCents: number;
}

const NOT_FOUND = 'Promotion not found.';
const CODE_TAKEN = 'Another promotion already has this code.';

/** Where a promotion stands at `now`. */
export function statusOf(p: PromotionRow, now = new Date()): PromotionStatus {
  if (p.endedAt || (p.endsAt && p.endsAt <= now)) return 'ended';
  if (p.paused) return 'paused';
  if (p.startsAt && p.startsAt > now) return 'scheduled';
  if (p.usageLimit !== null && p.uses >= p.usageLimit) return 'used_up';
  return 'running';
}

/** A Postgres unique violation on the code's index (Drizzle wraps the driver's error in `cause`). */
function isCodeTaken(err: unknown): boolean {
  const e = err as { code?: unknown; constraint?: unknown; cause?: { code?: unknown; constraint?: unknown } } | null;
  const pg = e?.cause ?? e;
  return pg?.code === '23505' && pg.constraint === 'promotion_code_unique';
}

/** Runs a write that may give a second promotion the same code: 409 instead of a 500. */
async function unlessCodeTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isCodeTaken(err)) throw conflict(CODE_TAKEN);
    throw err;
  }
}

/** Staff's reads of promotions, with their figures. */
function promotionReads(db: Database) {
  const figures = async (rows: PromotionRow[]): Promise<PromotionView[]> => {
    if (rows.length === 0) return [];
    const sums = await db
      .select({
        promotionId: promotionUses.promotionId,
        discountCents: sql<number>`coalesce(sum(${promotionUses.discountCents}), 0)::int`,
        revenueCents: sql<number>`coalesce(sum(${promotionUses.orderTotalCents}), 0)::int`,
      })
      .from(promotionUses)
      .where(
        and(
          inArray(
            promotionUses.promotionId,
            rows.map((r) => r.id),
          ),
          isNull(promotionUses.releasedAt),
        ),
      )
      .groupBy(promotionUses.promotionId);
    const now = new Date();
    return rows.map((r) => {
      const s = sums.find((x) => x.promotionId === r.id);
      return { ...r, status: statusOf(r, now), discountCents: s?.discountCents ?? 0, revenueCents: s?.revenueCents ?? 0 };
    });
  };
  return {
    figures,
    /** The orders that used it and count (not cancelled or expired), newest first. */
    async usage(id: string): Promise<PromotionUseRow[]> {
      return db
        .select({
          orderId: promotionUses.orderId,
          orderNumber: promotionUses.orderNumber,
          customerEmail: promotionUses.customerEmail,
          discountCents: promotionUses.discountCents,
          orderTotalCents: promotionUses.orderTotalCents,
          createdAt: promotionUses.createdAt,
        })
        .from(promotionUses)
        .where(and(eq(promotionUses.promotionId, id), isNull(promotionUses.releasedAt)))
        .orderBy(desc(promotionUses.createdAt), asc(promotionUses.orderNumber));
    },

    /** Every promotion, the ones still to come or running first, then by when they were made. */
    async list(): Promise<PromotionView[]> {
      const rows = await db
        .select()
        .from(promotions)
        .orderBy(sql`(${promotions.endedAt} IS NOT NULL OR coalesce(${promotions.endsAt} <= now(), false))`, desc(promotions.createdAt));
      return figures(rows);
    },
    async get(id: string): Promise<PromotionView> {
      const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
      if (!row) throw notFound(NOT_FOUND);
      return (await figures([row]))[0]!;
    },
  };
}

/** Staff's writes: inside the caller's transaction, which records them in the audit trail. */
function promotionWrites() {
  return {
    async lock(tx: DbOrTx, id: string): Promise<PromotionRow> {
      const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
      if (!row) throw notFound(NOT_FOUND);
      return row;
    },
    async create(tx: DbOrTx, fields: PromotionFields): Promise<PromotionRow> {
      const [row] = await unlessCodeTaken(tx.insert(promotions).values(fields).returning());
      return row!;
    },
    async update(tx: DbOrTx, id: string, fields: Partial<PromotionFields>): Promise<PromotionRow> {
      const [row] = await unlessCodeTaken(tx.update(promotions).set(fields).where(eq(promotions.id, id)).returning());
      if (!row) throw notFound(NOT_FOUND);
      return row;
    },
    /** Ends it for good: kept for the orders and figures that name it. */
    async end(tx: DbOrTx, id: string): Promise<PromotionRow> {
      const [row] = await tx
        .update(promotions)
        .set({ endedAt: sql`coalesce(${promotions.endedAt}, now())` })
        .where(eq(promotions.id, id))
        .returning();
      if (!row) throw notFound(NOT_FOUND);
      return row;
    },
  };
}

/** SQL: running at the statement's now(). */
const runningSql = sql`NOT ${promotions.paused} AND ${promotions.endedAt} IS NULL
  AND (${promotions.startsAt} IS NULL OR ${promotions.startsAt} <= now())
  AND (${promotions.endsAt} IS NULL OR ${promotions.endsAt} > now())
  AND (${promotions.usageLimit} IS NULL OR ${promotions.uses} < ${promotions.usageLimit})`;

/** What pricing an order reads of promotions. */
function promotionPricingReads(db: Database) {
  return {
    /** The automatic promotions running now. */
    running(): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(and(isNull(promotions.code), runningSql));
    },
    /** The promotion with this code (any case), running or not; null when there is none. `tx`: inside a transaction. */
    async byCode(code: string, tx: DbOrTx = db): Promise<PromotionRow | null> {
      const [row] = await tx
        .select()
        .from(promotions)
        .where(sql`lower(${promotions.code}) = lower(${code})`);
      return row ?? null;
    },
    /** How many of the customer's orders that count used each of these promotions. */
    async usesBy(tx: DbOrTx, email: string, ids: string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ promotionId: promotionUses.promotionId, n: sql<number>`count(*)::int` })
        .from(promotionUses)
        .where(
          and(
            inArray(promotionUses.promotionId, ids),
            eq(promotionUses.customerEmail, email.toLowerCase()),
            isNull(promotionUses.releasedAt),
          ),
        )
        .groupBy(promotionUses.promotionId);
      return new Map(rows.map((r) => [r.promotionId, r.n]));
    },
  };
}

/** What promotions did over the last `days` days (orders that still count), for the overview. */
async function effectSince(db: Database, days: number) {
  const since = sql`now() - make_interval(days => ${days})`;
  const [[running], [used], top] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotions)
      .where(runningSql),
    db
      .select({
        orders: sql<number>`count(DISTINCT ${promotionUses.orderId})::int`,
        discountCents: sql<number>`coalesce(sum(${promotionUses.discountCents}), 0)::int`,
      })
      .from(promotionUses)
      .where(and(isNull(promotionUses.releasedAt), sql`${promotionUses.createdAt} >= ${since}`)),
    db
      .select({
        id: promotions.id,
        label: promotions.label,
        code: promotions.code,
        uses: sql<number>`count(*)::int`,
        discountCents: sql<number>`sum(${promotionUses.discountCents})::int`,
        revenueCents: sql<number>`sum(${promotionUses.orderTotalCents})::int`,
      })
      .from(promotionUses)
      .innerJoin(promotions, eq(promotions.id, promotionUses.promotionId))
      .where(and(isNull(promotionUses.releasedAt), sql`${promotionUses.createdAt} >= ${since}`))
      .groupBy(promotions.id)
      .orderBy(sql`count(*) DESC`, asc(promotions.label))
      .limit(5),
  ]);
  return { running: running?.n ?? 0, orders: used?.orders ?? 0, discountCents: used?.discountCents ?? 0, top };
}
export type PromotionEffect = Awaited<ReturnType<typeof effectSince>>;

/** An order's uses of promotions: counted as it is placed, given back when it lapses. */
function promotionUseWrites() {
  return {
    /**
     * Counts an order's use of each promotion it got, inside the placing transaction: a promotion
     * that has stopped running since it was priced (ended, paused, past its dates, or its last use
     * taken by a checkout at the same moment: the row lock makes them queue, and each sees the count
     * the one before left) counts nothing and is answered, so the caller rolls the order back.
     */
    async claim(
      tx: DbOrTx,
      order: { id: string; orderNumber: string; userId: string | null; email: string; totalCents: number },
      uses: ClaimedUse[],
    ): Promise<{ refused: string[] }> {
      if (uses.length === 0) return { refused: [] };
      const ids = uses.map((u) => u.promotionId);
      const claimed = await tx
        .update(promotions)
        .set({ uses: sql`${promotions.uses} + 1` })
        .where(and(inArray(promotions.id, ids), runningSql))
        .returning({ id: promotions.id });
      const refused = ids.filter((id) => !claimed.some((c) => c.id === id));
      if (refused.length > 0) return { refused };
      await tx.insert(promotionUses).values(
        uses.map((u) => ({
          promotionId: u.promotionId,
          orderId: order.id,
          orderNumber: order.orderNumber,
          userId: order.userId,
          customerEmail: order.email.toLowerCase(),
          discountCents: u.discountCents,
          orderTotalCents: order.totalCents,
        })),
      );
      return { refused: [] };
    },
    /** A deleted account's uses name its pseudonym instead of its e-mail (they still count for the promotion's figures). */
    async pseudonymise(tx: DbOrTx, userId: string, email: string): Promise<void> {
      await tx.update(promotionUses).set({ customerEmail: email.toLowerCase(), userId: null }).where(eq(promotionUses.userId, userId));
    },
    /** Gives back the uses of orders that were cancelled or expired (inside their transaction); once per order. */
    async release(tx: DbOrTx, orderIds: string[]): Promise<number> {
      if (orderIds.length === 0) return 0;
      const released = await tx
        .update(promotionUses)
        .set({ releasedAt: sql`now()` })
        .where(and(inArray(promotionUses.orderId, orderIds), isNull(promotionUses.releasedAt)))
        .returning({ promotionId: promotionUses.promotionId });
      const counts = new Map<string, number>();
      for (const r of released) counts.set(r.promotionId, (counts.get(r.promotionId) ?? 0) + 1);
      for (const [id, n] of counts) {
        await tx
          .update(promotions)
          .set({ uses: sql`${promotions.uses} - ${n}` })
          .where(eq(promotions.id, id));
      }
      return released.length;
    },
  };
}

/**
 * Whether a promotion started or ended since the shop last looked (any instance): the window is
 * taken under the clock row's lock, SKIP LOCKED, so one instance answers for it.
 */
async function startsOrEndsPassed(db: Database): Promise<boolean> {
  const { rows } = await db.execute<{ passed: boolean }>(sql`
    WITH prev AS (SELECT checked_until FROM ${promotionClock} WHERE id = 1 FOR UPDATE SKIP LOCKED),
    moved AS (UPDATE ${promotionClock} c SET checked_until = now() FROM prev WHERE c.id = 1 RETURNING prev.checked_until AS since)
    SELECT EXISTS (
      SELECT 1 FROM ${promotions}, moved
      WHERE (${promotions.startsAt} > moved.since AND ${promotions.startsAt} <= now())
         OR (${promotions.endsAt} > moved.since AND ${promotions.endsAt} <= now())
    ) AS passed`);
  return rows[0]?.passed ?? false;
}

export function createPromotionService(db: Database) {
  return {
    ...promotionReads(db),
    ...promotionWrites(),
    ...promotionPricingReads(db),
    ...promotionUseWrites(),
    startsOrEndsPassed: () => startsOrEndsPassed(db),
    effectSince: (days: number) => effectSince(db, days),
    // The pricing rules (pure functions: pricing.ts), for the flows that price orders and products.
    applyPromotions,
    isRunning,
    refusal,
    saleOf,
    statusOf,
  };
}
export type PromotionService = ReturnType<typeof createPromotionService>;
