import { apiMessages } from '../../shared/messages.js';
import { notFound } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { NewOrder, OrderDetail } from '../modules/orders/service.js';
import type { PricedOption } from '../modules/shipping/service.js';
import { viewCart } from './cart.js';
import { basketOf, type DeliveryRequest } from './delivery.js';
import type { FlowDeps } from './deps.js';
import { placeOrder, priceOrder } from './place-order.js';

/** What the caller's cart would cost delivered so: the same pricing the order gets (quote = order). */
export async function quoteCheckout(d: FlowDeps, viewer: Viewer, delivery: DeliveryRequest): Promise<NewOrder> {
  return priceOrder(d, viewer, { delivery, fromCart: true });
}

/** Places the caller's cart as one order (see placeOrder): every line or none, and the cart emptied with it. */
export async function checkout(d: FlowDeps, viewer: Viewer, delivery: DeliveryRequest): Promise<OrderDetail> {
  return placeOrder(d, viewer, { delivery, fromCart: true });
}

/**
 * The shipping options for a country, priced for a parcel: one product (Order Now's `productId`
 * and `quantity`), else the signed-in caller's cart; a guest without a product sees every option
 * at its regular price.
 */
export async function shippingOptionsFor(
  d: FlowDeps,
  viewer: Viewer | null,
  query: { country: string; productId?: string | undefined; quantity: number },
): Promise<PricedOption[]> {
  if (query.productId) {
    const product = await d.catalog.findOnSale(d.db, query.productId);
    if (!product) throw notFound(apiMessages.productNotFound);
    return d.shipping.optionsFor(query.country, basketOf([product], product.priceCents * query.quantity));
  }
  if (!viewer) return d.shipping.optionsFor(query.country, { subtotalCents: 0, batteries: false });
  const cart = await viewCart(d, viewer.id);
  return d.shipping.optionsFor(
    query.country,
    basketOf(
      cart.lines.map((l) => l.product),
      cart.subtotalCents,
    ),
  );
}
