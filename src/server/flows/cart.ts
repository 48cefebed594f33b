import { apiMessages } from '../../shared/messages.js';
import { conflict, notFound } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { CartLine } from '../modules/cart/service.js';
import type { ProductRow } from '../modules/catalog/service.js';
import type { FlowContext } from './context.js';
import { mostHeld } from './place-order.js';

/** What reading the cart takes. */
export type CartReadDeps = Pick<FlowContext, 'cart' | 'catalog'>;
type Deps = Pick<FlowContext, 'db' | 'cart' | 'catalog' | 'laptops'>;
type SetItemDeps = Deps & Pick<FlowContext, 'orders' | 'holdLimits'>;

/** A cart line with what the catalog says of its product now. */
export interface CartView {
  lines: (CartLine & { product: ProductRow; available: number })[];
  count: number;
  subtotalCents: number;
}

/** The cart with today's names, prices and stock (an archived product shows 0 available, so it blocks checkout). */
export async function viewCart(d: CartReadDeps, viewer: Viewer): Promise<CartView> {
  const lines = await d.cart.lines(viewer.id);
  const products = new Map((await d.catalog.byIds(lines.map((l) => l.productId))).map((p) => [p.id, p]));
  const view = lines.flatMap((l) => {
    const product = products.get(l.productId);
    return product ? [{ ...l, product, available: product.archived ? 0 : product.stockAvailable }] : [];
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
    const [product, held] = await Promise.all([onSale(d, productId), d.orders.heldUnits(d.db, viewer.id, [productId])]);
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
