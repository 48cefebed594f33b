import { apiMessages } from '../../shared/messages.js';
import { conflict, notFound } from '../lib/errors.js';
import { holderOf, type Viewer } from '../lib/viewer.js';
import type { FitVerdict } from '../../shared/schemas/cart.js';
import type { CartLine } from '../modules/cart/service.js';
import type { ProductRow } from '../modules/catalog/service.js';
import type { LaptopRow } from '../modules/laptops/service.js';
import type { FlowContext } from './context.js';
import { mostHeld } from './place-order.js';
import { salesNow, type Sale } from './reads/sales.js';

/** What reading the cart takes. */
export type CartReadDeps = Pick<FlowContext, 'db' | 'cart' | 'catalog' | 'laptops' | 'promotions'>;
type Deps = CartReadDeps;
type SetItemDeps = Deps & Pick<FlowContext, 'orders' | 'holdLimits'>;

/** A cart line with what the catalog says of its product now. */
export interface CartView {
  /**
   * `laptop`: the laptop the line was added for (null: none, or no longer known); `fit`: whether the
   * part fits it now; `sale`: its product's sale price now (the checkout's quote has every discount).
   */
  lines: (CartLine & { product: ProductRow; available: number; laptop: LaptopRow | null; fit: FitVerdict | null; sale: Sale | null })[];
  count: number;
  subtotalCents: number;
}

/** The cart with today's names, prices and stock (an archived product shows 0 available, so it blocks checkout). */
export async function viewCart(d: CartReadDeps, viewer: Viewer): Promise<CartView> {
  const lines = await d.cart.lines(viewer.id);
  const forLaptop = lines.flatMap((l) => (l.laptopId ? [{ productId: l.productId, laptopId: l.laptopId }] : []));
  const [productRows, laptopRows, verdicts, saleOf] = await Promise.all([
    d.catalog.byIds(lines.map((l) => l.productId)),
    forLaptop.length ? d.laptops.byIds([...new Set(forLaptop.map((l) => l.laptopId))]) : [],
    d.catalog.fitVerdicts(d.db, forLaptop),
    lines.length ? salesNow(d) : () => null,
  ]);
  const products = new Map(productRows.map((p) => [p.id, p]));
  const laptops = new Map(laptopRows.map((l) => [l.id, l]));
  const fits = new Map(forLaptop.map((l, i) => [l.productId, verdicts[i]!]));
  const view = lines.flatMap((l) => {
    const product = products.get(l.productId);
    const laptop = (l.laptopId && laptops.get(l.laptopId)) || null;
    const fit = laptop ? (fits.get(l.productId) ?? null) : null;
    return product ? [{ ...l, product, available: product.archived ? 0 : product.stockAvailable, laptop, fit, sale: saleOf(product) }] : [];
  });
  return {
    lines: view,
    count: view.reduce((n, l) => n + l.quantity, 0),
    subtotalCents: view.reduce((n, l) => n + l.quantity * l.product.priceCents, 0),
  };
}

/** Which of these laptop ids name a model the shop knows (a stale browser may hold one it no longer does). */
async function knownLaptops(d: Pick<Deps, 'laptops'>, ids: string[]): Promise<Set<string>> {
  return new Set((await d.laptops.byIds(ids)).map((l) => l.id));
}

/** A product on sale, or 404 (unknown or archived). */
async function onSale(d: Pick<Deps, 'db' | 'catalog'>, productId: string): Promise<ProductRow> {
  const product = await d.catalog.findOnSale(d.db, productId);
  if (!product) throw notFound(apiMessages.productNotFound);
  return product;
}

/**
 * Sets a line's quantity (0 removes it); more than the stock holds is a 409 naming what is left,
 * and more than the account could order now (the hold limits, see place-order.ts) a 409 saying so.
 */
export async function setCartItem(
  d: SetItemDeps,
  viewer: Viewer,
  productId: string,
  quantity: number,
  laptopId: string | null = null,
): Promise<CartView> {
  if (quantity > 0) {
    const [product, held] = await Promise.all([onSale(d, productId), d.orders.heldUnits(d.db, holderOf(viewer), [productId])]);
    if (quantity > product.stockAvailable) throw conflict(apiMessages.notEnoughStock(product.name, product.stockAvailable));
    const holds = held.get(productId) ?? 0;
    const most = mostHeld(d.holdLimits, product.stockAvailable, holds);
    if (viewer.role !== 'admin' && holds + quantity > most) throw conflict(apiMessages.holdLimit(product.name, most, holds));
  }
  const known = await knownLaptops(d, laptopId ? [laptopId] : []);
  await d.cart.set(viewer.id, [{ productId, quantity, laptopId: laptopId && known.has(laptopId) ? laptopId : null }]);
  return viewCart(d, viewer);
}

/**
 * A guest's cart joins the account's at sign-in: quantities are added, each capped at the stock;
 * products no longer on sale and sold-out ones are skipped (the guest's browser showed them stale).
 */
export async function mergeCart(d: Deps, viewer: Viewer, guest: CartLine[]): Promise<CartView> {
  const wanted = new Map<string, number>();
  const laptopFor = new Map<string, string>();
  for (const l of guest) {
    wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
    if (l.laptopId) laptopFor.set(l.productId, l.laptopId);
  }
  const [current, products, known] = await Promise.all([
    d.cart.lines(viewer.id),
    d.catalog.onSaleAmong([...wanted.keys()]),
    knownLaptops(d, [...new Set(laptopFor.values())]),
  ]);
  const have = new Map(current.map((l) => [l.productId, l.quantity]));
  const merged = products
    .filter((p) => p.stockAvailable > 0)
    .map((p) => ({
      productId: p.id,
      quantity: Math.min((have.get(p.id) ?? 0) + wanted.get(p.id)!, p.stockAvailable),
      laptopId: known.has(laptopFor.get(p.id) ?? '') ? laptopFor.get(p.id)! : null,
    }))
    .filter((l) => l.quantity !== have.get(l.productId));
  if (merged.length) await d.cart.set(viewer.id, merged);
  return viewCart(d, viewer);
}
