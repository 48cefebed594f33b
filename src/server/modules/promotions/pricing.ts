import { GIFT_CARD_CATEGORY } from '../../../shared/constants.js';
import { basisPointsOf as shareOf } from '../../../shared/money.js';
import type { promotions } from './tables.js';

export type PromotionRow = typeof promotions.$inferSelect;

/** A line as promotions see it: what it is (for their conditions) and what it costs. */
export interface DiscountableLine {
  productId: string;
  category: string;
  brand: string;
  unitPriceCents: number;
  quantity: number;
}

/** Who is buying, for the conditions about the customer. */
export interface Shopper {
  /** Lower-cased. */
  email: string;
  /** No earlier order of theirs that still counts (cancelled and expired ones do not). */
  firstOrder: boolean;
  /** How many of their orders that count used each promotion already. */
  usesOf: (promotionId: string) => number;
}

/** A promotion applied to an order: what it took off each line and off the shipping. */
export interface AppliedPromotion {
  promotion: PromotionRow;
  /** Per line, in the order's line order. */
  lineCents: number[];
  shippingCents: number;
  totalCents: number;
}

/** What promotions do to an order: the discounts applied (automatic first, then the code) and their sums. */
export interface Discounting {
  applied: AppliedPromotion[];
  /** Per line: what all the promotions took off it. */
  lineCents: number[];
  linesTotalCents: number;
  shippingCents: number;
}

/** Whether a promotion is running at `now`: not paused or ended, within its dates, with uses left. */
export function isRunning(p: PromotionRow, now: Date): boolean {
  if (p.paused || p.endedAt) return false;
  if (p.startsAt && p.startsAt > now) return false;
  if (p.endsAt && p.endsAt <= now) return false;
  return p.usageLimit === null || p.uses < p.usageLimit;
}

/**
 * Whether a line is one the promotion covers: every line when it names no products, categories or
 * brands; otherwise a line whose product, category or brand it names (any of them).
 */
export function covers(p: PromotionRow, line: Pick<DiscountableLine, 'productId' | 'category' | 'brand'>): boolean {
  // A gift card is money: no promotion takes anything off it.
  if (line.category === GIFT_CARD_CATEGORY) return false;
  if (p.productIds.length === 0 && p.categories.length === 0 && p.brands.length === 0) return true;
  return (
    p.productIds.includes(line.productId) || p.categories.includes(line.category) || p.brands.includes(line.brand.trim().toLowerCase())
  );
}

/** Why a promotion does not apply to this order (null: it does). Its dates and uses left are `isRunning`'s. */
export type Refusal =
  | { reason: 'customers' | 'first_order' | 'per_customer' | 'nothing_covered' }
  | { reason: 'min_subtotal'; minSubtotalCents: number }
  | { reason: 'min_quantity'; minQuantity: number };

/** The conditions about the order and the customer; a promotion that passes them still needs a line it covers. */
export function refusal(p: PromotionRow, lines: DiscountableLine[], shopper: Shopper): Refusal | null {
  if (p.customerEmails.length > 0 && !p.customerEmails.includes(shopper.email)) return { reason: 'customers' };
  if (p.firstOrderOnly && !shopper.firstOrder) return { reason: 'first_order' };
  if (p.usageLimitPerCustomer !== null && shopper.usesOf(p.id) >= p.usageLimitPerCustomer) return { reason: 'per_customer' };
  // Gift cards bought do not count towards a minimum (they would make a discount on other parts free money).
  const subtotal = lines.filter((l) => l.category !== GIFT_CARD_CATEGORY).reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  if (p.minSubtotalCents !== null && subtotal < p.minSubtotalCents) return { reason: 'min_subtotal', minSubtotalCents: p.minSubtotalCents };
  const covered = lines.filter((l) => covers(p, l));
  if (covered.length === 0 && p.kind !== 'free_shipping') return { reason: 'nothing_covered' };
  const units = covered.reduce((sum, l) => sum + l.quantity, 0);
  if (p.minQuantity !== null && units < p.minQuantity) return { reason: 'min_quantity', minQuantity: p.minQuantity };
  return null;
}

/**
 * Splits `total` over the lines in proportion to `weights`, to the cent (largest remainder; ties
 * to the earlier line), so the parts add up to `total` exactly.
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * What one promotion takes off, given what each line still costs (`net`) and what was taken off
 * before (`prior`). A percentage is taken per unit when nothing was taken off the line before (so
 * the sale price a product page shows is what each unit costs), else off what the line still costs;
 * a fixed amount (at most what the covered lines still cost) is split over them in proportion; free
 * shipping takes the shipping (0 while it is not known).
 */
export function discountOf(
  p: PromotionRow,
  lines: DiscountableLine[],
  net: number[],
  prior: number[],
  shippingCents: number,
): AppliedPromotion {
  const covered = lines.map((l) => covers(p, l));
  let lineCents = lines.map(() => 0);
  let shipping = 0;
  if (p.kind === 'percentage') {
    const bp = p.percentBasisPoints ?? 0;
    lineCents = lines.map((l, i) => {
      if (!covered[i]) return 0;
      return prior[i] === 0 ? l.quantity * shareOf(l.unitPriceCents, bp) : shareOf(net[i]!, bp);
    });
  } else if (p.kind === 'fixed') {
    const weights = net.map((n, i) => (covered[i] ? n : 0));
    const total = Math.min(
      p.amountCents ?? 0,
      weights.reduce((a, b) => a + b, 0),
    );
    lineCents = allocate(total, weights);
  } else {
    shipping = shippingCents;
  }
  const linesTotal = lineCents.reduce((a, b) => a + b, 0);
  return { promotion: p, lineCents, shippingCents: shipping, totalCents: linesTotal + shipping };
}

