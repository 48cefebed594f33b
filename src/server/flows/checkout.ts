import { apiMessages } from '../../shared/messages.js';
import { notFound } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { ShippingOffer } from '../modules/shipping/service.js';
import { viewCart, type CartReadDeps } from './cart.js';
import type { FlowContext } from './context.js';
import { basketOf } from './delivery.js';

type Deps = Pick<FlowContext, 'db' | 'catalog' | 'shipping'> & CartReadDeps;

/**
 * The shipping options for a country, priced for a parcel: one product (Order Now's `productId`
 * and `quantity`), a guest's cart (`items`), else the signed-in caller's cart; a guest without
 * either sees every option at its regular price. With a battery in the parcel, the options that may not carry one are
 * named apart (`withheldForBatteries`), so the shopper is told why they are missing. (The cart's
 * quote and checkout are `priceOrder` and `placeOrder` with `fromCart`: place-order.ts.)
 */
export async function shippingOptionsFor(
  d: Deps,
  viewer: Viewer | null,
  query: {
    country: string;
    productId?: string | undefined;
    quantity: number;
    items?: { productId: string; quantity: number }[] | undefined;
  },
): Promise<ShippingOffer> {
  if (query.productId) {
    const product = await d.catalog.findOnSale(d.db, query.productId);
    if (!product) throw notFound(apiMessages.productNotFound);
    return d.shipping.offerFor(query.country, basketOf([product], product.priceCents * query.quantity));
  }
  if (query.items && !viewer) {
    const products = new Map((await d.catalog.byIds(query.items.map((i) => i.productId))).map((p) => [p.id, p]));
    const lines = query.items.flatMap((i) => {
      const product = products.get(i.productId);
      return product && !product.archived ? [{ product, quantity: i.quantity }] : [];
    });
    const subtotalCents = lines.reduce((sum, l) => sum + l.product.priceCents * l.quantity, 0);
    return d.shipping.offerFor(
      query.country,
      basketOf(
        lines.map((l) => l.product),
        subtotalCents,
      ),
    );
  }
  if (!viewer) return d.shipping.offerFor(query.country, { subtotalCents: 0, batteries: false });
  const cart = await viewCart(d, viewer);
  return d.shipping.offerFor(
    query.country,
    basketOf(
      cart.lines.map((l) => l.product),
      cart.subtotalCents,
    ),
  );
}
