import { toDollars } from '../../../shared/money.js';
import type { Cart } from '../../../shared/schemas/cart.js';
import { laptopLabel } from '../../../shared/schemas/laptop.js';
import type { CartView } from '../../flows/cart.js';
import { saleToWire } from '../catalog/wire.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** The one mapping between a cart and the wire (money in dollars, the product's name, image and stock as of now). */
export function cartToWire(cart: CartView): Cart {
  return {
    items: cart.lines.map((l) => ({
      productId: l.productId,
      name: l.product.name,
      img: l.product.img,
      category: l.product.category,
      unitCost: toDollars(l.product.priceCents),
      quantity: l.quantity,
      lineTotal: toDollars(l.product.priceCents * l.quantity),
      available: l.available,
      laptopId: l.laptopId ?? null,
      laptop: l.laptop ? { _id: l.laptop.id, brand: l.laptop.brand, model: laptopLabel(l.laptop) } : null,
      fit: l.laptop && l.fit ? { verdict: l.fit } : null,
      ...saleToWire(l.sale),
    })),
    count: cart.count,
    subtotal: toDollars(cart.subtotalCents),
  };
}
