import { apiMessages } from '../../shared/messages.js';
import { formatGiftCardCode, type RefundDestination } from '../../shared/schemas/gift-card.js';
import type { DbOrTx } from '../db/client.js';
import { conflict, HttpError } from '../lib/errors.js';
import { dateOf, money } from '../lib/text.js';
import type { Viewer } from '../lib/viewer.js';
import type { GiftCardRefusal, GiftCardState } from '../modules/credit/gift-cards.js';
import type { OrderGiftCardRow, OrderRow } from '../modules/orders/service.js';
import type { RefundRow } from '../modules/payments/service.js';
import type { FlowContext } from './context.js';

/**
 * Gift cards and store credit as ways to pay (issue 30): what an order's checkout reads of them,
 * how they share its total, what placing it takes off them, and what a lapse or a refund gives back.
 * Store credit pays first (when the customer ticks it), then the gift cards in the order typed;
 * the card pays the rest. A refund goes back the other way: the card first, then the gift cards,
 * then store credit, unless it is given all as store credit.
 */
export type TenderDeps = Pick<FlowContext, 'db' | 'giftCards' | 'storeCredit'>;

/** What an order may pay with besides the card, read before pricing. */
export interface TenderReads {
  /** The cards typed, in that order, with their balances. */
  cards: GiftCardState[];
  /** The store credit the customer asked to use (0 when not asked, or none). */
  creditCents: number;
}

/** The share of an order's total gift cards and credit pay. */
export interface Tenders {
  giftCards: OrderGiftCardRow[];
  giftCardCents: number;
  storeCreditCents: number;
}

export const NO_TENDERS: Tenders = { giftCards: [], giftCardCents: 0, storeCreditCents: 0 };

/** 409 about a gift card, shown under the gift card field (`fields.giftCardCodes`). */
const cardError = (message: string) => new HttpError(409, message, 'GIFT_CARD', { fields: { giftCardCodes: message } });

/** Why a card cannot pay, in words. */
export function refusalMessage(card: Pick<GiftCardState, 'last4' | 'expiresAt'>, why: GiftCardRefusal): string {
  switch (why) {
    case 'disabled':
      return `The gift card ending ${card.last4} can no longer be used.`;
    case 'expired':
      return `The gift card ending ${card.last4} expired on ${dateOf(card.expiresAt!)}.`;
    case 'empty':
      return `The gift card ending ${card.last4} has nothing left on it.`;
  }
}

/** Reads the gift cards typed (409 for a code there is none of, or a card that cannot pay) and the customer's credit. */
export async function readTenders(
  d: TenderDeps,
  viewer: Viewer | null,
  request: { giftCardCodes?: string[] | undefined; useStoreCredit?: boolean | undefined },
): Promise<TenderReads> {
  const codes = request.giftCardCodes ?? [];
  const [found, creditCents] = await Promise.all([
    d.giftCards.byCodes(d.db, codes),
    request.useStoreCredit && viewer && !viewer.guest ? d.storeCredit.balanceCents(d.db, viewer.id) : 0,
  ]);
  const cards = codes.map((code) => {
    const card = found.get(code);
    if (!card) throw cardError(`No gift card has the code ${formatGiftCardCode(code)}.`);
    const why = d.giftCards.refusal(card);
    if (why) throw cardError(refusalMessage(card, why));
    return card;
  });
  return { cards, creditCents: Math.max(0, creditCents) };
}

/** How gift cards and credit share `totalCents`: the credit first, then each card in turn; a card with nothing left to pay is left out. */
export function shareTenders(totalCents: number, reads: TenderReads): Tenders {
  let left = totalCents;
  const storeCreditCents = Math.min(reads.creditCents, left);
  left -= storeCreditCents;
  const giftCards: OrderGiftCardRow[] = [];
  for (const card of reads.cards) {
    const amountCents = Math.min(card.balanceCents, left);
    if (amountCents <= 0) continue;
    giftCards.push({ giftCardId: card.id, last4: card.last4, amountCents });
    left -= amountCents;
  }
  return { giftCards, giftCardCents: totalCents - storeCreditCents - left, storeCreditCents };
}

const BALANCE_CHANGED = 'A balance in your total has just changed. Review the new total and try again.';

/**
 * Takes the order's gift cards and credit off their ledgers, in the placing transaction: each card
 * is locked and must still hold its share (a checkout at the same moment may have spent it), and
 * the credit is spent under the account's lock. Otherwise a 409, and the order is rolled back with it.
 */
