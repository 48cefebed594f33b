import { asc, inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/constants.js';
import type { DbOrTx } from '../../db/client.js';
import { actorUserId, isStaff, type Actor } from '../../lib/viewer.js';
import { orderEvents } from './tables.js';

export type ActorRole = 'customer' | 'admin' | 'system';

/** One status change of an order: what, when, by whom, with an optional note. */
export interface TimelineEvent {
  status: OrderStatus;
  at: Date;
  by: ActorRole;
  note: string;
}

export const actorRole = (actor: Actor): ActorRole => (actor === 'system' ? 'system' : isStaff(actor) ? 'admin' : 'customer');

/** Records one status change in the order's timeline (inside the caller's transaction). */
export async function recordEvent(tx: DbOrTx, orderId: string, status: OrderStatus, actor: Actor, note = '') {
  await tx.insert(orderEvents).values({ orderId, status, actorId: actorUserId(actor), actorRole: actorRole(actor), note });
}

/** The timelines of several orders, oldest event first. */
export async function loadTimelines(db: DbOrTx, orderIds: string[]): Promise<Map<string, TimelineEvent[]>> {
  const map = new Map<string, TimelineEvent[]>();
  if (orderIds.length === 0) return map;
  const rows = await db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds)).orderBy(asc(orderEvents.createdAt));
  for (const r of rows) {
    const list = map.get(r.orderId) ?? [];
    list.push({ status: r.status, at: r.createdAt, by: r.actorRole as ActorRole, note: r.note });
    map.set(r.orderId, list);
  }
  return map;
}
