import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH, normaliseGiftCardCode } from '../../../shared/schemas/gift-card.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { giftCardEntries, giftCards } from './tables.js';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type GiftCardEntryRow = typeof giftCardEntries.$inferSelect;
/** A card with what is left on it (its ledger's sum). */
export type GiftCardState = GiftCardRow & { balanceCents: number };

/** A new code: 16 characters from the alphabet without look-alikes (about 78 random bits). */
export const newGiftCardCode = () =>
  Array.from({ length: GIFT_CARD_CODE_LENGTH }, () => GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]).join('');

/** What a code is stored and found by. */
export const giftCardCodeHash = (code: string) => createHash('sha256').update(normaliseGiftCardCode(code)).digest('hex');

/** Why a card cannot pay now (null: it can): disabled, expired or empty. */
export type GiftCardRefusal = 'disabled' | 'expired' | 'empty';
export function giftCardRefusal(card: GiftCardState, now = new Date()): GiftCardRefusal | null {
  if (card.disabledAt) return 'disabled';
  if (card.expiresAt && card.expiresAt <= now) return 'expired';
  return card.balanceCents > 0 ? null : 'empty';
}

// Written out: inside a subquery a bare column name would be taken as the subquery's own.
const balanceSql =
  sql<number>`(SELECT coalesce(sum(e.amount_cents), 0) FROM ${giftCardEntries} e WHERE e.gift_card_id = "gift_card"."id")`.mapWith(Number);
const stateColumns = {
  card: giftCards,
  balanceCents: balanceSql,
};
const asState = (r: { card: GiftCardRow; balanceCents: number }): GiftCardState => ({ ...r.card, balanceCents: r.balanceCents });

/** Cards by id with their balances, locked for the caller's transaction in id order (so two transactions never wait on each other crosswise). */
async function lockStates(tx: DbOrTx, ids: string[]): Promise<Map<string, GiftCardState>> {
  if (ids.length === 0) return new Map();
  await tx.select({ id: giftCards.id }).from(giftCards).where(inArray(giftCards.id, ids)).orderBy(giftCards.id).for('update');
  const rows = await tx.select(stateColumns).from(giftCards).where(inArray(giftCards.id, ids));
  return new Map(rows.map((r) => [r.card.id, asState(r)]));
}

