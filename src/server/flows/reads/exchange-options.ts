import { GIFT_CARD_CATEGORY } from '../../../shared/constants.js';
import type { FitAnswer } from '../../../shared/fit-rules.js';
import { EXCHANGE_OPTIONS_MAX } from '../../../shared/schemas/exchange.js';
import { notFound } from '../../lib/errors.js';
import type { Viewer } from '../../lib/viewer.js';
import type { ProductRow } from '../../modules/catalog/service.js';
import type { Services } from '../../plugins/services.js';
import { discountShare } from '../request-return.js';
import { fittingParts } from './laptop-fit.js';
import { salesNow, type Sale } from './sales.js';

type Deps = Pick<Services, 'orders' | 'catalog' | 'laptops' | 'returns' | 'promotions'>;

export interface ExchangeOptionView {
  product: ProductRow;
  /** Its sale now: its price in the difference, as a request would keep it. */
  sale: Sale | null;
  /** Its fit for the line's laptop; null when the line has none (then only its category is the same). */
  fit: FitAnswer | null;
  differenceCents: number;
}

/** Candidates read before the filter: enough for a dozen after the returned part and short stock drop out. */
const READ = 60;

const rank = (fit: FitAnswer | null) => (fit === null ? 2 : fit.verdict === 'fits' ? 0 : 1);

/**
 * The parts that could replace a line of an order the viewer may see (issue 31): for the line's
 * laptop those that fit it (listed or by specification: the fit engine's own list), else the line's
 * category; in stock for the units, on sale, not a gift card, not the part itself. Best fit first,
 * then the nearest in price (its sale price while it is on sale); each with the difference a return
 * of `quantity` units would make, worked out as a request does: the units' share of the line's
 * discount after those other returns hold (`discountShare`), the part at its price now.
 */
export async function exchangeOptions(
  d: Deps,
  viewer: Viewer,
  orderId: string,
  query: { productId: string; quantity?: number | undefined },
): Promise<ExchangeOptionView[]> {
  const order = await d.orders.get(orderId, viewer);
  const line = order.lines.find((l) => l.productId === query.productId);
  if (!line) throw notFound('That part is not in this order.');
  const units = Math.min(query.quantity ?? line.quantity, line.quantity);
  const [held, saleOf] = await Promise.all([d.returns.heldQuantities(orderId), salesNow(d)]);
  const net = line.unitPriceCents * units - discountShare(line, held.get(line.productId) ?? 0, units);
  const search = { category: line.category, inStock: true, limit: READ };
  const laptop = line.laptopId ? (await d.laptops.byIds([line.laptopId]))[0] : undefined;
  const found: { product: ProductRow; fit: FitAnswer | null }[] = laptop
    ? await fittingParts(d, laptop, search)
    : line.laptopId
      ? []
      : (await d.catalog.search(search)).items.map((product) => ({ product, fit: null }));
  const priced = found.map((f) => ({ ...f, sale: saleOf(f.product) }));
  const cost = (p: (typeof priced)[number]) => (p.sale?.priceCents ?? p.product.priceCents) * units;
  return priced
    .filter(({ product: p }) => p.id !== line.productId && p.category !== GIFT_CARD_CATEGORY && !p.archived && p.stockAvailable >= units)
    .sort((a, b) => rank(a.fit) - rank(b.fit) || Math.abs(cost(a) - net) - Math.abs(cost(b) - net))
    .slice(0, EXCHANGE_OPTIONS_MAX)
    .map((p) => ({ ...p, differenceCents: d.returns.exchangeTerms(net, cost(p), order.taxRateBasisPoints).differenceCents }));
}
