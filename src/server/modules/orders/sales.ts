import { and, desc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { orderLines, orders } from './tables.js';

/** Orders whose money came in. */
export const SOLD_STATUSES: OrderStatus[] = ['paid', 'shipped', 'delivered'];

/** Orders whose buyer had the part in hand or paid for it (a fully returned order still counts: they fitted it). */
const BOUGHT_STATUSES: OrderStatus[] = ['paid', 'shipped', 'delivered', 'refunded'];

/** A purchase of one product by one customer: the newest paid line, with the laptop it was bought for. */
export interface Purchase {
  orderId: string;
  laptopId: string | null;
  laptopBrand: string | null;
  laptopModel: string | null;
}

/**
 * The laptop each (order, product) line was bought for, where it had one (the first such line of the
 * order for that product): what "returned for wrong fit" counts per laptop model.
 */
async function lineLaptops(
  db: Database,
  pairs: { orderId: string; productId: string }[],
): Promise<{ orderId: string; productId: string; laptopId: string; laptopBrand: string | null; laptopModel: string | null }[]> {
  if (pairs.length === 0) return [];
  const rows = await db
    .selectDistinctOn([orderLines.orderId, orderLines.productId], {
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      laptopId: orderLines.laptopId,
      laptopBrand: orderLines.laptopBrand,
      laptopModel: orderLines.laptopModel,
    })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, [...new Set(pairs.map((p) => p.orderId))]), sql`${orderLines.laptopId} IS NOT NULL`))
    .orderBy(orderLines.orderId, orderLines.productId, orderLines.position);
  const wanted = new Set(pairs.map((p) => `${p.orderId}:${p.productId}`));
  return rows.flatMap((r) => (r.laptopId && wanted.has(`${r.orderId}:${r.productId}`) ? [{ ...r, laptopId: r.laptopId }] : []));
}

/** Read-only sales figures over the orders table, for the overview and the best sellers. */
export function createSalesQueries(db: Database) {
  return {
    /** Whether this customer bought this product (a paid order), and the newest such line; null when never. */
    async purchaseOf(userId: string, productId: string): Promise<Purchase | null> {
      const [row] = await db
        .select({
          orderId: orderLines.orderId,
          laptopId: orderLines.laptopId,
          laptopBrand: orderLines.laptopBrand,
          laptopModel: orderLines.laptopModel,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orders.userId, userId), eq(orderLines.productId, productId), inArray(orders.status, BOUGHT_STATUSES)))
        .orderBy(sql`${orderLines.laptopId} IS NULL`, desc(orders.createdAt))
        .limit(1);
      return row ?? null;
    },

    lineLaptops: (pairs: { orderId: string; productId: string }[]) => lineLaptops(db, pairs),

    /** Products by units sold in paid orders, most first. */
    async unitsSoldByProduct(limit: number): Promise<{ productId: string; units: number }[]> {
      const units = sum(orderLines.quantity).mapWith(Number);
      return db
        .select({ productId: orderLines.productId, units })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(inArray(orders.status, SOLD_STATUSES))
        .groupBy(orderLines.productId)
        .orderBy(desc(units), orderLines.productId)
        .limit(limit);
    },

    /**
     * The last `days` days (today included): per day, the money kept from orders paid that day
     * (their totals less what was refunded on them since: net revenue), what was refunded on them,
     * and the orders placed. What gift cards paid is left out, as is what refunds put back onto
     * them (`refundedToGiftCards`: the payments module's SQL for an order's id): a card's money came
     * in when the card was sold, so counting it again when it is spent would count it twice.
     */
    async dailySales(
      days: number,
      refundedToGiftCards: (orderId: SQL) => SQL,
    ): Promise<{ date: string; revenueCents: number; refundedCents: number; orders: number }[]> {
      const { rows } = await db.execute<{ day: string; revenue_cents: string; refunded_cents: string; orders: string }>(sql`
        SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
               COALESCE(paid.total_cents - paid.refunded_cents, 0) AS revenue_cents,
               COALESCE(paid.refunded_cents, 0) AS refunded_cents,
               (SELECT COUNT(*) FROM ${orders} o
                 WHERE o.created_at >= d.day AND o.created_at < d.day + interval '1 day') AS orders
        FROM generate_series(date_trunc('day', now()) - ${days - 1} * interval '1 day', date_trunc('day', now()), interval '1 day') AS d(day)
        LEFT JOIN LATERAL (SELECT SUM(o.total_cents - o.gift_card_cents) AS total_cents,
                                  SUM(o.refunded_cents - ${refundedToGiftCards(sql`o.id`)}) AS refunded_cents FROM ${orders} o
                           WHERE o.paid_at >= d.day AND o.paid_at < d.day + interval '1 day') AS paid ON true
        ORDER BY d.day`);
      return rows.map((r) => ({
        date: r.day,
        revenueCents: Number(r.revenue_cents),
        refundedCents: Number(r.refunded_cents),
        orders: Number(r.orders),
      }));
    },
  };
}