/** Orders that lapsed unpaid (cancelled, expired): what they took off cards goes back, once. */
async function releaseOrders(tx: DbOrTx, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ${giftCardEntries} (gift_card_id, kind, amount_cents, order_id)
    SELECT gift_card_id, 'released', -sum(amount_cents), order_id FROM ${giftCardEntries}
    WHERE order_id IN (${sql.join(
      orderIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) AND kind IN ('redeemed', 'released')
    GROUP BY gift_card_id, order_id HAVING sum(amount_cents) < 0
    ON CONFLICT DO NOTHING`);
}

export interface NewGiftCard {
  amountCents: number;
  currency: string;
  expiresAt?: Date | null | undefined;
  recipientEmail?: string | null | undefined;
  message?: string | null | undefined;
  issuedBy?: string | null;
  /** A sold card: the order, line and unit it is (issued once each). */
  sold?: { orderId: string; orderLineId: string; unitIndex: number };
}

/** A share of an order's money on one card (cents, > 0). */
export interface GiftCardPart {
  giftCardId: string;
  amountCents: number;
}

function giftCardReads(db: Database) {
  return {
    /** The cards with these codes (as typed), by normalised code, with their balances. */
    async byCodes(tx: DbOrTx, codes: string[]): Promise<Map<string, GiftCardState>> {
      if (codes.length === 0) return new Map();
      const byHash = new Map(codes.map((c) => [giftCardCodeHash(c), normaliseGiftCardCode(c)]));
      const rows = await tx
        .select(stateColumns)
        .from(giftCards)
        .where(inArray(giftCards.codeHash, [...byHash.keys()]));
      return new Map(rows.map((r) => [byHash.get(r.card.codeHash)!, asState(r)]));
    },

    /** Cards by id with their balances, locked (an order redeeming them). */
    lockByIds: lockStates,

    /** Staff's list, newest first: `q` matches a code's last characters or the recipient's e-mail. */
    async list(query: { q?: string | undefined; page: number; limit: number }) {
      const q = query.q ? normaliseGiftCardCode(query.q) : '';
      const where: SQL | undefined = query.q
        ? or(ilike(giftCards.last4, `%${q.slice(-4)}`), ilike(giftCards.recipientEmail, `%${query.q.replace(/[%_\\]/g, '\\$&')}%`))
        : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select(stateColumns)
          .from(giftCards)
          .where(where)
          .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(giftCards)
          .where(where),
      ]);
      return { items: rows.map(asState), total: count?.n ?? 0, page: query.page, limit: query.limit };
    },

    /** One card with its ledger, oldest first; undefined when there is none. */
    async detail(id: string): Promise<(GiftCardState & { entries: GiftCardEntryRow[] }) | undefined> {
      const [row] = await db.select(stateColumns).from(giftCards).where(eq(giftCards.id, id));
      if (!row) return undefined;
      const entries = await db
        .select()
        .from(giftCardEntries)
        .where(eq(giftCardEntries.giftCardId, id))
        .orderBy(giftCardEntries.createdAt, giftCardEntries.id);
      return { ...asState(row), entries };
    },

    /** The cards staff sent to this e-mail (an account's data export). */
    sentTo: (email: string) =>
      db
        .select()
        .from(giftCards)
        .where(sql`lower(${giftCards.recipientEmail}) = lower(${email})`)
        .orderBy(giftCards.createdAt),

    /** The cards an order bought (source `order`). */
    soldBy: (tx: DbOrTx, orderId: string) =>
      tx
        .select()
        .from(giftCards)
        .where(and(eq(giftCards.orderId, orderId), eq(giftCards.source, 'order'))),
  };
}

function giftCardWrites() {
  return {
    /**
     * Issues a card in the caller's transaction: its row and its first ledger row (+ the amount).
     * Answers the code, which is not kept (only its hash); a sold unit issued before answers null.
     */
    async issue(tx: DbOrTx, input: NewGiftCard): Promise<{ card: GiftCardRow; code: string } | null> {
      const code = newGiftCardCode();
      const [card] = await tx
        .insert(giftCards)
        .values({
          codeHash: giftCardCodeHash(code),
          last4: code.slice(-4),
          initialCents: input.amountCents,
          currency: input.currency,
          expiresAt: input.expiresAt ?? null,
          recipientEmail: input.recipientEmail ?? null,
          message: input.message ?? null,
          source: input.sold ? 'order' : 'admin',
          orderId: input.sold?.orderId ?? null,
          orderLineId: input.sold?.orderLineId ?? null,
          unitIndex: input.sold?.unitIndex ?? null,
          issuedBy: input.issuedBy ?? null,
        })
        .onConflictDoNothing({ target: [giftCards.orderLineId, giftCards.unitIndex] })
        .returning();
      if (!card) return null;
      await tx.insert(giftCardEntries).values({ giftCardId: card.id, kind: 'issued', amountCents: input.amountCents });
      return { card, code };
    },

    /** Takes each part off its card for the order (the caller locked the cards and checked their balances). */
    async redeem(tx: DbOrTx, orderId: string, parts: GiftCardPart[]): Promise<void> {
      if (parts.length === 0) return;
      await tx
        .insert(giftCardEntries)
        .values(parts.map((p) => ({ giftCardId: p.giftCardId, kind: 'redeemed' as const, amountCents: -p.amountCents, orderId })));
    },

    release: releaseOrders,

    /** A refund puts these parts back on their cards, once per refund and card. */
    async refund(tx: DbOrTx, refundId: string, orderId: string, parts: GiftCardPart[]): Promise<void> {
      if (parts.length === 0) return;
      await tx
        .insert(giftCardEntries)
        .values(parts.map((p) => ({ giftCardId: p.giftCardId, kind: 'refunded' as const, amountCents: p.amountCents, orderId, refundId })))
        .onConflictDoNothing();
    },

    /** Takes cards out of use (their order was cancelled and refunded): what was left comes off their ledgers. */
    async disable(tx: DbOrTx, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      const cards = [...(await lockStates(tx, ids)).values()];
      await tx.update(giftCards).set({ disabledAt: new Date() }).where(inArray(giftCards.id, ids));
      const left = cards.filter((c) => c.balanceCents > 0 && !c.disabledAt);
      if (left.length > 0) {
        await tx
          .insert(giftCardEntries)
          .values(left.map((c) => ({ giftCardId: c.id, kind: 'disabled' as const, amountCents: -c.balanceCents, orderId: c.orderId })));
      }
    },
  };
}

/** An erased account: the cards sent to its e-mail name its pseudonym instead, without their message. */
async function pseudonymise(tx: DbOrTx, email: string, pseudonymEmail: string): Promise<void> {
  await tx
    .update(giftCards)
    .set({ recipientEmail: pseudonymEmail, message: null })
    .where(sql`lower(${giftCards.recipientEmail}) = lower(${email})`);
}

/** Gift cards and their ledgers (issue 30). */
export function createGiftCardService(db: Database) {
  return { ...giftCardReads(db), ...giftCardWrites(), pseudonymise, refusal: giftCardRefusal };
}
export type GiftCardService = ReturnType<typeof createGiftCardService>;
