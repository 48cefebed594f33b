import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { OrderManageQuery, OrderPage } from '../../shared/schemas/order.js';
import { orderManageQuerySchema } from '../../shared/schemas/order.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/auth.js';
import { products } from '../db/schema/catalog.js';
import { orders } from '../db/schema/orders.js';
import { selectOrders, withTimelines } from './orders.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** Manage Order: every order, filtered by status, searched by customer e-mail or product, paged on the server. */
export function createOrderAdminService(db: Database) {
  return {
    async list(query: OrderManageQuery): Promise<OrderPage> {
      const q = orderManageQuerySchema.parse(query);
      const conditions: SQL[] = [];
      if (q.status) conditions.push(eq(orders.status, q.status));
      if (q.q) {
        const pattern = `%${escapeLike(q.q)}%`;
        conditions.push(or(ilike(users.email, pattern), ilike(orders.productName, pattern))!);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [totalRow] = await db
        .select({ n: count() })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(products, eq(products.id, orders.productId))
        .where(where);
      const rows = await selectOrders(db)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      return { items: await withTimelines(db, rows), total: totalRow!.n, page: q.page, limit: q.limit };
    },
  };
}
export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
