import { toDollars } from '../../../shared/money.js';
import type { AdminGiftCard, GiftCardBalance, GiftCardDetail, StoreCredit, StoreCreditEntry } from '../../../shared/schemas/gift-card.js';
import type { GiftCardEntryRow, GiftCardRefusal, GiftCardState } from '../../modules/credit/gift-cards.js';
import type { StoreCreditEntryRow } from '../../modules/credit/store-credit.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What the balance page shows of a card (never its code). */
export const balanceToWire = (c: GiftCardState, refusal: GiftCardRefusal | null): GiftCardBalance => ({
  balance: toDollars(Math.max(0, c.balanceCents)),
  currency: c.currency.toUpperCase(),
  expiresAt: iso(c.expiresAt),
  last4: c.last4,
  usable: refusal === null,
});

/** The orders' numbers by id (flows/reads/credit.ts). */
type Numbers = Map<string, string>;
const numberOf = (numbers: Numbers, orderId: string | null) => (orderId ? (numbers.get(orderId) ?? null) : null);

/** A card as staff see it: its last four characters, never its code. */
export const giftCardToWire = (c: GiftCardState, numbers: Numbers): AdminGiftCard => ({
  _id: c.id,
  last4: c.last4,
  initialAmount: toDollars(c.initialCents),
  balance: toDollars(c.balanceCents),
  currency: c.currency.toUpperCase(),
  expiresAt: iso(c.expiresAt),
  recipientEmail: c.recipientEmail,
  source: c.source,
  orderId: c.orderId,
  orderNumber: numberOf(numbers, c.orderId),
  disabledAt: iso(c.disabledAt),
  createdAt: c.createdAt.toISOString(),
});

export const giftCardDetailToWire = (c: GiftCardState & { entries: GiftCardEntryRow[] }, numbers: Numbers): GiftCardDetail => ({
  ...giftCardToWire(c, numbers),
  entries: c.entries.map((e) => ({
    _id: e.id,
    kind: e.kind,
    amount: toDollars(e.amountCents),
    orderId: e.orderId,
    orderNumber: numberOf(numbers, e.orderId),
    createdAt: e.createdAt.toISOString(),
  })),
});

const entryToWire = (e: StoreCreditEntryRow, numbers: Numbers): StoreCreditEntry => ({
  _id: e.id,
  kind: e.kind,
  amount: toDollars(e.amountCents),
  orderId: e.orderId,
  orderNumber: numberOf(numbers, e.orderId),
  note: e.note,
  createdAt: e.createdAt.toISOString(),
});

export const storeCreditToWire = (
  s: { balanceCents: number; entries: StoreCreditEntryRow[] },
  numbers: Numbers,
  currency: string,
): StoreCredit => ({
  balance: toDollars(s.balanceCents),
  currency: currency.toUpperCase(),
  entries: s.entries.map((e) => entryToWire(e, numbers)),
});