/** The earlier end first (none last), then the older promotion: which of two equal savings applies. */
const tieBreak = (a: PromotionRow, b: PromotionRow) =>
  (a.endsAt?.getTime() ?? Infinity) - (b.endsAt?.getTime() ?? Infinity) ||
  a.createdAt.getTime() - b.createdAt.getTime() ||
  a.id.localeCompare(b.id);

/** Applies each promotion in turn on what the lines and the shipping still cost. */
function stack(
  lines: DiscountableLine[],
  shippingCents: number,
  steps: ((net: number[], prior: number[], shippingLeft: number) => AppliedPromotion[])[],
) {
  const gross = lines.map((l) => l.unitPriceCents * l.quantity);
  const taken = lines.map(() => 0);
  let shipping = 0;
  const applied: AppliedPromotion[] = [];
  for (const step of steps) {
    const net = gross.map((g, i) => g - taken[i]!);
    for (const a of step(net, [...taken], shippingCents - shipping)) {
      applied.push(a);
      a.lineCents.forEach((c, i) => (taken[i] = taken[i]! + c));
      shipping += a.shippingCents;
    }
  }
  return { applied, lineCents: taken, linesTotalCents: taken.reduce((a, b) => a + b, 0), shippingCents: shipping };
}

/**
 * The promotions an order gets (one pricing function for the quote and the order), in three steps:
 * 1. sale prices: each line at its product's best sale price (`saleOf`: an automatic percentage
 *    promotion with no condition about the order or the customer), as the product page shows it;
 * 2. of the other running automatic promotions whose conditions hold, the one that saves the
 *    shopper most on what is left (the earlier ending, then the older, on a tie);
 * 3. the shopper's code, on what the lines still cost.
 * The code's own problems are the caller's to report (`refusal`, `isRunning`); here a code is applied.
 */
export function applyPromotions(input: {
  lines: DiscountableLine[];
  shippingCents: number;
  shopper: Shopper;
  automatic: PromotionRow[];
  code: PromotionRow | null;
  now: Date;
}): Discounting {
  const { lines, shopper, now } = input;
  const running = input.automatic.filter((p) => p.code === null && isRunning(p, now));
  const sales = (): AppliedPromotion[] => {
    const bestOf = lines.map((l) =>
      saleOf(running, { id: l.productId, category: l.category, brand: l.brand, priceCents: l.unitPriceCents }),
    );
    const chosen = [...new Set(bestOf.flatMap((b) => (b ? [b.promotion] : [])))];
    return chosen.map((p) => {
      const lineCents = lines.map((l, i) =>
        bestOf[i]?.promotion === p ? l.quantity * shareOf(l.unitPriceCents, p.percentBasisPoints ?? 0) : 0,
      );
      const total = lineCents.reduce((a, b) => a + b, 0);
      return { promotion: p, lineCents, shippingCents: 0, totalCents: total };
    });
  };
  const bestOther = (net: number[], prior: number[], shippingLeft: number): AppliedPromotion[] =>
    running
      .filter((p) => !isSale(p) && refusal(p, lines, shopper) === null)
      .map((p) => discountOf(p, lines, net, prior, shippingLeft))
      .filter((a) => a.totalCents > 0)
      .sort((a, b) => b.totalCents - a.totalCents || tieBreak(a.promotion, b.promotion))
      .slice(0, 1);
  const code = input.code;
  const fromCode = (net: number[], prior: number[], shippingLeft: number) =>
    code ? [discountOf(code, lines, net, prior, shippingLeft)] : [];
  return stack(lines, input.shippingCents, [sales, bestOther, fromCode]);
}

/** An automatic percentage promotion with no condition about the order or the customer: a sale price. */
const isSale = (p: PromotionRow) =>
  p.code === null &&
  p.kind === 'percentage' &&
  p.minSubtotalCents === null &&
  (p.minQuantity ?? 1) <= 1 &&
  !p.firstOrderOnly &&
  p.customerEmails.length === 0 &&
  p.usageLimit === null &&
  p.usageLimitPerCustomer === null;

/**
 * The price a product shows while a sale (`isSale`) covers it: the biggest share when several do;
 * what each unit then costs in any cart. Null when none does. `running`: the promotions running now.
 */
export function saleOf(
  running: PromotionRow[],
  product: { id: string; category: string; brand: string; priceCents: number },
): { priceCents: number; promotion: PromotionRow } | null {
  const line = { productId: product.id, category: product.category, brand: product.brand };
  let best: PromotionRow | null = null;
  // The bigger share first; on a tie, the one that ends first (then the older).
  const better = (a: PromotionRow, b: PromotionRow) => (a.percentBasisPoints ?? 0) - (b.percentBasisPoints ?? 0) || tieBreak(b, a);
  for (const p of running) if (isSale(p) && covers(p, line) && (!best || better(p, best) > 0)) best = p;
  return best ? { priceCents: product.priceCents - shareOf(product.priceCents, best.percentBasisPoints ?? 0), promotion: best } : null;
}