export async function takeTenders(d: TenderDeps, tx: DbOrTx, order: Pick<OrderRow, 'id' | 'userId'> & Tenders): Promise<void> {
  const spent = async (userId: string | null) => userId !== null && d.storeCredit.use(tx, userId, order.id, order.storeCreditCents);
  if (order.storeCreditCents > 0 && !(await spent(order.userId))) {
    throw new HttpError(409, BALANCE_CHANGED, 'STORE_CREDIT', { fields: { useStoreCredit: BALANCE_CHANGED } });
  }
  if (order.giftCards.length === 0) return;
  const cards = await d.giftCards.lockByIds(
    tx,
    order.giftCards.map((g) => g.giftCardId),
  );
  for (const part of order.giftCards) {
    const card = cards.get(part.giftCardId)!;
    const why = d.giftCards.refusal(card);
    if (why && why !== 'empty') throw cardError(refusalMessage(card, why));
    if (card.balanceCents < part.amountCents) throw cardError(BALANCE_CHANGED);
  }
  await d.giftCards.redeem(
    tx,
    order.id,
    order.giftCards.map((g) => ({ giftCardId: g.giftCardId, amountCents: g.amountCents })),
  );
}

/** Orders that lapsed unpaid (cancelled, expired, erased): their gift cards and credit get back what they paid, once. */
export async function releaseTenders(d: Pick<TenderDeps, 'giftCards' | 'storeCredit'>, tx: DbOrTx, orderIds: string[]): Promise<void> {
  await d.giftCards.release(tx, orderIds);
  await d.storeCredit.release(tx, orderIds);
}

/** A refund's money by destination (cents). */
export interface RefundParts {
  cardCents: number;
  giftCards: OrderGiftCardRow[];
  storeCreditCents: number;
  to: RefundDestination;
}

/** What earlier refunds of an order (pending or succeeded) already took from each tender. */
export interface CommittedParts {
  cardCents: number;
  /** By gift card id. */
  giftCards: Map<string, number>;
}

/**
 * Where a refund of `amountCents` goes. All to store credit when asked (`store_credit`). Otherwise
 * back the way it was paid, last in first out: to the card up to what the card paid less what
 * refunds took back already, then onto the gift cards up to what each paid, and the rest to store
 * credit (what credit paid). The caller checked the amount against what is left to refund.
 */
export function splitRefund(
  order: Pick<OrderRow, 'userId' | 'totalCents' | 'giftCards' | 'giftCardCents' | 'storeCreditCents'>,
  amountCents: number,
  to: RefundDestination,
  committed: CommittedParts,
): RefundParts {
  // A guest's order (no account) paid no credit, and has nowhere to keep any.
  if (to === 'store_credit' && order.userId === null) throw conflict(apiMessages.guestNoStoreCredit);
  if (to === 'store_credit') return { cardCents: 0, giftCards: [], storeCreditCents: amountCents, to };
  const cardPaid = order.totalCents - order.giftCardCents - order.storeCreditCents;
  let left = amountCents;
  const cardCents = Math.min(left, Math.max(0, cardPaid - committed.cardCents));
  left -= cardCents;
  const giftCards: OrderGiftCardRow[] = [];
  for (const g of order.giftCards) {
    const room = g.amountCents - (committed.giftCards.get(g.giftCardId) ?? 0);
    const part = Math.min(left, Math.max(0, room));
    if (part <= 0) continue;
    giftCards.push({ ...g, amountCents: part });
    left -= part;
  }
  return { cardCents, giftCards, storeCreditCents: left, to };
}

/** A refund that succeeded puts its gift card and store credit parts back, once (the card's part went through the provider). */
export async function returnTenders(
  d: Pick<TenderDeps, 'giftCards' | 'storeCredit'>,
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'userId'>,
  refund: RefundRow,
): Promise<void> {
  await d.giftCards.refund(tx, refund.id, order.id, refund.giftCards);
  // splitRefund gives a guest's order (no account) no store credit part.
  if (refund.storeCreditCents > 0 && order.userId !== null) {
    await d.storeCredit.credit(tx, {
      userId: order.userId,
      kind: refund.refundTo === 'store_credit' ? 'refund' : 'returned',
      amountCents: refund.storeCreditCents,
      orderId: order.id,
      refundId: refund.id,
      note: refund.reason,
      actorId: refund.actorId,
    });
  }
}

/** "$20.00 to your card, $10.00 back on gift card ending ABCD and $5.00 as store credit": where a refund went, in words. */
export function refundDestinations(r: Pick<RefundRow, 'cardCents' | 'giftCards' | 'storeCreditCents'>): string {
  const parts = [
    ...(r.cardCents > 0 ? [`${money(r.cardCents)} to the card you paid with`] : []),
    ...r.giftCards.map((g) => `${money(g.amountCents)} back on your gift card ending ${g.last4}`),
    ...(r.storeCreditCents > 0 ? [`${money(r.storeCreditCents)} as store credit on your account`] : []),
  ];
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** 409 when an order's delivery would change after gift cards or credit paid part of it (their shares were taken for the old total). */
export function assertNoTenders(order: Pick<OrderRow, 'giftCardCents' | 'storeCreditCents'>): void {
  if (order.giftCardCents + order.storeCreditCents > 0) {
    throw conflict('Gift cards or store credit paid part of this order, so its delivery cannot change. Cancel it and order again.');
  }
}
