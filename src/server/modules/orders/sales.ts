import { desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { orderLines, orders } from './tables.js';

/** Orders whose money came in. */
export const SOLD_STATUSES: OrderStatus[] = ['paid', 'shipped', 'delivered'];

/** Read-only sales figures over the orders table, for the overview and the best sellers. */
export function createSalesQueries(db: Database) {
  return {
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

    /** The last `days` days (today included): money taken on paid orders and orders placed, per day. */
    async dailySales(days: number): Promise<{ date: string; revenueCents: number; orders: number }[]> {
      const { rows } = await db.execute<{ day: string; revenue_cents: string; orders: string }>(sql`
        SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
               COALESCE((SELECT SUM(o.total_cents) FROM ${orders} o
                         WHERE o.paid_at >= d.day AND o.paid_at < d.day + interval '1 day'
                           AND o.status IN ${SOLD_STATUSES}), 0) AS revenue_cents,
               (SELECT COUNT(*) FROM ${orders} o
                 WHERE o.created_at >= d.day AND o.created_at < d.day + interval '1 day') AS orders
        FROM generate_series(date_trunc('day', now()) - ${days - 1} * interval '1 day', date_trunc('day', now()), interval '1 day') AS d(day)
        ORDER BY d.day`);
      return rows.map((r) => ({ date: r.day, revenueCents: Number(r.revenue_cents), orders: Number(r.orders) }));
    },
  };
}
