import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bestSellerSchema } from '../../../shared/schemas/content.js';
import { adminOverviewSchema } from '../../../shared/schemas/insights.js';
import { bearer, errors } from '../../lib/http.js';
import { toDollars } from '../../../shared/money.js';
import type { BestSeller } from '../../../shared/schemas/content.js';
import type { AdminOverview } from '../../../shared/schemas/insights.js';
import { productToWire } from '../catalog/routes.js';
import type { BestSellerItem, Overview } from '../../modules/insights/service.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

function bestSellerToWire({ product, sample }: BestSellerItem): BestSeller {
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

const overviewToWire = (o: Overview): AdminOverview => ({
  mail: o.mail,
  days: o.days.map((d) => ({ date: d.date, revenue: toDollars(d.revenueCents), refunded: toDollars(d.refundedCents), orders: d.orders })),
  topProducts: o.topProducts,
  lowStock: o.lowStock.map(productToWire),
  unreadMessages: o.unreadMessages,
  restockWaiting: o.restockWaiting,
  newReviews: o.newReviews,
  openReturns: {
    total: o.openReturns.total,
    items: o.openReturns.items.map((r) => ({
      _id: r.id,
      orderId: r.orderId,
      orderName: r.orderTitle,
      userEmail: r.customerEmail,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
  },
});

/** The home page's best-selling carousel and the admin's sales overview. */
export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { insights } = app.services;

  app.get(
    '/best-sellers',
    { config: { cache: 'best-sellers' }, schema: { tags: ['content'], response: { 200: z.array(bestSellerSchema) } } },
    async () => (await insights.bestSellers()).map(bestSellerToWire),
  );

  app.get(
    '/insights/overview',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['content'],
        security: bearer,
        description: 'Sales overview for admins: 30 days of revenue and orders, top products, low stock, unread messages.',
        response: { 200: adminOverviewSchema, ...errors(401, 403) },
      },
    },
    async () => overviewToWire(await insights.overview()),
  );
};
