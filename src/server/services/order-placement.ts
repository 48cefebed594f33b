import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { products } from '../db/schema/catalog.js';
import { orderEvents, orders } from '../db/schema/orders.js';
import type { OrderRow } from './orders.js';

/** The order row as the placing statement returns it (column names), with the product's image. */
interface PlacedRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  product_id: string;
  product_name: string;
  unit_price_cents: number;
  quantity: number;
  total_cents: number;
  phone: string;
  status: string;
  transaction_id: string | null;
  tracking_number: string | null;
  /** Raw SQL skips Drizzle's column decoding: timestamps may arrive as text. */
  paid_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  img: string;
}

export interface Placement {
  userId: string;
  actorRole: 'admin' | 'customer';
  productId: string;
  quantity: number;
  phone: string;
}

/**
 * Takes the units from stock, writes the order at the product's current price and its first
 * timeline event, in one statement: the product row stays locked only while PostgreSQL runs it,
 * not across round trips to this process (which, under load, waits its turn on a busy event loop).
 * Answers nothing when the product is missing, archived or short of stock.
 */
export async function takeStockAndPlace(db: DbOrTx, p: Placement): Promise<{ order: OrderRow; img: string } | undefined> {
  const { rows } = await db.execute<PlacedRow>(sql`
    WITH taken AS (
      UPDATE ${products} SET stock_available = stock_available - ${p.quantity}
      WHERE id = ${p.productId} AND archived = false AND stock_available >= ${p.quantity}
      RETURNING id, name, price_cents, img
    ), placed AS (
      INSERT INTO ${orders} (user_id, product_id, product_name, unit_price_cents, quantity, total_cents, phone)
      SELECT ${p.userId}, id, name, price_cents, ${p.quantity}, price_cents * ${p.quantity}, ${p.phone} FROM taken
      RETURNING *
    ), event AS (
      INSERT INTO ${orderEvents} (order_id, status, actor_id, actor_role)
      SELECT id, 'pending_payment', ${p.userId}, ${p.actorRole} FROM placed
    )
    SELECT placed.*, taken.img FROM placed, taken`);
  const r = rows[0];
  if (!r) return undefined;
  return {
    img: r.img,
    order: {
      id: r.id,
      userId: r.user_id,
      productId: r.product_id,
      productName: r.product_name,
      unitPriceCents: r.unit_price_cents,
      quantity: r.quantity,
      totalCents: r.total_cents,
      phone: r.phone,
      status: r.status,
      transactionId: r.transaction_id,
      trackingNumber: r.tracking_number,
      paidAt: r.paid_at === null ? null : new Date(r.paid_at),
      createdAt: new Date(r.created_at),
      updatedAt: new Date(r.updated_at),
    },
  };
}
