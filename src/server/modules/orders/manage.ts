import { and, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { withDetails, type OrderDetail } from './detail.js';
import { orderLines, orders } from './tables.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export interface ManageQuery {
  status?: OrderStatus;
  q?: string;
  page: number;
  limit: number;
}

/** Manage Order: every order, filtered by status, searched by order number, customer e-mail or product, paged on the server. */
export async function listManaged(
  db: Database,
  q: ManageQuery,
): Promise<{ items: OrderDetail[]; total: number; page: number; limit: number }> {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(orders.status, q.status));
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    const inLines = db
      .select({ one: sql`1` })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orders.id), ilike(orderLines.productName, pattern)));
    conditions.push(or(ilike(orders.orderNumber, pattern), ilike(orders.customerEmail, pattern), exists(inLines))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { items: await withDetails(db, rows), total: totalRow!.n, page: q.page, limit: q.limit };
}
