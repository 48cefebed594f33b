import { sql, type SQL } from 'drizzle-orm';
import { orderEvents, orders } from './tables.js';
import type { ActorRole } from './timeline.js';

/** An order about to be placed: every value is known before the statement runs. */
export interface NewOrder {
  id: string;
  userId: string;
  customerEmail: string;
  productId: string;
  productName: string;
  productImg: string;
  unitPriceCents: number;
  quantity: number;
  phone: string;
  placedBy: ActorRole;
}

/**
 * The orders part of the placing statement (see flows/place-order.ts): inserts the order and
 * its first timeline event when, and only when, the CTE named `guard` yielded a row (the stock
 * was taken). The CTE `placed` answers the order's id and created_at.
 */
export function placeOrderSql(o: NewOrder, guard: SQL): SQL {
  return sql`placed AS (
      INSERT INTO ${orders} (id, user_id, customer_email, product_id, product_name, product_img, unit_price_cents, quantity, total_cents, phone)
      SELECT ${o.id}, ${o.userId}, ${o.customerEmail}, ${o.productId}, ${o.productName}, ${o.productImg},
             ${o.unitPriceCents}, ${o.quantity}, ${o.unitPriceCents * o.quantity}, ${o.phone}
      FROM ${guard}
      RETURNING id, created_at
    ), placed_event AS (
      INSERT INTO ${orderEvents} (order_id, status, actor_id, actor_role)
      SELECT id, 'pending_payment', ${o.userId}, ${o.placedBy} FROM placed
    )`;
}
