import { asc, inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/constants.js';
import type { OrderEvent } from '../../shared/schemas/order.js';
import type { DbOrTx } from '../db/client.js';
import { orderEvents } from '../db/schema/orders.js';
import type { Viewer } from './viewer.js';

export type Actor = Pick<Viewer, 'id' | 'role'> | 'system';

/** Records one status change in the order's timeline (inside the caller's transaction). */
export async function recordEvent(tx: DbOrTx, orderId: string, status: OrderStatus, actor: Actor, note = '') {
  await tx.insert(orderEvents).values({
    orderId,
    status,
    actorId: actor === 'system' ? null : actor.id,
    actorRole: actor === 'system' ? 'system' : actor.role === 'admin' ? 'admin' : 'customer',
    note,
  });
}

/** The timelines of several orders, oldest event first. */
export async function loadTimelines(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderEvent[]>> {
  const map = new Map<string, OrderEvent[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.createdAt));
  for (const r of rows) {
    const list = map.get(r.orderId) ?? [];
    list.push({
      status: r.status as OrderStatus,
      at: r.createdAt.toISOString(),
      by: r.actorRole as OrderEvent['by'],
      note: r.note,
    });
    map.set(r.orderId, list);
  }
  return map;
}
