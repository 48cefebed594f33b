import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql, sum } from 'drizzle-orm';
import { LOW_STOCK_BELOW } from '../../shared/constants.js';
import { toDollars } from '../../shared/money.js';
import type { AdminOverview } from '../../shared/schemas/insights.js';
import type { BestSeller } from '../../shared/schemas/content.js';
import type { Database } from '../db/client.js';
import { products } from '../db/schema/catalog.js';
import { bestSellerSamples, contactMessages } from '../db/schema/content.js';
import { mailOutbox } from '../db/schema/mail.js';
import { orders } from '../db/schema/orders.js';
import { productToWire } from './catalog.js';

/** Orders whose money came in. */
const SOLD = ['paid', 'shipped', 'delivered'];
const BEST_SELLER_COUNT = 5;

/** Read-only figures across orders, catalog, messages and mail, for admins and the home page. */
export function createInsightsService(db: Database) {
  async function topProducts(limit: number) {
    const units = sum(orders.quantity).mapWith(Number);
    return db
      .select({ product: products, units })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .where(and(inArray(orders.status, SOLD), eq(products.archived, false)))
      .groupBy(products.id)
      .orderBy(desc(units), asc(products.name))
      .limit(limit);
  }

  /** Mails with a failed attempt, and what the mail server said about the newest of them. */
  async function mailProblems(): Promise<AdminOverview['mail']> {
    const [counts] = await db
      .select({
        retrying: sql<number>`count(*) FILTER (WHERE ${mailOutbox.failedAt} IS NULL)`.mapWith(Number),
        failed: sql<number>`count(*) FILTER (WHERE ${mailOutbox.failedAt} IS NOT NULL)`.mapWith(Number),
      })
      .from(mailOutbox)
      .where(isNotNull(mailOutbox.lastError));
    const [latest] = await db
      .select({ lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(isNotNull(mailOutbox.lastError))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return { retrying: counts?.retrying ?? 0, failed: counts?.failed ?? 0, lastError: latest?.lastError ?? null };
  }

  return {
    /** The 5 best sellers by units sold in paid orders; the spec's samples fill the rest. */
    async bestSellers(): Promise<BestSeller[]> {
      const sold = await topProducts(BEST_SELLER_COUNT);
      const real: BestSeller[] = sold.map(({ product: p }) => ({
        _id: p.id,
        name: p.name,
        img: p.img,
        cost: toDollars(p.priceCents),
        description: p.description,
        productId: p.id,
      }));
      if (real.length >= BEST_SELLER_COUNT) return real;
      const samples = await db
        .select()
        .from(bestSellerSamples)
        .orderBy(asc(bestSellerSamples.position))
        .limit(BEST_SELLER_COUNT - real.length);
      return [
        ...real,
        ...samples.map((b) => ({
          _id: b.id,
          name: b.name,
          img: b.img,
          cost: toDollars(b.priceCents),
          description: b.description,
          productId: null,
        })),
      ];
    },

    async overview(): Promise<AdminOverview> {
      const days = await db.execute<{ day: string; revenue_cents: string; orders: string }>(sql`
        SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
               COALESCE((SELECT SUM(o.total_cents) FROM "order" o
                         WHERE o.paid_at >= d.day AND o.paid_at < d.day + interval '1 day'
                           AND o.status IN ('paid', 'shipped', 'delivered')), 0) AS revenue_cents,
               (SELECT COUNT(*) FROM "order" o
                 WHERE o.created_at >= d.day AND o.created_at < d.day + interval '1 day') AS orders
        FROM generate_series(date_trunc('day', now()) - interval '29 days', date_trunc('day', now()), interval '1 day') AS d(day)
        ORDER BY d.day`);
      const top = await topProducts(5);
      const low = await db
        .select()
        .from(products)
        .where(and(eq(products.archived, false), lt(products.stockAvailable, LOW_STOCK_BELOW)))
        .orderBy(asc(products.stockAvailable), asc(products.name));
      const [unread] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.read, false));
      return {
        mail: await mailProblems(),
        days: days.rows.map((r) => ({ date: r.day, revenue: toDollars(Number(r.revenue_cents)), orders: Number(r.orders) })),
        topProducts: top.map((t) => ({ productId: t.product.id, name: t.product.name, units: t.units })),
        lowStock: low.map(productToWire),
        unreadMessages: unread!.n,
      };
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
