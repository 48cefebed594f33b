import type { PromotionKind } from '../../shared/schemas/promotion.js';
import type { DbOrTx } from '../db/client.js';
import { HttpError } from '../lib/errors.js';
import { holderOf, type Viewer } from '../lib/viewer.js';
import { dateOf, money } from '../lib/text.js';
import type { ProductRow } from '../modules/catalog/service.js';
import type { NewOrderLine, OrderDiscountRow } from '../modules/orders/service.js';
import type { Discounting, PromotionRow, Refusal, Shopper } from '../modules/promotions/service.js';
import type { FlowContext } from './context.js';

/** What working out an order's discounts takes. */
export type DiscountDeps = Pick<FlowContext, 'promotions' | 'orders'>;

/** The promotions an order is priced with: the automatic ones running, and the shopper's code. */
export interface DiscountReads {
  running: PromotionRow[];
  code: PromotionRow | null;
}

/** 409 about the code, shown under the discount code field (`fields.discountCode`). */
const codeError = (message: string) => new HttpError(409, message, 'DISCOUNT_CODE', { fields: { discountCode: message } });

// Said by the server alone (kept out of src/shared/messages.ts, which every public page loads).
const NO_SUCH_CODE = 'That discount code does not exist.';
const OFFER_CHANGED = 'An offer in your total has just changed. Review the new total and try again.';

/** Why the code does not apply, in words: its dates and uses left first, then the order's and the customer's conditions. */
function codeMessage(p: PromotionRow, why: Refusal | 'not_running', now: Date): string {
  const code = p.code!.toUpperCase();
  if (why === 'not_running') {
    if (p.endedAt || (p.endsAt && p.endsAt <= now)) return `The code ${code} has expired.`;
    if (p.startsAt && p.startsAt > now) return `The code ${code} can be used from ${dateOf(p.startsAt)}.`;
    if (p.paused) return `The code ${code} cannot be used right now.`;
    return `The code ${code} has been used up.`;
  }
  switch (why.reason) {
    case 'customers':
      return `The code ${code} is not for your account.`;
    case 'first_order':
      return `The code ${code} is for a first order only.`;
    case 'per_customer':
      return p.usageLimitPerCustomer === 1
        ? `You have already used the code ${code}.`
        : `You have used the code ${code} as often as it allows.`;
    case 'min_subtotal':
      return `The code ${code} needs a subtotal of at least ${money(why.minSubtotalCents)}.`;
    case 'min_quantity':
      return `The code ${code} needs at least ${why.minQuantity} of the parts it covers.`;
    case 'nothing_covered':
      return `The code ${code} does not apply to anything in your cart.`;
  }
}

/** Reads the running automatic promotions and the code (409 for a code there is none of). */
export async function readDiscounts(d: DiscountDeps, code: string | undefined): Promise<DiscountReads> {
  const [running, promotion] = await Promise.all([d.promotions.running(), code ? d.promotions.byCode(code) : null]);
  if (code && !promotion) throw codeError(NO_SUCH_CODE);
  return { running, code: promotion };
}

/** What the conditions about the customer need to know of them: only what some promotion asks. */
export async function shopperFor(
  d: DiscountDeps,
  db: DbOrTx,
  viewer: Pick<Viewer, 'id' | 'email' | 'guest'>,
  promotions: PromotionRow[],
): Promise<Shopper> {
  const limited = promotions.filter((p) => p.usageLimitPerCustomer !== null).map((p) => p.id);
  const [uses, earlier] = await Promise.all([
    d.promotions.usesBy(db, viewer.email, limited),
    promotions.some((p) => p.firstOrderOnly) ? d.orders.hasOrdersThatCount(db, holderOf(viewer)) : false,
  ]);
  return { email: viewer.email.toLowerCase(), firstOrder: !earlier, usesOf: (id) => uses.get(id) ?? 0 };
}

/** The lines as promotions see them (a line's brand is its product's). */
const discountable = (lines: NewOrderLine[], products: Map<string, ProductRow>) =>
  lines.map((l) => ({ ...l, brand: products.get(l.productId)?.brand ?? '' }));

/**
 * The order's discounts (`applyPromotions`, the one pricing function) after checking the code: a
 * code that is not running, whose conditions do not hold, or that takes nothing off is a 409 that
 * says why.
 */
export function discountsFor(
  d: DiscountDeps,
  reads: DiscountReads,
  order: { lines: NewOrderLine[]; products: Map<string, ProductRow>; shippingCents: number; shopper: Shopper },
  now = new Date(),
): Discounting {
  const lines = discountable(order.lines, order.products);
  const { code } = reads;
  if (code) {
    if (!d.promotions.isRunning(code, now)) throw codeError(codeMessage(code, 'not_running', now));
    const why = d.promotions.refusal(code, lines, order.shopper);
    if (why) throw codeError(codeMessage(code, why, now));
  }
  const result = d.promotions.applyPromotions({
    lines,
    shippingCents: order.shippingCents,
    shopper: order.shopper,
    automatic: reads.running,
    code,
    now,
  });
  const fromCode = code ? result.applied.find((a) => a.promotion.id === code.id) : undefined;
  if (code && !fromCode?.totalCents) throw codeError(`The code ${code.code!.toUpperCase()} takes nothing off this order.`);
  return result;
}

/**
 * Inside the placing transaction, under the account's lock: the conditions about the customer
 * still hold for every promotion the order got (no order of theirs placed in between used up a
 * per-customer limit or made this not their first order). 409 otherwise: the code's own message,
 * or "an offer changed" for an automatic one.
 */
export async function assertStillEligible(
  d: DiscountDeps,
  tx: DbOrTx,
  viewer: Pick<Viewer, 'id' | 'email' | 'guest'>,
  applied: PromotionRow[],
  order: { lines: NewOrderLine[]; products: Map<string, ProductRow> },
): Promise<void> {
  const conditional = applied.filter((p) => p.firstOrderOnly || p.usageLimitPerCustomer !== null);
  if (conditional.length === 0) return;
  const shopper = await shopperFor(d, tx, viewer, conditional);
  const lines = discountable(order.lines, order.products);
  for (const p of conditional) {
    const why = d.promotions.refusal(p, lines, shopper);
    if (why) throw p.code ? codeError(codeMessage(p, why, new Date())) : codeError(OFFER_CHANGED);
  }
}

/**
 * 409 for an order whose promotions could not all be counted as it was placed (one stopped running
 * since it was priced): the code's state now, in words, or "an offer changed" for an automatic one.
 */
export async function notCountedError(d: DiscountDeps, tx: DbOrTx, code: PromotionRow | null, refused: string[]): Promise<HttpError> {
  if (!code || !refused.includes(code.id)) return codeError(OFFER_CHANGED);
  // Read in the placing transaction: its connection is the one it holds (the pool may be busy with checkouts waiting on it).
  const now = await d.promotions.byCode(code.code!, tx);
  return codeError(codeMessage(now ?? code, 'not_running', new Date()));
}

/** The discounts as the order keeps them: each promotion's name then and what it took off. */
export const discountRows = (result: Discounting): OrderDiscountRow[] =>
  result.applied.map((a) => ({
    promotionId: a.promotion.id,
    code: a.promotion.code,
    label: a.promotion.label,
    kind: a.promotion.kind as PromotionKind,
    amountCents: a.totalCents,
  }));
