import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { WebhookEventType } from '../../../shared/schemas/webhook.js';
import { webhookDelivery, webhookEndpoint, webhookEvent } from './tables.js';

export type WebhookDeliveryRow = typeof webhookDelivery.$inferSelect;
/** A delivery as staff see it: the row and its event's type. */
export type DeliveryView = WebhookDeliveryRow & { event: string };

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  attempts: number;
  url: string;
  secret: string;
  eventId: string;
  type: string;
  /** The request body: the same on every attempt (`{ id, type, createdAt, data }`). */
  body: string;
}

export interface DeliveryOutcome {
  ok: boolean;
  statusCode: number | null;
  response: string | null;
  error: string | null;
}

export interface RetryPolicy {
  /** The first retry waits this long; each later one twice as long as the one before (at most `capMs`). */
  retryBaseMs: number;
  capMs: number;
  /** A delivery still failing this long after it was queued is marked failed. */
  maxAgeMs: number;
}

const ms = (value: number) => sql`(${value}::float8 * interval '1 millisecond')`;

/**
 * Writes an event in the caller's transaction, with one pending delivery per enabled endpoint
 * that takes its type; nothing at all when none does. Answers how many deliveries it queued.
 */
export async function emit(tx: DbOrTx, type: WebhookEventType, data: unknown): Promise<number> {
  const { rowCount } = await tx.execute(sql`
    WITH targets AS (
      SELECT id FROM ${webhookEndpoint} WHERE NOT disabled AND ${type}::text = ANY(events)
    ), ev AS (
      INSERT INTO ${webhookEvent} (type, payload)
      SELECT ${type}, ${JSON.stringify(data)}::jsonb WHERE EXISTS (SELECT 1 FROM targets)
      RETURNING id
    )
    INSERT INTO ${webhookDelivery} (endpoint_id, event_id) SELECT targets.id, ev.id FROM targets, ev`);
  return rowCount ?? 0;
}

/** One page of an endpoint's deliveries, newest first. */
export async function deliveryPage(db: Database, endpointId: string, page: number, limit: number) {
  const where = eq(webhookDelivery.endpointId, endpointId);
  const [items, [totals]] = await Promise.all([
    db
      .select({ delivery: webhookDelivery, event: webhookEvent.type })
      .from(webhookDelivery)
      .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
      .where(where)
      .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(webhookDelivery).where(where),
  ]);
  const views: DeliveryView[] = items.map((r) => ({ ...r.delivery, event: r.event }));
  return { items: views, total: totals?.total ?? 0 };
}

/** Sends a delivery again now (pending once more, whatever it was); 404 when the endpoint has no such delivery. */
export async function retryDelivery(tx: DbOrTx, endpointId: string, deliveryId: string): Promise<void> {
  const rows = await tx
    .update(webhookDelivery)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(and(eq(webhookDelivery.id, deliveryId), eq(webhookDelivery.endpointId, endpointId)))
    .returning({ id: webhookDelivery.id });
  if (rows.length === 0) throw notFound('Delivery not found');
}

type ClaimedRow = { id: string; attempts: number; url: string; secret: string; event_id: string; type: string; body: string };

/**
 * Claims up to `limit` due deliveries (FOR UPDATE SKIP LOCKED: another instance takes others),
 * counting the attempt and moving its next time `leaseMs` ahead, so a delivery whose sender
 * died comes back then. The body is built from the event's row: the same on every attempt.
 */
export async function claimDue(db: Database, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const { rows } = await db.execute<ClaimedRow>(sql`
    WITH claimed AS (
      UPDATE ${webhookDelivery} d SET attempts = d.attempts + 1, next_attempt_at = now() + ${ms(leaseMs)}
      WHERE d.id IN (
        SELECT id FROM ${webhookDelivery}
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING d.id, d.attempts, d.endpoint_id, d.event_id
    )
    SELECT c.id, c.attempts, e.url, e.secret, c.event_id, ev.type,
      json_build_object('id', ev.id, 'type', ev.type,
        'createdAt', to_char(ev.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', ev.payload)::text AS body
    FROM claimed c
    JOIN ${webhookEndpoint} e ON e.id = c.endpoint_id
    JOIN ${webhookEvent} ev ON ev.id = c.event_id`);
  return rows.map((r) => ({
    id: r.id,
    attempts: r.attempts,
    url: r.url,
    secret: r.secret,
    eventId: r.event_id,
    type: r.type,
    body: r.body,
  }));
}

/**
 * Records an attempt: delivered, or due again after a doubling delay, or failed once that delay
 * would end past `maxAgeMs` after it was queued. Only while the row is still this attempt's.
 */
export async function recordAttempt(
  db: Database,
  delivery: Pick<ClaimedDelivery, 'id' | 'attempts'>,
  outcome: DeliveryOutcome,
  policy: RetryPolicy,
): Promise<void> {
  const delay = sql`least(${policy.retryBaseMs}::float8 * power(2, ${delivery.attempts - 1}::int), ${policy.capMs}::float8) * interval '1 millisecond'`;
  const tooOld = sql`now() + ${delay} > ${webhookDelivery.createdAt} + ${ms(policy.maxAgeMs)}`;
  await db
    .update(webhookDelivery)
    .set({
      lastStatusCode: outcome.statusCode,
      lastResponse: outcome.response,
      lastError: outcome.error?.slice(0, 1000) ?? null,
      status: outcome.ok ? 'succeeded' : sql`CASE WHEN ${tooOld} THEN 'failed' ELSE 'pending' END`,
      nextAttemptAt: outcome.ok ? null : sql`CASE WHEN ${tooOld} THEN NULL ELSE now() + ${delay} END`,
    })
    .where(and(eq(webhookDelivery.id, delivery.id), eq(webhookDelivery.attempts, delivery.attempts)));
}

/** Deletes finished deliveries older than `days`, then events no delivery names any more. */
export async function pruneDeliveries(db: Database, days: number): Promise<number> {
  const gone = await db.execute(sql`
    DELETE FROM ${webhookDelivery} WHERE status <> 'pending' AND created_at < now() - ${days}::int * interval '1 day'`);
  await db.execute(sql`
    DELETE FROM ${webhookEvent} ev WHERE ev.created_at < now() - interval '1 day'
      AND NOT EXISTS (SELECT 1 FROM ${webhookDelivery} d WHERE d.event_id = ev.id)`);
  return gone.rowCount ?? 0;
}
