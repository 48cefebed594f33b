import { toDollars } from '../../../shared/money.js';
import type { BestSeller } from '../../../shared/schemas/content.js';
import type { AdminOverview } from '../../../shared/schemas/insights.js';
import { productToWire } from '../catalog/wire.js';
import type { BestSellerItem, Overview } from './service.js';

export function bestSellerToWire({ product, sample }: BestSellerItem): BestSeller {
  if (product) {
    return { _id: product.id, name: product.name, img: product.img, cost: toDollars(product.priceCents), description: product.description, productId: product.id };
  }
  const s = sample!;
  return { _id: s.id, name: s.name, img: s.img, cost: toDollars(s.priceCents), description: s.description, productId: null };
}

export const overviewToWire = (o: Overview): AdminOverview => ({
  mail: o.mail,
  days: o.days.map((d) => ({ date: d.date, revenue: toDollars(d.revenueCents), orders: d.orders })),
  topProducts: o.topProducts,
  lowStock: o.lowStock.map(productToWire),
  unreadMessages: o.unreadMessages,
});
