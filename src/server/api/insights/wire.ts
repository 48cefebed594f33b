import { toDollars } from '../../../shared/money.js';
import type { BestSeller } from '../../../shared/schemas/content.js';
import type { AdminOverview } from '../../../shared/schemas/insights.js';
import type { BestSellerItem, Overview } from '../../modules/insights/service.js';
import { productToWire } from '../catalog/wire.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** A best seller on the wire: a product on sale, or one of the spec's samples while fewer parts have sold. */
export function bestSellerToWire({ product, sample }: BestSellerItem): BestSeller {
  if (product) {
    return {
      _id: product.id,
      name: product.name,
      img: product.img,
      cost: toDollars(product.priceCents),
      description: product.description,
      productId: product.id,
    };
  }
  const s = sample!;
  return { _id: s.id, name: s.name, img: s.img, cost: toDollars(s.priceCents), description: s.description, productId: null };
}

/** The admin's sales overview on the wire (money in dollars). */
export const overviewToWire = (o: Overview): AdminOverview => ({
  mail: o.mail,
  days: o.days.map((d) => ({ date: d.date, revenue: toDollars(d.revenueCents), refunded: toDollars(d.refundedCents), orders: d.orders })),
  topProducts: o.topProducts,
  lowStock: o.lowStock.map((p) => productToWire(p)),
  lowStockTotal: o.lowStockTotal,
  unreadMessages: o.unreadMessages,
  restockWaiting: o.restockWaiting,
  newReviews: o.newReviews,
  wrongFit: o.wrongFit,
  promotions: {
    running: o.promotions.running,
    orders: o.promotions.orders,
    discount: toDollars(o.promotions.discountCents),
    top: o.promotions.top.map((p) => ({
      _id: p.id,
      label: p.label,
      code: p.code?.toUpperCase() ?? null,
      uses: p.uses,
      discount: toDollars(p.discountCents),
      revenue: toDollars(p.revenueCents),
    })),
  },
  openReturns: {
    total: o.openReturns.total,
    items: o.openReturns.items.map((r) => ({
      _id: r.id,
      number: r.number,
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      orderName: r.orderTitle,
      userEmail: r.customerEmail,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
  },
});
