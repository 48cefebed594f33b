import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { withTimelines, type OrderDetail } from './timeline.js';
import { orders } from './tables.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export interface ManageQuery {
  status?: OrderStatus;
  q?: string;
  page: number;
  limit: number;
}

/** Manage Order: every order, filtered by status, searched by customer e-mail or product, paged on the server. */
export async function listManaged(
  db: Database,
  q: ManageQuery,
): Promise<{ items: OrderDetail[]; total: number; page: number; limit: number }> {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(orders.status, q.status));
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    conditions.push(or(ilike(orders.customerEmail, pattern), ilike(orders.productName, pattern))!);
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
  return { items: await withTimelines(db, rows), total: totalRow!.n, page: q.page, limit: q.limit };
}
